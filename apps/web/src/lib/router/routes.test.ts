import { describe, expect, it } from 'vitest';
import { resolveTo, stripBasename, withBasename } from './location';
import { matchRoutes, rankRoutes, type RouteObject } from './routes';

const screen = (path: string): RouteObject => ({ path, element: path });
const frame = (children: RouteObject[]): RouteObject => ({ element: 'frame', children });

/** The path of the screen that answers `pathname`, and its params. */
function answer(routes: RouteObject[], pathname: string) {
  const match = matchRoutes(rankRoutes(routes), pathname);
  return match && { path: match.routes.at(-1)?.path, params: match.params, depth: match.routes.length };
}

describe('matching an address to a screen', () => {
  const routes = [
    frame([
      screen('/'),
      screen('/category/:slug'),
      screen('/jewelry'),
      frame([screen('/orders/:id'), screen('/orders/:id/pay')]),
      screen('/admin/returns'),
      screen('/admin/returns/:id'),
      screen('*'),
    ]),
  ];

  it('prefers a fixed path to a named part and both to the catch-all, whatever their order', () => {
    expect(answer(routes, '/admin/returns')?.path).toBe('/admin/returns');
    expect(answer(routes, '/admin/returns/r-1')).toMatchObject({
      path: '/admin/returns/:id',
      params: { id: 'r-1' },
    });
    expect(answer(routes, '/orders/o-7/pay')).toMatchObject({ path: '/orders/:id/pay', depth: 3 });
    expect(answer(routes, '/orders')).toMatchObject({ path: '*', params: { '*': 'orders' } });
  });

  it('reads addresses as a browser does: any case, a trailing slash, escaped characters', () => {
    expect(answer(routes, '/Jewelry/')?.path).toBe('/jewelry');
    expect(
      answer(routes, '/category/%E0%A4%95%E0%A5%81%E0%A4%B0%E0%A5%8D%E0%A4%A4%E0%A5%80')?.params,
    ).toEqual({
      slug: 'कुर्ती',
    });
    // A broken escape is kept as written rather than failing the page.
    expect(answer(routes, '/category/%E0%A4')?.params).toEqual({ slug: '%E0%A4' });
    expect(answer(routes, '/')?.path).toBe('/');
  });

  it('answers nothing when no screen and no catch-all matches', () => {
    expect(answer([screen('/cart')], '/checkout')).toBeNull();
  });
});

describe('addresses', () => {
  const here = { pathname: '/jewelry', search: '?sort=new', hash: '' };

  it('reads a link against the current address as a browser reads an href', () => {
    expect(resolveTo('?page=2', here)).toEqual({ pathname: '/jewelry', search: '?page=2', hash: '' });
    expect(resolveTo('#reviews', here)).toEqual({
      pathname: '/jewelry',
      search: '?sort=new',
      hash: '#reviews',
    });
    expect(resolveTo('/cart', here)).toEqual({ pathname: '/cart', search: '', hash: '' });
    expect(resolveTo({ search: '?q=kurti' }, here)).toEqual({
      pathname: '/jewelry',
      search: '?q=kurti',
      hash: '',
    });
  });

  it('puts the Hindi pages under /hi and takes it off again', () => {
    expect(withBasename({ pathname: '/', search: '', hash: '' }, '/hi')).toBe('/hi');
    expect(withBasename({ pathname: '/cart', search: '?x=1', hash: '' }, '/hi')).toBe('/hi/cart?x=1');
    expect(stripBasename('/hi/cart', '/hi')).toBe('/cart');
    expect(stripBasename('/hi', '/hi')).toBe('/');
    expect(stripBasename('/hindi-kurta', '/hi')).toBeNull();
    expect(stripBasename('/cart', '')).toBe('/cart');
  });
});
