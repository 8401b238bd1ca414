import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@/lib/router';
import { DEFAULT_SHOP_INFO, type Product } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/features/auth';
import { useVariantChoice } from '../hooks/use-variant-choice';
import { kurti } from '../lib/kurti.fixture';
import { ProductPurchase } from './product-purchase';
import type { ReactNode } from 'react';
import { TestWords } from '@/lib/test-support/words';

const user = {
  id: '11111111-1111-4111-8111-111111111112',
  email: 'asha@example.in',
  fullName: 'Asha',
  role: 'customer',
};
const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });

function Where() {
  const location = useLocation();
  return <p data-testid="address">{location.search}</p>;
}

function Purchase({ product }: { product: Product }) {
  const choice = useVariantChoice(product);
  return (
    <>
      <ProductPurchase product={product} choice={choice} />
      <Where />
    </>
  );
}

function renderPurchase(product: Product, entry = `/product/${product.id}`, language: 'en' | 'hi' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The storefront's words (issue 28), in the page's language.
  const words = ({ children }: { children: ReactNode }) => (
    <TestWords language={language}>{children}</TestWords>
  );
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <AuthProvider>
          <Purchase product={product} />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
    { wrapper: words },
  );
}

/** The kurti as a Hindi page reads it (decision 074): the options' words in Hindi, Rust without any. */
function kurtiInHindi(): Product {
  const product = kurti();
  const words: Record<string, string> = { S: 'छोटा', M: 'मध्यम', L: 'बड़ा', Indigo: 'नील' };
  const inHindi = (value: string) => words[value] ?? value;
  return {
    ...product,
    options: product.options.map((option) => ({
      ...option,
      label: option.name === 'Size' ? 'साइज़' : 'रंग',
      valueLabels: Object.fromEntries(option.values.map((value) => [value, inHindi(value)])),
    })),
    variants: product.variants.map((variant) => ({
      ...variant,
      title: Object.values(variant.optionValues).map(inHindi).join(' / '),
    })),
  };
}

const cartPosts = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .filter(
      ([url, init]) => url === '/api/cart/items' && (init as RequestInit | undefined)?.method === 'POST',
    )
    .map(([, init]) => JSON.parse((init as RequestInit).body as string) as unknown);

