import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { Language } from '@shop/domain';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockReply } from '@/lib/test-support/mock-api';
import { TestWords } from '@/lib/test-support/words';
import { toast, toastError } from '@/components/ui/use-toast';
import { mergeBrowserWishlist } from '../merge-on-sign-in';
import { useWishlist } from './use-wishlist';

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn(), toastError: vi.fn() }));
const session = vi.hoisted(() => ({ signedIn: true }));
vi.mock('@/features/auth', () => ({ useAuth: () => ({ isAuthenticated: session.signedIn }) }));

const ring = { id: '11111111-1111-4111-8111-111111111111', name: 'Silver Ring', price: 499 };
const stole = { id: '22222222-2222-4222-8222-222222222222', name: 'Pashmina Stole', price: 1999 };

const list = (...products: object[]): MockReply => ({
  status: 200,
  body: { success: true, data: { products } },
});

function renderWishlist(
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  language: Language = 'en',
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestWords language={language}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </TestWords>
  );
  return renderHook(() => useWishlist(), { wrapper });
}

/** A promise the test settles when it chooses: the server "still thinking". */
function later() {
  let settle!: (reply: MockReply) => void;
  const promise = new Promise<MockReply>((resolve) => (settle = resolve));
  return { promise, settle };
}

beforeEach(() => {
  session.signedIn = true;
  localStorage.setItem('token', 'tok');
  vi.mocked(toast).mockClear();
  vi.mocked(toastError).mockClear();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the wishlist of a signed-in shopper', () => {
  it("reads the account's list from the server, not the browser's", async () => {
    localStorage.setItem('wishlist', JSON.stringify([stole]));
    mockApi({ 'GET /api/wishlist': list(ring) });
    const { result } = renderWishlist();
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.items).toEqual([ring]));
    expect(result.current.has(stole.id)).toBe(false);
  });

  it('fills the heart before the server answers, then keeps the answer', async () => {
    const answer = later();
    const calls = mockApi({
      'GET /api/wishlist': list(),
      [`PUT /api/wishlist/items/${ring.id}`]: () => answer.promise,
    });
    const { result } = renderWishlist();
    await waitFor(() => expect(result.current.isLoading).toBe(false));

    act(() => result.current.toggle(ring));
    await waitFor(() => expect(result.current.has(ring.id)).toBe(true));
    expect(result.current.count).toBe(1);
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Added to wishlist' }));
    expect(calls.map((call) => call.key)).toEqual([
      'GET /api/wishlist',
      `PUT /api/wishlist/items/${ring.id}`,
    ]);

    answer.settle(list({ ...ring, price: 450 }));
    await waitFor(() => expect(result.current.items).toEqual([{ ...ring, price: 450 }]));
  });

  it('undoes the change and says so when the server refuses it', async () => {
    mockApi({
      'GET /api/wishlist': list(ring),
      [`DELETE /api/wishlist/items/${ring.id}`]: {
        status: 503,
        body: { success: false, code: 'DATABASE_UNAVAILABLE', message: 'The shop is briefly unavailable.' },
      },
    });
    const { result } = renderWishlist();
    await waitFor(() => expect(result.current.has(ring.id)).toBe(true));

    act(() => result.current.toggle(ring));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Wishlist not updated', 'The shop is briefly unavailable.'),
    );
    expect(result.current.items).toEqual([ring]);
  });
});

describe('the wishlist of a visitor', () => {
  it('stays in the browser and asks the server nothing', () => {
    session.signedIn = false;
    localStorage.removeItem('token');
    const calls = mockApi({});
    const { result } = renderWishlist();
    act(() => result.current.toggle(ring));
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([ring]);
    expect(result.current.has(ring.id)).toBe(true);
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Added to wishlist' }));
    act(() => result.current.toggle(ring));
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Removed from wishlist' }));
    act(() => result.current.toggle(ring));
    expect(calls).toEqual([]);
  });

  it('tells it in Hindi on the Hindi pages', () => {
    session.signedIn = false;
    const { result } = renderWishlist(undefined, 'hi');
    act(() => result.current.toggle(ring));
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'विशलिस्ट में जोड़ा गया' }));
  });

  it('keeps every component that reads it in step', () => {
    session.signedIn = false;
    const first = renderWishlist();
    const second = renderWishlist();
    act(() => first.result.current.toggle(ring));
    expect(second.result.current.count).toBe(1);
    expect(second.result.current.has(ring.id)).toBe(true);
  });

  it('follows changes made in another tab', () => {
    session.signedIn = false;
    const { result } = renderWishlist();
    act(() => {
      localStorage.setItem('wishlist', JSON.stringify([stole]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist' }));
    });
    expect(result.current.items).toEqual([stole]);
  });
});

describe('signing in with a list kept in the browser', () => {
  it("joins it to the account's in one call, then empties the browser's", async () => {
    localStorage.setItem('wishlist', JSON.stringify([ring, stole]));
    const calls = mockApi({ 'POST /api/wishlist/merge': list(stole, ring) });
    const queryClient = new QueryClient();
    await mergeBrowserWishlist(queryClient);
    expect(calls).toMatchObject([
      { key: 'POST /api/wishlist/merge', body: { productIds: [ring.id, stole.id] } },
    ]);
    expect(localStorage.getItem('wishlist')).toBeNull();
    expect(queryClient.getQueryData(['wishlist'])).toEqual([stole, ring]);
  });

  it('makes no call when the browser kept nothing, and keeps the list when the call fails', async () => {
    const calls = mockApi({ 'POST /api/wishlist/merge': new TypeError('offline') });
    await mergeBrowserWishlist(new QueryClient());
    expect(calls).toEqual([]);

    localStorage.setItem('wishlist', JSON.stringify([ring]));
    await expect(mergeBrowserWishlist(new QueryClient())).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([ring]);
  });
});
