import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access, RouteAccess } from '../../plugins/auth.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { createSession } from './index.js';

/**
 * Walks every /api route the app declares (including routes added later by other modules) for
 * every kind of caller, and checks the access decision alone: it is taken before the body is read,
 * so an empty body is enough to see whether the caller got past it.
 */
type Caller = 'visitor' | 'bad-token' | 'deactivated' | 'customer' | 'admin' | 'administrator';
const CALLERS: Caller[] = ['visitor', 'bad-token', 'deactivated', 'customer', 'admin', 'administrator'];

/**
 * Public routes a shopper calls with a session or, as a guest, with the order's number and mobile in
 * the body (decision 054): a token that no longer works is told so (401, sign in again) rather
 * than taken for a guest; a visitor gets through to the body's checks.
 */
const SESSION_OR_GUEST_PAIR = new Set([
  'POST /api/orders/:id/return-options',
  'POST /api/returns/:id/cancel',
]);

function expected(access: Access, caller: Caller, route?: string): 401 | 403 | 'through' {
  if (access === 'public') {
    const stale = caller === 'bad-token' || caller === 'deactivated';
    return stale && route && SESSION_OR_GUEST_PAIR.has(route) ? 401 : 'through';
  }
  if (caller === 'visitor' || caller === 'bad-token' || caller === 'deactivated') return 401;
  if (access === 'signed-in') return 'through';
  if (access === 'admin') return caller === 'customer' ? 403 : 'through';
  return caller === 'administrator' ? 'through' : 403;
}

const concreteUrl = (url: string) =>
  url.replace(/:[A-Za-z_]\w*(\([^)]*\))?/g, () => randomUUID()).replace(/\*/g, 'anything');

