import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/test-support/mock-api';
import { TestWords } from '@/lib/test-support/words';
import { MemoryRouter, Route, Routes } from '@/lib/router';
import { AuthProvider, useAuth, type AuthContextValue, type JoinBrowserLists } from './auth-provider';

const user = {
  id: '0b5c1a52-0a43-4d4e-9a7b-3c1f5f6f2a11',
  email: 'asha@example.com',
  fullName: 'Asha Verma',
  role: 'customer' as const,
  isActive: true,
  createdAt: '2025-01-02T03:04:05.000Z',
};

function renderAuth(queryClient = new QueryClient(), joinBrowserLists?: JoinBrowserLists) {
  const current: { auth: AuthContextValue | null; path: string } = { auth: null, path: '' };
  function Probe({ path }: { path: string }) {
    current.auth = useAuth();
    current.path = path;
    return null;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <TestWords>
        <MemoryRouter initialEntries={['/profile']}>
          <AuthProvider {...(joinBrowserLists ? { joinBrowserLists } : {})}>
            <Routes>
              <Route path="/profile" element={<Probe path="/profile" />} />
              <Route path="/" element={<Probe path="/" />} />
            </Routes>
          </AuthProvider>
        </MemoryRouter>
      </TestWords>
    </QueryClientProvider>,
  );
  return current;
}

