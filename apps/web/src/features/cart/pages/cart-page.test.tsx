import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { VisitHint } from '@shop/domain';
import { DEFAULT_SHOP_INFO } from '@shop/domain';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VisitHintProvider } from '@/lib/visit-hint-context';
import { AuthProvider } from '@/features/auth';
import { CartPage } from './cart-page';
import { TestWords } from '@/lib/test-support/words';
import { reportHydrationMismatches } from '@/lib/hydration-mismatch';

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });

/** The cart page as the server renders it and the browser hydrates it: one tree for both. */
function page(hint: VisitHint | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <TestWords>
      <QueryClientProvider client={client}>
        <VisitHintProvider hint={hint}>
          <MemoryRouter initialEntries={['/cart']}>
            <AuthProvider>
              <CartPage />
            </AuthProvider>
          </MemoryRouter>
        </VisitHintProvider>
      </QueryClientProvider>
    </TestWords>
  );
}

const lineSkeletons = (html: string) =>
  /aria-label="Loading your cart"[\s\S]*$/.exec(html)?.[0].match(/<li /g)?.length ?? 0;

describe('the cart page painted from the visit hint (decision 064)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn().mockImplementation((url: string) => {
      if (url === '/api/shop') return Promise.resolve(ok({ shop: DEFAULT_SHOP_INFO }));
      return Promise.resolve(ok({}));
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("renders a guest's empty cart on the server, not a skeleton", () => {
    const html = renderToString(page({ kind: 'guest', lines: 0 }));
    expect(html).toContain('Your cart is empty');
    expect(html).not.toContain('Loading your cart');
  });

  it("draws as many line skeletons as the guest's cart has, up to three", () => {
    expect(lineSkeletons(renderToString(page({ kind: 'guest', lines: 1 })))).toBe(1);
    expect(lineSkeletons(renderToString(page({ kind: 'guest', lines: 3 })))).toBe(3);
  });

  it('keeps the usual skeleton for a signed-in shopper and for a first visit with no hint', () => {
    for (const hint of [{ kind: 'member' } as const, undefined]) {
      const html = renderToString(page(hint));
      expect(html).not.toContain('Your cart is empty');
      expect(lineSkeletons(html)).toBe(2);
    }
  });

  it('hydrates the empty cart without a mismatch and keeps it, asking the server nothing', async () => {
    const container = document.createElement('div');
    const serverHtml = renderToString(page({ kind: 'guest', lines: 0 }));
    container.innerHTML = serverHtml;
    document.body.append(container);
    reportHydrationMismatches();
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, page({ kind: 'guest', lines: 0 }));
    });
    expect(errors).not.toHaveBeenCalled();
    // What the server painted is what stays: no loading state in between, nothing re-rendered.
    expect(container.innerHTML).toBe(serverHtml);
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.queryByLabelText('Loading your cart')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/cart'))).toBe(false);
  });

  it('lets the real cart win over a wrong hint: a signed-in shopper sees the loading cart, not "empty"', async () => {
    localStorage.setItem('token', 'test-token');
    localStorage.setItem(
      'user',
      JSON.stringify({
        id: '11111111-1111-4111-8111-111111111111',
        email: 'a@example.in',
        fullName: 'A',
        role: 'customer',
      }),
    );
    fetchMock = vi.fn().mockImplementation((url: string) => {
      if (url === '/api/shop') return Promise.resolve(ok({ shop: DEFAULT_SHOP_INFO }));
      // The session check and the account's cart still on their way.
      return url === '/api/auth/me' || url === '/api/cart'
        ? new Promise<Response>(() => {})
        : Promise.resolve(ok({}));
    });
    vi.stubGlobal('fetch', fetchMock);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page({ kind: 'guest', lines: 0 }));
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, page({ kind: 'guest', lines: 0 }));
    });
    // Once hydrated, the stored session wins: the account's cart loads, "empty" is gone.
    await waitFor(() => expect(screen.getByLabelText('Loading your cart')).toBeTruthy());
    expect(screen.queryByText('Your cart is empty')).toBeNull();
  });
});
