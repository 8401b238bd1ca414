import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PHOTOS_REQUIRED_MESSAGE, SHOPPER_FORM_WORDS, type Language, type ReturnOptions } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/test-support/mock-api';
import { TestWords } from '@/lib/test-support/words';
import { stubBrowserForReturns } from '../lib/test-browser';
import { ReturnRequestForm } from './return-request-form';

const ORDER = '44444444-4444-4444-8444-444444444444';
const KURTA = '55555555-5555-4555-8555-555555555555';
const JHUMKA = '66666666-6666-4666-8666-666666666666';
const SIZE_L = '77777777-7777-4777-8777-777777777777';
const SIZE_XL = '88888888-8888-4888-8888-888888888888';
const PHOTO = '99999999-9999-4999-8999-999999999999';

const options = (overrides: Partial<ReturnOptions> = {}): ReturnOptions => ({
  open: true,
  closedReason: null,
  windowEndsAt: '2026-12-06T18:29:59.000Z',
  refundToRequired: false,
  lines: [
    {
      orderItemId: KURTA,
      name: 'Indigo Kurta',
      variantTitle: 'M',
      image: null,
      unitPrice: 1499,
      quantity: 2,
      returnableQuantity: 2,
      returnable: true,
      exchangeOptions: [
        { variantId: SIZE_L, title: 'L', inStock: true },
        { variantId: SIZE_XL, title: 'XL', inStock: false },
      ],
    },
    {
      orderItemId: JHUMKA,
      name: 'Kundan Jhumka',
      variantTitle: '',
      image: null,
      unitPrice: 899,
      quantity: 1,
      returnableQuantity: 1,
      returnable: false,
      exchangeOptions: [],
    },
  ],
  returns: [],
  ...overrides,
});

const created = { success: true, data: { return: { id: PHOTO, number: 'R-3F2A9C1B-1' } } };

function renderForm(
  opts: ReturnOptions,
  guest?: { orderNumber: string; phone: string },
  language: Language = 'en',
) {
  const onDone = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestWords language={language}>
      <QueryClientProvider client={client}>
        <ReturnRequestForm orderId={ORDER} options={opts} guest={guest} onDone={onDone} />
      </QueryClientProvider>
    </TestWords>,
  );
  return onDone;
}

const chooseReason = (value: string) =>
  fireEvent.change(screen.getByLabelText('Why are you returning it?'), { target: { value } });
const tick = (name: RegExp) => fireEvent.click(screen.getByRole('checkbox', { name }));
const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Request return' }));