beforeEach(() => {
  // On /auth the api client clears a dead session without navigating (jsdom cannot navigate).
  window.history.replaceState(null, '', '/auth');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('AuthProvider', () => {
  it('starts signed out without any call when nothing is stored', () => {
    const calls = mockApi({});
    const state = renderAuth();
    expect(state.auth).toMatchObject({ user: null, token: null, isAuthenticated: false, isLoading: false });
    expect(calls).toEqual([]);
  });

  it('checks a stored session with GET /auth/me, loading meanwhile, and keeps the fresh user', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify({ ...user, fullName: 'Old Name' }));
    const calls = mockApi({ 'GET /api/auth/me': { status: 200, body: { success: true, data: { user } } } });
    const state = renderAuth();
    expect(state.auth).toMatchObject({ isAuthenticated: true, isLoading: true, isInitializing: true });
    await waitFor(() => expect(state.auth?.isLoading).toBe(false));
    expect(calls[0]).toMatchObject({ key: 'GET /api/auth/me', headers: { Authorization: 'Bearer tok' } });
    expect(state.auth?.user?.fullName).toBe('Asha Verma');
    expect(JSON.parse(localStorage.getItem('user')!).fullName).toBe('Asha Verma');
  });

  it('forgets a stored session the server refuses with 401', async () => {
    localStorage.setItem('token', 'revoked');
    localStorage.setItem('user', JSON.stringify(user));
    mockApi({
      'GET /api/auth/me': {
        status: 401,
        body: { success: false, code: 'UNAUTHENTICATED', message: 'Please sign in to continue' },
      },
    });
    const state = renderAuth();
    await waitFor(() => expect(state.auth?.isLoading).toBe(false));
    expect(state.auth).toMatchObject({ user: null, token: null, isAuthenticated: false });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the stored session when the shop cannot be reached', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify(user));
    mockApi({ 'GET /api/auth/me': new TypeError('Failed to fetch') });
    const state = renderAuth();
    await waitFor(() => expect(state.auth?.isLoading).toBe(false));
    expect(state.auth).toMatchObject({ isAuthenticated: true, token: 'tok' });
  });

  it('signs in: stores token and user and drops the previous per-user answers', async () => {
    mockApi({
      'POST /api/auth/login': {
        status: 200,
        body: { success: true, data: { token: 'new', user, session: { expiresAt: 'x' } } },
      },
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['cart'], { items: [{ id: 'old' }] });
    queryClient.setQueryData(['products', 'featured', 8], []);
    const state = renderAuth(queryClient);
    let signing!: Promise<unknown>;
    act(() => {
      signing = state.auth!.signIn(' asha@example.com ', 'secret1');
    });
    expect(state.auth?.isLoading).toBe(true);
    await act(async () => {
      await signing;
    });
    expect(state.auth).toMatchObject({ isAuthenticated: true, token: 'new', isLoading: false });
    expect(localStorage.getItem('token')).toBe('new');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(queryClient.getQueryData(['cart'])).toBeUndefined();
    expect(queryClient.getQueryData(['products', 'featured', 8])).toEqual([]);
  });

  it('with two-step sign-in on, the password gives a token and no session; the code then signs in', async () => {
    mockApi({
      'POST /api/auth/login': {
        status: 200,
        body: { success: true, data: { mfaRequired: true, mfaToken: 'challenge-1' } },
      },
      'POST /api/auth/mfa': {
        status: 200,
        body: { success: true, data: { token: 'after-code', user, session: { expiresAt: 'x' } } },
      },
    });
    const state = renderAuth();
    let outcome: unknown;
    await act(async () => {
      outcome = await state.auth!.signIn('asha@example.com', 'secret1');
    });
    expect(outcome).toEqual({ mfaToken: 'challenge-1' });
    expect(state.auth).toMatchObject({ isAuthenticated: false });
    expect(localStorage.getItem('token')).toBeNull();

    await act(async () => {
      await state.auth!.completeSignIn('challenge-1', '123456');
    });
    expect(state.auth).toMatchObject({ isAuthenticated: true, token: 'after-code' });
    expect(localStorage.getItem('token')).toBe('after-code');
  });

  it("joins the browser's lists to the new account before any screen sees the session", async () => {
    mockApi({
      'POST /api/auth/signup': {
        status: 201,
        body: { success: true, data: { token: 'fresh', user, session: { expiresAt: 'x' } } },
      },
    });
    const queryClient = new QueryClient();
    const seen: unknown[] = [];
    const join = vi.fn(async (client: QueryClient) => {
      // The calls it makes carry the new token; the screens still see the visitor.
      seen.push(localStorage.getItem('token'), state.auth?.isAuthenticated, client);
      await Promise.resolve();
    });
    const state = renderAuth(queryClient, join);
    await act(async () => {
      await state.auth!.signUp({ email: 'asha@example.com', password: 'mango-chutney-41' });
    });
    expect(join).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['fresh', false, queryClient]);
    expect(state.auth).toMatchObject({ isAuthenticated: true, token: 'fresh' });
  });

  it('rejects an answer without token and stores nothing', async () => {
    mockApi({ 'POST /api/auth/login': { status: 200, body: { success: true, data: { user } } } });
    const state = renderAuth();
    await act(async () => {
      await expect(state.auth!.signIn('asha@example.com', 'secret1')).rejects.toThrow(
        'Invalid response format: missing token or user',
      );
    });
    expect(state.auth?.isAuthenticated).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs out locally even when the logout call fails, empties the cart and goes home', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify(user));
    const calls = mockApi({
      'GET /api/auth/me': { status: 200, body: { success: true, data: { user } } },
      'POST /api/auth/logout': new TypeError('Failed to fetch'),
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['cart'], { items: [{ id: 'mine' }] });
    const state = renderAuth(queryClient);
    await waitFor(() => expect(state.auth?.isLoading).toBe(false));
    await act(async () => {
      await state.auth!.signOut();
    });
    expect(state.auth).toMatchObject({ user: null, token: null, isAuthenticated: false });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(queryClient.getQueryData(['cart'])).toBeUndefined();
    expect(state.path).toBe('/');
    expect(calls.find((call) => call.key === 'POST /api/auth/logout')?.headers).toMatchObject({
      Authorization: 'Bearer tok',
    });
  });

  it('is an error outside its provider', () => {
    function Lonely() {
      useAuth();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Lonely />)).toThrow('useAuth must be used within an AuthProvider');
  });
});