describe('buying a product sold in sizes and colours', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    // jsdom lays nothing out; the page scrolls the empty picker into view.
    Element.prototype.scrollIntoView = vi.fn();
    localStorage.setItem('token', 'test-token');
    localStorage.setItem('user', JSON.stringify(user));
    fetchMock = vi.fn((url: string) => {
      if (url === '/api/auth/me') return Promise.resolve(ok({ user }));
      if (url === '/api/shop') {
        return Promise.resolve(ok({ shop: { ...DEFAULT_SHOP_INFO, gstMode: 'none', returnWindowDays: 10 } }));
      }
      if (url === '/api/size-charts/categories') return Promise.resolve(ok({ slugs: ['kurtis'] }));
      if (url === '/api/cart/items') return Promise.resolve(ok({ cart: { items: [], summary: {} } }));
      return Promise.resolve(ok({}));
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('says "Choose a size" on the picker when Add to Cart is pressed without one, and sends nothing', async () => {
    renderPurchase(kurti());
    fireEvent.click(screen.getAllByRole('button', { name: /Add to Cart/ })[0]!);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Choose a size');
    expect(cartPosts(fetchMock)).toEqual([]);
    // The size guide sits by the Size picker, not the Colour one.
    expect(await screen.findByRole('button', { name: 'Size guide' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'S' }));
    expect(screen.queryByText('Choose a size')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: /Add to Cart/ })[0]!);
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a colour');
    expect(cartPosts(fetchMock)).toEqual([]);
  });

  it('keeps a whole choice in the address and shows its stock; a sold-out one is struck through', () => {
    const product = kurti();
    renderPurchase(product);
    const size = screen.getByRole('group', { name: /^Size/ });
    fireEvent.click(within(size).getByRole('button', { name: 'M' }));
    expect(screen.getByTestId('address').textContent).toBe('');
    // With M chosen, Indigo has none left: struck through, still choosable.
    const indigo = screen.getByRole('button', { name: 'Indigo, out of stock' });
    fireEvent.click(indigo);
    expect(indigo.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('stock-text').textContent).toBe('Out of Stock');

    fireEvent.click(screen.getByRole('button', { name: 'Rust' }));
    const chosen = product.variants.find((variant) => variant.title === 'M / Rust')!;
    expect(screen.getByTestId('address').textContent).toBe(`?variant=${chosen.id}`);
    expect(screen.getByTestId('stock-text').textContent).toBe('In Stock (3 available)');
  });

  it('opens a shared link with its size chosen and sends that variant and the note to the cart', async () => {
    const product = { ...kurti(), personalisation: { label: 'Initials to embroider', maxLength: 5 } };
    const large = product.variants.find((variant) => variant.title === 'L / Indigo')!;
    renderPurchase(product, `/product/${product.id}?variant=${large.id}`);
    expect(
      within(screen.getByRole('group', { name: /^Size/ })).getByRole('button', { name: 'L' }),
    ).toHaveProperty('ariaPressed', 'true');
    const note = screen.getByLabelText(/Initials to embroider/);
    expect(note.getAttribute('maxlength')).toBe('5');
    fireEvent.input(note, { target: { value: ' AV ' } });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/me')).toBe(true));
    fireEvent.click(screen.getAllByRole('button', { name: /Add to Cart/ })[0]!);
    await waitFor(() =>
      expect(cartPosts(fetchMock)).toEqual([
        { productId: product.id, quantity: 1, variantId: large.id, personalisationNote: 'AV' },
      ]),
    );
  });

  it('names the chosen options in the WhatsApp message', () => {
    const product = kurti();
    const small = product.variants.find((variant) => variant.title === 'S / Rust')!;
    renderPurchase(product, `/product/${product.id}?variant=${small.id}`);
    const href = screen.getByRole('link', { name: /Order on WhatsApp/ }).getAttribute('href') ?? '';
    const message = new URL(href).searchParams.get('text') ?? '';
    expect(message.split('\n')).toEqual([
      `Hello ${DEFAULT_SHOP_INFO.name}! I would like to buy this piece:`,
      '',
      'Product: Indigo Dabu Kurti',
      'Options: Size S, Colour Rust',
      'Price: ₹1,200',
      'Quantity: 1',
      'Total: ₹1,200',
      '',
      'Description: Hand block-printed.',
      '',
      `${window.location.origin}/product/${product.id}?variant=${small.id}`,
    ]);
  });

  it('writes the WhatsApp order in Hindi on a Hindi page, linking the Hindi page', () => {
    const product = { ...kurtiInHindi(), name: 'इंडिगो दाबू कुर्ता', description: 'हाथ से ब्लॉक प्रिंट किया हुआ।' };
    const medium = product.variants.find((variant) => variant.sku === 'KUR-M-Rust')!;
    renderPurchase(product, `/product/${product.id}?variant=${medium.id}`, 'hi');
    const href = screen.getByRole('link', { name: /WhatsApp पर ऑर्डर करें/ }).getAttribute('href') ?? '';
    expect((new URL(href).searchParams.get('text') ?? '').split('\n')).toEqual([
      `नमस्ते ${DEFAULT_SHOP_INFO.name}! मुझे यह पीस खरीदना है:`,
      '',
      'प्रोडक्ट: इंडिगो दाबू कुर्ता',
      'विकल्प: साइज़ मध्यम, रंग Rust',
      'कीमत: ₹1,200',
      'मात्रा: 1',
      'कुल: ₹1,200',
      '',
      'विवरण: हाथ से ब्लॉक प्रिंट किया हुआ।',
      '',
      `${window.location.origin}/hi/product/${product.id}?variant=${medium.id}`,
    ]);
  });

  it('asks for the size before WhatsApp too, and offers no WhatsApp order for a sold-out size', () => {
    const product = kurti();
    renderPurchase(product);
    const buyNow = screen.getByRole('link', { name: /Order on WhatsApp/ });
    const opened = fireEvent.click(buyNow);
    expect(opened).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('Choose a size');

    fireEvent.click(screen.getByRole('button', { name: 'M' }));
    fireEvent.click(screen.getByRole('button', { name: 'Indigo, out of stock' }));
    expect(screen.queryByRole('link', { name: /Order on WhatsApp/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Order on WhatsApp/ })).toHaveProperty('disabled', true);
    // Both buttons say why they cannot be pressed, on the page and in the phone's bar.
    const outOfStock = screen.getAllByRole('button', { name: /^(Order on WhatsApp: )?out of stock$/i });
    expect(outOfStock).toHaveLength(3);
    for (const button of outOfStock) expect(button).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
  });

  it('shows the options in Hindi on a Hindi page and chooses the variant by its English values', async () => {
    const product = kurtiInHindi();
    renderPurchase(product, `/product/${product.id}`, 'hi');
    fireEvent.click(screen.getAllByRole('button', { name: /कार्ट में डालें/ })[0]!);
    expect((await screen.findByRole('alert')).textContent).toBe('साइज़ चुनें');

    const size = screen.getByRole('group', { name: /^साइज़/ });
    fireEvent.click(within(size).getByRole('button', { name: 'मध्यम' }));
    // The picker names the choice in Hindi too.
    const label = document.getElementById(size.getAttribute('aria-labelledby') ?? '');
    expect(label?.textContent).toBe('साइज़: मध्यम');
    expect(screen.getByRole('button', { name: 'नील, स्टॉक में नहीं' })).toBeTruthy();
    // A value without Hindi reads as the English.
    fireEvent.click(screen.getByRole('button', { name: 'Rust' }));
    const chosen = product.variants.find((variant) => variant.sku === 'KUR-M-Rust')!;
    expect(screen.getByTestId('address').textContent).toBe(`?variant=${chosen.id}`);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/me')).toBe(true));
    fireEvent.click(screen.getAllByRole('button', { name: /कार्ट में डालें/ })[0]!);
    await waitFor(() =>
      expect(cartPosts(fetchMock)).toEqual([{ productId: product.id, quantity: 1, variantId: chosen.id }]),
    );
  });

  it('starts the quantity again at 1 when another size is chosen', () => {
    const product = kurti();
    const small = product.variants.find((variant) => variant.title === 'S / Indigo')!;
    renderPurchase(product, `/product/${product.id}?variant=${small.id}`);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('group', { name: 'Quantity' }).textContent).toContain('3');
    fireEvent.click(screen.getByRole('button', { name: 'L' }));
    expect(screen.getByRole('group', { name: 'Quantity' }).textContent).toContain('1');
    expect(screen.getByTestId('stock-text').textContent).toBe('In Stock (3 available)');
  });

  it('promises returns within the shop’s window once the shop has said it (decision 054)', async () => {
    renderPurchase(kurti());
    expect(await screen.findByText('Easy returns within 10 days of delivery.')).toBeTruthy();
  });

  it('says a combination the shop does not make is not made', () => {
    renderPurchase(kurti());
    fireEvent.click(screen.getByRole('button', { name: 'L' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rust, not made in this combination' }));
    expect(screen.getByTestId('stock-text').textContent).toBe('Not made in this combination');
  });
});