beforeEach(stubBrowserForReturns);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReturnRequestForm (decision 054)', () => {
  it('asks for a reason and at least one piece before sending anything', async () => {
    const calls = mockApi({});
    renderForm(options());
    submit();
    expect(await screen.findByText('Choose why you are returning it')).toBeTruthy();
    expect(screen.getByText('Choose at least one piece to return')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('needs photos when the piece came damaged, and says so', async () => {
    const calls = mockApi({});
    renderForm(options());
    chooseReason('damaged');
    expect(screen.getByRole('group', { name: /Photos \(needed\)/ })).toBeTruthy();
    tick(/Indigo Kurta/);
    submit();
    expect(await screen.findByText(PHOTOS_REQUIRED_MESSAGE)).toBeTruthy();
    expect(screen.getByLabelText('Photos of the piece').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('lets a piece marked not returnable be chosen only when the shop was at fault', () => {
    mockApi({});
    renderForm(options());
    const jhumka = () => screen.getByRole<HTMLButtonElement>('checkbox', { name: /Kundan Jhumka/ });
    expect(screen.getByText(/Not returnable \(personalised \/ made to order \/ hygiene\)/)).toBeTruthy();
    chooseReason('changed_mind');
    expect(jhumka().disabled).toBe(true);
    chooseReason('wrong_item');
    expect(jhumka().disabled).toBe(false);
  });

  it('wants a size for an exchange, and offers only the sizes in stock', async () => {
    const calls = mockApi({});
    renderForm(options());
    chooseReason('size');
    tick(/Indigo Kurta/);
    const group = screen.getByRole('group', { name: 'Refund or exchange for Indigo Kurta' });
    fireEvent.click(within(group).getByRole('radio', { name: 'Exchange' }));
    const size = screen.getByLabelText('New size for Indigo Kurta');
    expect(within(size).getByRole<HTMLOptionElement>('option', { name: 'XL (out of stock)' }).disabled).toBe(
      true,
    );
    submit();
    expect(await screen.findByText('Choose the size you want instead')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('offers no exchange for a line with no other size', () => {
    mockApi({});
    renderForm(options());
    chooseReason('damaged');
    tick(/Kundan Jhumka/);
    const group = screen.getByRole('group', { name: 'Refund or exchange for Kundan Jhumka' });
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'Exchange' }).disabled).toBe(true);
  });

  it('asks where a Cash on Delivery refund goes, only when a line is refunded', async () => {
    const calls = mockApi({});
    renderForm(options({ refundToRequired: true }));
    chooseReason('size');
    tick(/Indigo Kurta/);
    expect(screen.getByLabelText('UPI ID')).toBeTruthy();
    submit();
    expect(await screen.findByText('UPI ID is required')).toBeTruthy();
    type('UPI ID', 'asha@');
    submit();
    expect(await screen.findByText('Enter a UPI ID like name@okhdfcbank')).toBeTruthy();
    expect(calls).toEqual([]);

    const group = screen.getByRole('group', { name: 'Refund or exchange for Indigo Kurta' });
    fireEvent.click(within(group).getByRole('radio', { name: 'Exchange' }));
    expect(screen.queryByLabelText('UPI ID')).toBeNull();
  });

  it('does not ask a prepaid order where the refund goes', () => {
    mockApi({});
    renderForm(options({ refundToRequired: false }));
    chooseReason('size');
    tick(/Indigo Kurta/);
    expect(screen.queryByRole('group', { name: 'Where should we send your refund?' })).toBeNull();
  });

  it('wants the bank account number typed twice the same, and an IFSC of the right shape', async () => {
    const calls = mockApi({});
    renderForm(options({ refundToRequired: true }));
    chooseReason('size');
    tick(/Indigo Kurta/);
    fireEvent.click(screen.getByRole('radio', { name: 'Bank account' }));
    type('Account holder’s name', 'Asha Verma');
    type('Account number', '1234 5678 9012');
    type('Account number again', '123456789013');
    type('IFSC', 'hdfc000123');
    submit();
    expect(await screen.findByText('The two account numbers do not match')).toBeTruthy();
    expect(screen.getByText('An IFSC is 11 characters, like HDFC0001234')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('says its own checks in Hindi on a Hindi page, in the words the server says them', async () => {
    const calls = mockApi({});
    renderForm(options({ refundToRequired: true }), undefined, 'hi');
    fireEvent.change(screen.getByLabelText('आप इसे क्यों लौटा रहे हैं?'), { target: { value: 'damaged' } });
    tick(/Indigo Kurta/);
    fireEvent.click(screen.getByRole('radio', { name: 'बैंक अकाउंट' }));
    type('खाताधारक का नाम', 'Asha Verma');
    type('अकाउंट नंबर', '1234 5678 9012');
    type('अकाउंट नंबर दोबारा', '123456789013');
    type('IFSC', 'hdfc000123');
    fireEvent.click(screen.getByRole('button', { name: 'रिटर्न का अनुरोध करें' }));
    expect(await screen.findByText(SHOPPER_FORM_WORDS.accountNumbersDiffer.hi)).toBeTruthy();
    expect(screen.getByText(SHOPPER_FORM_WORDS.ifscFormat.hi)).toBeTruthy();
    expect(screen.getByText(SHOPPER_FORM_WORDS.photosRequired.hi)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('uploads the photos first, then sends the request with their ids and the guest’s pair', async () => {
    const calls = mockApi({
      [`POST /api/orders/${ORDER}/return-photos`]: {
        status: 201,
        body: { success: true, data: { photos: [{ id: PHOTO }] } },
      },
      [`POST /api/orders/${ORDER}/returns`]: { status: 201, body: created },
    });
    const guest = { orderNumber: '3F2A9C1B', phone: '9876543210' };
    const onDone = renderForm(options({ refundToRequired: true }), guest);
    chooseReason('damaged');
    tick(/Indigo Kurta/);
    fireEvent.change(screen.getByLabelText('Quantity of Indigo Kurta'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Photos of the piece'), {
      target: { files: [new File(['jpeg'], 'tear.jpg', { type: 'image/jpeg' })] },
    });
    expect(screen.getByRole('img', { name: 'Preview 1' })).toBeTruthy();
    type('UPI ID', 'asha@okhdfcbank');
    type('Note (optional)', '  The seam is torn  ');
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.map((call) => call.key)).toEqual([
      `POST /api/orders/${ORDER}/return-photos`,
      `POST /api/orders/${ORDER}/returns`,
    ]);
    expect(calls[1]!.body).toEqual({
      items: [{ orderItemId: KURTA, quantity: 1, resolution: 'refund' }],
      reason: 'damaged',
      note: 'The seam is torn',
      photoIds: [PHOTO],
      refundTo: { upiId: 'asha@okhdfcbank' },
      ...guest,
    });
  });

  it('shows the server’s words under the field they belong to', async () => {
    mockApi({
      [`POST /api/orders/${ORDER}/returns`]: {
        status: 422,
        body: {
          success: false,
          code: 'VALIDATION_ERROR',
          message: 'Validation failed',
          details: [{ field: 'items.0.exchangeVariantId', message: 'That size has just sold out' }],
        },
      },
    });
    const onDone = renderForm(options());
    chooseReason('size');
    tick(/Indigo Kurta/);
    const group = screen.getByRole('group', { name: 'Refund or exchange for Indigo Kurta' });
    fireEvent.click(within(group).getByRole('radio', { name: 'Exchange' }));
    fireEvent.change(screen.getByLabelText('New size for Indigo Kurta'), { target: { value: SIZE_L } });
    submit();
    const message = await screen.findByText('That size has just sold out');
    expect(message.id).toBe(`return-line-${KURTA}-exchange-error`);
    expect(onDone).not.toHaveBeenCalled();
  });
});
