import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render as renderBare, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { DEFAULT_SHOP_INFO, type Product } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/features/auth';
import { useVariantChoice } from '../hooks/use-variant-choice';
import { kurti } from '../lib/kurti.fixture';
import { ProductPurchase } from './product-purchase';
import type { ReactElement } from 'react';
import { TestWords } from '@/lib/test-support/words';

/** Renders with the storefront's English words (issue 28). */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: TestWords });

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

function renderPurchase(product: Product, entry = `/product/${product.id}`) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <AuthProvider>
          <Purchase product={product} />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
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
    fireEvent.change(note, { target: { value: ' AV ' } });
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
    expect(message).toContain('Options: Size S, Colour Rust');
    expect(message).toContain(`?variant=${small.id}`);
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
