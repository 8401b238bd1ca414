import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@/lib/router';
import { DEFAULT_SHOP_INFO } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/features/auth';
import { guestCart } from '@/features/cart';
import { CheckoutPage } from './checkout-page';
import { TestWords } from '@/lib/test-support/words';

const user = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'asha@example.in',
  fullName: 'Asha Verma',
  role: 'customer',
};
const cart = {
  items: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      productId: '33333333-3333-4333-8333-333333333333',
      quantity: 1,
      price: 1200,
      lineTotal: 1200,
      name: 'Kundan Jhumka',
      available: true,
      maxQuantity: 4,
      product: {
        image: null,
        description: '',
        categoryName: 'Jewelry',
        subcategoryName: null,
        tax: { gstRate: 18 },
        variants: [],
      },
    },
  ],
  summary: {
    count: 1,
    subtotal: 1200,
    discount: 0,
    delivery: 50,
    gst: 225,
    total: 1475,
    gstIncluded: false,
    roundOff: 0,
  },
};
const order = { id: '44444444-4444-4444-8444-444444444444' };
const savedHome = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Asha Verma',
  address: 'B-12, Pari Chowk',
  city: 'Greater Noida',
  state: 'Uttar Pradesh',
  pincode: '201310',
  phone: '9876543210',
  isDefault: true,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const savedOffice = {
  ...savedHome,
  id: '66666666-6666-4666-8666-666666666666',
  address: '80 Feet Road, Koramangala',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560034',
  isDefault: false,
};

const ok = (data: unknown, status = 200) => new Response(JSON.stringify({ success: true, data }), { status });
const failure = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify({ success: false, ...body }), { status });

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderCheckout() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TestWords>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/checkout']}>
          <AuthProvider>
            <Routes>
              <Route path="/checkout" element={<CheckoutPage />} />
              <Route path="*" element={<Where />} />
            </Routes>
          </AuthProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </TestWords>,
  );
}

function fillAddress() {
  const type = (label: RegExp, value: string) =>
    fireEvent.input(screen.getByLabelText(label), { target: { value } });
  type(/full name/i, 'Asha Verma');
  type(/^address$/i, 'B-12, Alpha 1');
  type(/city/i, 'Greater Noida');
  // The state is a list: a choice fires `change`, typing fires `input`.
  fireEvent.change(screen.getByLabelText(/state/i), { target: { value: 'Uttar Pradesh' } });
  type(/pincode/i, '201310');
  type(/mobile number/i, '98765 43210');
}

const orderCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === '/api/orders' && init?.method === 'POST');
/** Header names are case-insensitive; the contract spells this one in lower case. */
const keyOf = (call: unknown[]) =>
  new Headers((call[1] as RequestInit).headers).get('Idempotency-Key') ?? undefined;

