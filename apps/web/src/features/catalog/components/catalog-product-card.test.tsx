import { PLAIN_PRODUCT_FIELDS, type Product } from '@shop/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render as renderBare, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastView } from '@/components/ui/toast-view';
import { dismissToast } from '@/components/ui/use-toast';
import { AuthProvider } from '@/features/auth';
import { CatalogProductCard } from './catalog-product-card';
import type { ReactElement } from 'react';
import { TestWords } from '@/lib/test-support/words';

/** Renders with the storefront's English words (issue 28). */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: TestWords });

const ID = '33333333-3333-4333-8333-333333333333';

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: ID,
    name: 'Indigo Dabu Kurti',
    slug: 'indigo-dabu-kurti',
    description: 'Hand block-printed cotton.',
    price: 1100,
    originalPrice: null,
    priceMin: 1100,
    priceMax: 1100,
    category: 'clothing',
    subcategory: 'kurtis',
    categoryName: 'Clothing',
    subcategoryName: 'Kurtis',
    stockQuantity: 3,
    inStock: true,
    rating: 0,
    reviews: 0,
    isFeatured: false,
    isNew: false,
    tags: [],
    image: null,
    images: [],
    sku: 'KUR-1',
    isActive: true,
    createdAt: '2026-01-02T03:04:05.000Z',
    ...PLAIN_PRODUCT_FIELDS,
    ...overrides,
  };
}

const sized: Partial<Product> = {
  options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
  priceMin: 1100,
  priceMax: 1250,
};

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderCard(item: Product) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/clothing']}>
        <AuthProvider>
          <Routes>
            <Route
              path="/clothing"
              element={
                <>
                  <CatalogProductCard product={item} />
                  <ToastView />
                </>
              }
            />
            <Route path="*" element={<Where />} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  // A visitor: nothing on the card may need the server before a click.
  fetchMock = vi.fn(async (url: string) => {
    throw new Error(`unexpected call ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  dismissToast();
  cleanup();
  vi.unstubAllGlobals();
});

describe('the catalogue card', () => {
  it('says "from" the cheapest price when the variants differ in price, and the plain price otherwise', () => {
    renderCard(product(sized));
    expect(screen.getByText(/from/).parentElement?.textContent).toBe('Price from ₹1,100');
    cleanup();

    renderCard(product());
    expect(screen.queryByText(/from/)).toBeNull();
    expect(screen.getByText('₹1,100', { exact: false }).textContent).toBe('Price ₹1,100');
  });

  it('leads a product with options to its page with "Choose options" instead of cart buttons', () => {
    renderCard(product(sized));
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /view cart/ })).toBeNull();
    const link = screen.getByRole('link', { name: 'Choose options' });
    expect(link.getAttribute('href')).toBe(`/product/${ID}`);

    fireEvent.click(link);
    expect(screen.getByTestId('path').textContent).toBe(`/product/${ID}`);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers Add to Cart and Add & view cart for a product without options', () => {
    renderCard(product());
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add & view cart' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Choose options' })).toBeNull();
  });

  it('tells a piece was added at the bottom of the screen, with "View cart" (and "Sign in" for a guest)', async () => {
    const variant = { id: '77777777-7777-4777-8777-777777777777' };
    renderCard(product({ variants: [variant] as Product['variants'] }));
    fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    const viewport = await screen.findByTestId('toast-viewport');
    // At the top it hid the header's cart badge on phones.
    expect(viewport.className).toMatch(/(^| )bottom-0( |$)/);
    expect(viewport.className).not.toMatch(/(^| )top-0( |$)/);
    const toast = within(viewport);
    expect(toast.getByText('Added to cart')).toBeTruthy();
    expect(toast.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    fireEvent.click(toast.getByRole('button', { name: 'View cart' }));
    expect(screen.getByTestId('path').textContent).toBe('/cart');
  });

  it('"Add & view cart" adds the piece and opens the cart, promising no way to pay', async () => {
    const variant = { id: '77777777-7777-4777-8777-777777777777' };
    renderCard(product({ variants: [variant] as Product['variants'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Add & view cart' }));
    expect((await screen.findByTestId('path')).textContent).toBe('/cart');
    expect(JSON.parse(localStorage.getItem('guest-cart') ?? '[]')).not.toEqual([]);
    expect(screen.queryByText(/Cash on Delivery/)).toBeNull();
  });

  it('marks a one-of-a-kind piece and a made-to-order one', () => {
    renderCard(product({ isOneOfAKind: true, stockQuantity: 1 }));
    expect(screen.getByText('One of a kind')).toBeTruthy();
    expect(screen.queryByText('Made to order')).toBeNull();
    cleanup();

    renderCard(product({ madeToOrder: true, leadTimeDays: 14, stockQuantity: 0 }));
    expect(screen.getByText('Made to order')).toBeTruthy();
    expect(screen.queryByText('One of a kind')).toBeNull();
  });

  it('calls a made-to-order piece without stock available, and a stocked piece without units out of stock', () => {
    renderCard(product({ madeToOrder: true, leadTimeDays: 14, stockQuantity: 0 }));
    expect(screen.queryByText('Out of Stock')).toBeNull();
    cleanup();

    renderCard(product({ stockQuantity: 0, inStock: false }));
    expect(screen.getByText('Out of Stock')).toBeTruthy();
    cleanup();

    renderCard(product({ isOneOfAKind: true, isSold: true, stockQuantity: 0, inStock: false }));
    expect(screen.getByText('Sold', { selector: 'span' })).toBeTruthy();
  });

  it('offers no cart button on a piece out of stock: a disabled "Out of stock" and "Notify me" on its page', () => {
    renderCard(product({ stockQuantity: 0, inStock: false }));
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /view cart/ })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Out of stock' }).disabled).toBe(true);
    const notify = screen.getByRole('link', { name: 'Notify me when Indigo Dabu Kurti is back' });
    expect(notify.getAttribute('href')).toBe(`/product/${ID}`);
    cleanup();

    // Every size sold out: no "Choose options" either.
    renderCard(product({ ...sized, stockQuantity: 0, inStock: false }));
    expect(screen.queryByRole('link', { name: 'Choose options' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeTruthy();
    cleanup();

    // A sold one-of-a-kind piece never comes back: nothing to be told about.
    renderCard(product({ isOneOfAKind: true, isSold: true, stockQuantity: 0, inStock: false }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sold' }).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: /Notify me/ })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
