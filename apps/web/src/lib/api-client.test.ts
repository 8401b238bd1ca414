import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall, ApiError, browserNavigation } from './api-client';

function respond(status: number, body: unknown) {
  return vi
    .fn()
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
}

describe('api client', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  let path = '/cart';

  beforeEach(() => {
    localStorage.clear();
    path = '/cart';
    assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    vi.spyOn(browserNavigation, 'currentPath').mockImplementation(() => path);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('sends the stored token and unwraps the envelope', async () => {
    localStorage.setItem('token', 'abc');
    const fetchMock = respond(200, { success: true, data: { shop: { name: 'Kaarigar' } } });
    vi.stubGlobal('fetch', fetchMock);

    const data = await apiCall('GET /api/products/search', { query: { q: 'ring', category: '' } });

    expect(data).toEqual({ shop: { name: 'Kaarigar' } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/products/search?q=ring');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('throws the server message, code and details', async () => {
    vi.stubGlobal(
      'fetch',
      respond(422, {
        success: false,
        message: 'Some fields are not valid',
        code: 'VALIDATION_FAILED',
        details: [{ field: 'email', message: 'Enter a valid email' }],
      }),
    );
    const error = await apiCall('POST /api/auth/signup', { body: { email: '', password: '' } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Some fields are not valid',
      code: 'VALIDATION_FAILED',
      details: [{ field: 'email', message: 'Enter a valid email' }],
    });
  });

  it('on 401 forgets the stored session and sends the visitor to /auth', async () => {
    localStorage.setItem('token', 'expired');
    localStorage.setItem('user', JSON.stringify({ id: '1' }));
    localStorage.setItem('wishlist', '[]');
    vi.stubGlobal(
      'fetch',
      respond(401, { success: false, message: 'Please sign in', code: 'UNAUTHENTICATED' }),
    );

    await expect(apiCall('GET /api/cart')).rejects.toMatchObject({ status: 401, message: 'Please sign in' });

    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('wishlist')).toBe('[]');
    expect(assign).toHaveBeenCalledWith('/auth');
  });

  it('on 401 while already on the auth page clears the session but does not redirect', async () => {
    path = '/auth';
    localStorage.setItem('token', 'expired');
    vi.stubGlobal(
      'fetch',
      respond(401, { success: false, message: 'Invalid email or password', code: 'UNAUTHENTICATED' }),
    );

    await expect(
      apiCall('POST /api/auth/login', { body: { email: '', password: '' } }),
    ).rejects.toBeInstanceOf(ApiError);

    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('fills path parameters, URL-encoded, and sends the typed body as JSON', async () => {
    const fetchMock = respond(200, { success: true, data: { cart: null } });
    vi.stubGlobal('fetch', fetchMock);

    await apiCall('PUT /api/cart/items/:itemId', { params: { itemId: 'a/b c' }, body: { quantity: 2 } });

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/cart/items/a%2Fb%20c');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(JSON.stringify({ quantity: 2 }));
  });

  it('reports a network failure in plain words', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiCall('GET /api/products')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