describe('CheckoutPage', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let orderAnswers: (() => Response | Promise<Response>)[];
  let addressBook: object[];
  let paymentMethods: string[];

  beforeEach(() => {
    localStorage.setItem('token', 'test-token');
    localStorage.setItem('user', JSON.stringify(user));
    orderAnswers = [];
    addressBook = [];
    paymentMethods = ['cod'];
    fetchMock = vi.fn().mockImplementation((url: string, init?: RequestInit) => {
      if (url === '/api/cart') return Promise.resolve(ok({ cart }));
      if (url === '/api/cart/quote') return Promise.resolve(ok({ cart, dropped: [] }));
      if (url === '/api/auth/me') return Promise.resolve(ok({ user }));
      if (url === '/api/addresses') return Promise.resolve(ok({ addresses: addressBook }));
      if (url === '/api/shop') return Promise.resolve(ok({ shop: DEFAULT_SHOP_INFO }));
      if (url === '/api/payment-methods') return Promise.resolve(ok({ methods: paymentMethods }));
      if (url === '/api/pincodes/201310') {
        return Promise.resolve(
          ok({
            pincode: '201310',
            city: 'Gautam Buddha Nagar',
            state: 'Uttar Pradesh',
            towns: ['Greater Noida'],
          }),
        );
      }
      if (url === '/api/orders' && init?.method === 'POST') {
        const next = orderAnswers.shift();
        return next ? Promise.resolve(next()) : Promise.reject(new TypeError('offline'));
      }
      return Promise.resolve(ok({}));
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    guestCart.clear();
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows what is wrong with each field and sends nothing', async () => {
    renderCheckout();
    await screen.findByText('Kundan Jhumka');
    fireEvent.input(screen.getByLabelText(/full name/i), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Enter a valid 6-digit pincode')).toBeTruthy();
    expect(screen.getByText('Enter a valid 10-digit mobile number')).toBeTruthy();
    expect(orderCalls(fetchMock)).toHaveLength(0);
  });

  it('retries a failed submit with the same Idempotency-Key and opens the order when it succeeds', async () => {
    orderAnswers = [() => Promise.reject(new TypeError('offline')), () => ok({ order }, 201)];
    renderCheckout();
    await screen.findByText('Kundan Jhumka');
    fillAddress();
    const submit = () => fireEvent.click(screen.getByRole('button', { name: /Place order/ }));

    submit();
    await waitFor(() => expect(orderCalls(fetchMock)).toHaveLength(1));
    await screen.findByRole('button', { name: 'Place order' });
    submit();
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe(`/orders/${order.id}`));

    const calls = orderCalls(fetchMock);
    expect(calls).toHaveLength(2);
    expect(keyOf(calls[0]!)).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keyOf(calls[1]!)).toBe(keyOf(calls[0]!));
    expect(JSON.parse(String(calls[1]![1]!.body))).toEqual({
      shippingAddress: {
        name: 'Asha Verma',
        address: 'B-12, Alpha 1',
        city: 'Greater Noida',
        state: 'Uttar Pradesh',
        pincode: '201310',
        phone: '9876543210',
      },
      // A new address joins the address book unless unticked.
      saveAddress: true,
      paymentMethod: 'cod',
      // An English page's order (issue 28).
      language: 'en',
    });
  });

  it('offers the saved addresses with the default chosen, and sends the one picked', async () => {
    addressBook = [savedHome, savedOffice];
    orderAnswers = [() => ok({ order }, 201)];
    renderCheckout();
    const home = await screen.findByRole<HTMLInputElement>('radio', { name: /B-12, Pari Chowk/ });
    expect(home.checked).toBe(true);
    expect(screen.queryByLabelText(/full name/i)).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: /Koramangala/ }));
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(orderCalls(fetchMock)).toHaveLength(1));
    const { city, pincode, phone } = savedOffice;
    expect(JSON.parse(String(orderCalls(fetchMock)[0]![1]!.body))).toEqual({
      shippingAddress: {
        name: 'Asha Verma',
        address: savedOffice.address,
        city,
        state: 'Karnataka',
        pincode,
        phone,
      },
      saveAddress: false,
      paymentMethod: 'cod',
      language: 'en',
    });
  });

  it('takes a new address instead when asked, and leaves it out of the book when unticked', async () => {
    addressBook = [savedHome];
    orderAnswers = [() => ok({ order }, 201)];
    renderCheckout();
    fireEvent.click(await screen.findByRole('radio', { name: 'Use a new address' }));
    fillAddress();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Save this address to my address book' }));
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(orderCalls(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(orderCalls(fetchMock)[0]![1]!.body))).toMatchObject({
      shippingAddress: { address: 'B-12, Alpha 1' },
      saveAddress: false,
    });
  });

  it('offers UPI only when the shop takes it, sends the choice, and opens the payment page', async () => {
    renderCheckout();
    await screen.findByText('Kundan Jhumka');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Cash on Delivery/ }).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: /UPI/ })).toBeNull();
    cleanup();

    paymentMethods = ['cod', 'upi'];
    orderAnswers = [() => ok({ order: { ...order, status: 'awaiting_payment' } }, 201)];
    renderCheckout();
    fireEvent.click(await screen.findByRole('radio', { name: /UPI/ }));
    fillAddress();
    fireEvent.click(screen.getByRole('button', { name: 'Place order and pay by UPI' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe(`/orders/${order.id}/pay`));
    expect(JSON.parse(String(orderCalls(fetchMock)[0]![1]!.body))).toMatchObject({ paymentMethod: 'upi' });
  });

  it('sends a double-click once', async () => {
    let release: (response: Response) => void = () => {};
    orderAnswers = [() => new Promise<Response>((resolve) => (release = resolve))];
    renderCheckout();
    await screen.findByText('Kundan Jhumka');
    fillAddress();
    const button = screen.getByRole('button', { name: /Place order/ });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(orderCalls(fetchMock)).toHaveLength(1));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Placing order/ }).disabled).toBe(true);
    release(ok({ order }, 201));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe(`/orders/${order.id}`));
    expect(orderCalls(fetchMock)).toHaveLength(1);
  });

  it('sends them back to the cart with the server message when stock ran out', async () => {
    orderAnswers = [
      () => failure(409, { code: 'OUT_OF_STOCK', message: 'Only 0 left of Kundan Jhumka', details: [] }),
    ];
    renderCheckout();
    await screen.findByText('Kundan Jhumka');
    fillAddress();
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/cart'));
  });

  it('shows the server field messages beside the fields', async () => {
    orderAnswers = [
      () =>
        failure(422, {
          code: 'VALIDATION_FAILED',
          message: 'shippingAddress.pincode: Enter a valid 6-digit pincode',
          details: [{ field: 'shippingAddress.pincode', message: 'This pincode is not served' }],
        }),
    ];
    renderCheckout();
    await screen.findByText('Kundan Jhumka');
    fillAddress();
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    expect(await screen.findByText('This pincode is not served')).toBeTruthy();
  });

  it('puts the signed-in name in the address when the profile arrives after the first render', async () => {
    // A reload renders as a visitor first (the stored session is read after hydration): here the
    // session appears after the first render, as it does then.
    localStorage.clear();
    renderCheckout();
    await screen.findByRole('heading', { name: 'Checkout' });
    localStorage.setItem('token', 'test-token');
    localStorage.setItem('user', JSON.stringify(user));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    await screen.findByText('Kundan Jhumka');
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(/full name/i).value).toBe('Asha Verma'),
    );
  });

  it('asks a guest the name and mobile number once, and sends them as the contact too', async () => {
    localStorage.clear();
    guestCart.add({
      productId: cart.items[0]!.productId,
      variantId: '77777777-7777-4777-8777-777777777777',
      quantity: 1,
    });
    orderAnswers = [() => ok({ order: { ...order, userId: null } }, 201)];
    renderCheckout();
    await screen.findByText('Kundan Jhumka');
    expect(screen.getAllByLabelText(/name/i)).toHaveLength(1);
    expect(screen.getAllByLabelText(/mobile/i)).toHaveLength(1);

    fillAddress();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(orderCalls(fetchMock)).toHaveLength(0);

    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'asha@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(orderCalls(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(orderCalls(fetchMock)[0]![1]!.body))).toMatchObject({
      contact: { name: 'Asha Verma', email: 'asha@example.in', phone: '9876543210' },
      shippingAddress: { name: 'Asha Verma', phone: '9876543210' },
    });
  });

  it('fills the town of the pincode as the city, and offers its district as the other choice', async () => {
    renderCheckout();
    await screen.findByText('Kundan Jhumka');
    fireEvent.input(screen.getByLabelText(/pincode/i), { target: { value: '201310' } });
    const city = screen.getByLabelText<HTMLInputElement>(/city/i);
    await waitFor(() => expect(city.value).toBe('Greater Noida'));
    expect(screen.getByLabelText<HTMLSelectElement>(/state/i).value).toBe('Uttar Pradesh');
    const places = screen.getByRole('group', { name: 'Places for this pincode' });
    expect([...places.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Greater Noida',
      'Gautam Buddha Nagar',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Gautam Buddha Nagar' }));
    expect(city.value).toBe('Gautam Buddha Nagar');
    expect(screen.getByRole('button', { name: 'Gautam Buddha Nagar' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