describe('role table', () => {
  let t: TestApp;
  const userIds = new Map<Caller, string>();

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['customer', 'admin', 'administrator'] as const) {
      userIds.set(role, (await createUserWithSession(t.db, role)).userId);
    }
    userIds.set(
      'deactivated',
      (await createUserWithSession(t.db, 'administrator', { isActive: false })).userId,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  /** A fresh, unexpired session per request: a route such as logout must not spoil the next one. */
  async function headersFor(caller: Caller): Promise<Record<string, string>> {
    if (caller === 'visitor') return {};
    if (caller === 'bad-token') return { authorization: `Bearer ${randomUUID()}` };
    const { token } = await createSession(t.db, userIds.get(caller)!, 1);
    return { authorization: `Bearer ${token}` };
  }

  async function call(route: RouteAccess, caller: Caller) {
    const withBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
    return t.app.inject({
      method: route.method as 'GET',
      url: concreteUrl(route.url),
      headers: await headersFor(caller),
      ...(withBody ? { payload: {} } : {}),
      remoteAddress: `10.99.0.${CALLERS.indexOf(caller) + 1}`,
    });
  }

  it('gives every route the access level decision 007 promises, written out here by hand', () => {
    // Independent of the contract: changing a route's access there without changing it here fails.
    const table = Object.fromEntries(
      t.app.routeTable.map((route) => [`${route.method} ${route.url}`, route.access]),
    );
    expect(table).toEqual({
      // Anyone: the storefront, sign-in and sign-up, health.
      'POST /api/auth/forgot-password': 'public',
      'POST /api/auth/login': 'public',
      'POST /api/auth/password-strength': 'public',
      'POST /api/auth/mfa': 'public',
      'POST /api/products/:id/stock-alerts': 'public',
      'POST /api/auth/reset-password': 'public',
      'POST /api/auth/signup': 'public',
      'GET /api/categories': 'public',
      'GET /api/categories/:categoryId/subcategories': 'public',
      'GET /api/categories/:slug': 'public',
      'GET /api/categories/parents': 'public',
      'GET /api/health': 'public',
      'GET /api/products': 'public',
      'GET /api/products/:id/reviews': 'public',
      'GET /api/products/categories-for-form': 'public',
      'GET /api/products/facets': 'public',
      'GET /api/products/featured': 'public',
      'GET /api/products/id/:id': 'public',
      'GET /api/products/id/:id/similar': 'public',
      'GET /api/products/new-arrivals': 'public',
      'GET /api/products/search': 'public',
      'GET /api/products/slug/:slug': 'public',
      'GET /api/products/spellings': 'public',
      'GET /api/products/stats': 'public',
      'GET /api/products/suggestions': 'public',
      'GET /api/ready': 'public',
      'GET /api/shop': 'public',
      'GET /api/shop/terms': 'public',
      'POST /api/complaints': 'public',
      'POST /api/complaints/track': 'public',
      // First-run setup (issue 26): anyone may ask; only the one-time code sets the shop up.
      'GET /api/setup': 'public',
      'POST /api/setup': 'public',
      'POST /api/unsubscribe': 'public',
      // Returns (decision 054): a session, or a guest's order number and mobile in the body.
      'POST /api/orders/:id/return-options': 'public',
      'POST /api/orders/:id/returns': 'public',
      'POST /api/orders/:id/return-photos': 'public',
      'POST /api/returns/:id/cancel': 'public',
      'GET /api/orders/:id/returns': 'signed-in',
      'GET /api/returns/:id': 'signed-in',
      'GET /api/returns/:id/credit-note': 'signed-in',
      'GET /api/return-photos/:id': 'signed-in',
      'GET /api/pincodes/:pincode': 'public',
      'GET /api/delivery-estimate': 'public',
      'GET /api/payment-methods': 'public',
      'GET /api/size-charts': 'public',
      'GET /api/size-charts/categories': 'public',
      'GET /api/pages/:slug': 'public',
      'GET /api/storefront/home': 'public',
      // A guest's cart priced, a guest's order (a session orders its cart instead) and /track
      // (decision 040).
      'POST /api/cart/quote': 'public',
      'POST /api/orders': 'public',
      'POST /api/orders/track': 'public',
      // Any signed-in account: its own cart, orders, reviews, profile, address book and wishlist.
      'POST /api/auth/logout': 'signed-in',
      'GET /api/auth/me': 'signed-in',
      'GET /api/auth/sessions': 'signed-in',
      'POST /api/auth/two-step/setup': 'signed-in',
      'POST /api/auth/two-step/confirm': 'signed-in',
      'POST /api/auth/two-step/disable': 'signed-in',
      'DELETE /api/auth/sessions/:id': 'signed-in',
      'POST /api/auth/sessions/end-others': 'signed-in',
      'PUT /api/auth/me': 'signed-in',
      'POST /api/auth/refresh': 'signed-in',
      'DELETE /api/cart': 'signed-in',
      'GET /api/cart': 'signed-in',
      'POST /api/cart/items': 'signed-in',
      'DELETE /api/cart/items/:itemId': 'signed-in',
      'PUT /api/cart/items/:itemId': 'signed-in',
      'POST /api/cart/coupon': 'signed-in',
      'POST /api/cart/merge': 'signed-in',
      'DELETE /api/cart/coupon': 'signed-in',
      'GET /api/addresses': 'signed-in',
      'POST /api/addresses': 'signed-in',
      'PUT /api/addresses/:id': 'signed-in',
      'DELETE /api/addresses/:id': 'signed-in',
      'GET /api/wishlist': 'signed-in',
      'DELETE /api/wishlist': 'signed-in',
      'PUT /api/wishlist/items/:productId': 'signed-in',
      'DELETE /api/wishlist/items/:productId': 'signed-in',
      'POST /api/wishlist/merge': 'signed-in',
      'GET /api/orders': 'signed-in',
      'GET /api/orders/:id': 'signed-in',
      'GET /api/orders/:id/invoice': 'signed-in',
      'GET /api/orders/:id/credit-note': 'signed-in',
      'POST /api/orders/:id/cancel': 'signed-in',
      'GET /api/orders/:id/payment': 'signed-in',
      'POST /api/orders/:id/payment': 'signed-in',
      'POST /api/products/:id/reviews': 'signed-in',
      'POST /api/users/password': 'signed-in',
      'GET /api/users/profile': 'signed-in',
      'PUT /api/users/profile': 'signed-in',
      // Staff (admin and administrator): the catalogue, size charts, search synonyms, pictures and every order.
      'GET /api/admin/orders': 'admin',
      'GET /api/admin/products/counts': 'admin',
      'GET /api/admin/orders/export': 'admin',
      'GET /api/dashboard': 'admin',
      'GET /api/reports/gst': 'admin',
      'GET /api/reports/gst/warnings': 'admin',
      'GET /api/admin/complaints': 'admin',
      'GET /api/admin/returns': 'admin',
      'PATCH /api/returns/:id': 'admin',
      'GET /api/admin/complaints/:id': 'admin',
      'POST /api/admin/complaints/:id/acknowledge': 'admin',
      'POST /api/admin/complaints/:id/replies': 'admin',
      'POST /api/admin/complaints/:id/resolve': 'admin',
      'GET /api/admin/abandoned-carts': 'admin',
      'POST /api/admin/abandoned-carts/:cartId/remind-email': 'admin',
      'GET /api/admin/size-charts': 'admin',
      'GET /api/admin/search-synonyms': 'admin',
      'PUT /api/admin/search-synonyms': 'admin',
      'GET /api/admin/settings': 'admin',
      'PUT /api/admin/settings': 'admin',
      'GET /api/admin/setup-checklist': 'admin',
      'DELETE /api/admin/size-charts/:categoryId': 'admin',
      'PUT /api/admin/size-charts/:categoryId': 'admin',
      'GET /api/admin/pages': 'admin',
      'GET /api/admin/pages/:slug': 'admin',
      'PUT /api/admin/pages/:slug': 'admin',
      'GET /api/admin/storefront/home': 'admin',
      'PUT /api/admin/storefront/home': 'admin',
      'POST /api/categories': 'admin',
      'DELETE /api/categories/:id': 'admin',
      'PUT /api/categories/:id': 'admin',
      'PATCH /api/orders/:id/status': 'admin',
      'GET /api/orders/:id/notifications': 'admin',
      'POST /api/notifications/:id/resend': 'admin',
      'GET /api/admin/mail': 'admin',
      'POST /api/admin/mail/test': 'admin',
      'POST /api/orders/:id/cod-confirmation': 'admin',
      'POST /api/orders/:id/payment/received': 'admin',
      'POST /api/orders/:id/payment/not-received': 'admin',
      'POST /api/products': 'admin',
      'GET /api/coupons': 'admin',
      'POST /api/coupons': 'admin',
      'PUT /api/coupons/:id': 'admin',
      'POST /api/coupons/:id/activate': 'admin',
      'POST /api/coupons/:id/deactivate': 'admin',
      'DELETE /api/products/:id': 'admin',
      'PUT /api/products/:id': 'admin',
      'GET /api/products/export.csv': 'admin',
      'POST /api/products/import': 'admin',
      'POST /api/upload': 'admin',
      'POST /api/upload/category': 'admin',
      'POST /api/upload/product': 'admin',
      'POST /api/upload/products': 'admin',
      // The administrator only: user accounts.
      'GET /api/users': 'administrator',
      'DELETE /api/users/:id': 'administrator',
      'GET /api/users/:id': 'administrator',
      'PUT /api/users/:id': 'administrator',
      'POST /api/users/:id/reactivate': 'administrator',
      'POST /api/users/admin': 'administrator',
      'POST /api/users/:id/two-step/reset': 'administrator',
      // The administrator only: the activity log (issue 29); staff see a product's or order's history.
      'GET /api/admin/audit': 'administrator',
      'GET /api/admin/history/:entity/:id': 'admin',
      // The administrator only: leaving the demo (decision 056).
      'POST /api/admin/demo-data/remove': 'administrator',
    });
  });

  it('admits exactly the callers each route declares, on every route', async () => {
    const wrong: string[] = [];
    for (const route of t.app.routeTable) {
      // The callers of one route side by side: every route times every caller is many requests.
      await Promise.all(
        CALLERS.map(async (caller) => {
          const response = await call(route, caller);
          const want = expected(route.access, caller, `${route.method} ${route.url}`);
          const got = response.statusCode;
          const fine = want === 'through' ? got !== 401 && got !== 403 && got < 500 : got === want;
          if (!fine)
            wrong.push(`${route.method} ${route.url} [${route.access}] as ${caller}: ${got} (want ${want})`);
        }),
      );
    }
    expect(wrong).toEqual([]);
  }, 90_000);
});
