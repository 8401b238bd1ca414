import { describe, expect, it } from 'vitest';
import { returnPath, safeReturnTo, signInPath } from './return-path';

describe('returnTo after signing in (decision 040)', () => {
  it.each([
    '//evil.com',
    '//evil.com/path',
    'https://evil.com',
    'http://evil.com/cart',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' /cart',
    '/\t/evil.com',
    '/\n/evil.com',
    'evil.com',
    '',
    '/auth',
    '/auth?tab=signup',
  ])('refuses %j and falls back to home', (value) => {
    expect(safeReturnTo(value)).toBeNull();
    expect(returnPath(null, '/', `?returnTo=${encodeURIComponent(value)}`)).toBe('/');
  });

  it.each([
    ['/product/abc', '/product/abc'],
    ['/cart', '/cart'],
    ['/search?q=jhumka#reviews', '/search?q=jhumka#reviews'],
    ['/orders/../cart', '/cart'],
  ])('follows the same-site path %j', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
    expect(returnPath(null, '/', `?returnTo=${encodeURIComponent(value)}`)).toBe(expected);
  });

  it("prefers returnTo, then the route guard's page, then the fallback", () => {
    const state = { from: { pathname: '/orders', search: '?page=2' } };
    expect(returnPath(state, '/', '?returnTo=%2Fcart')).toBe('/cart');
    expect(returnPath(state, '/')).toBe('/orders?page=2');
    expect(returnPath(null, '/dashboard')).toBe('/dashboard');
    expect(returnPath({ from: { pathname: '//evil.com' } }, '/')).toBe('/');
  });

  it('builds the sign-in link that comes back to the page asking', () => {
    expect(signInPath({ pathname: '/product/abc', search: '?variant=v1' })).toBe(
      '/auth?returnTo=%2Fproduct%2Fabc%3Fvariant%3Dv1',
    );
    expect(signInPath({ pathname: '/cart' }, 'signup')).toBe('/auth?tab=signup&returnTo=%2Fcart');
    expect(signInPath({ pathname: '/' })).toBe('/auth');
  });
});
