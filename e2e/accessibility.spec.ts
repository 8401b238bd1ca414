import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { login, newCustomer, signInBrowser, type Session } from './support/shoppers.js';
import { expect, openPage, test } from './support/test.js';

/**
 * axe-core on every screen of the app, as a visitor, a customer and staff (issue 12): any serious or
 * critical violation fails the journey. One page per route, read once it has settled.
 */

const PUBLIC = [
  '/',
  '/jewelry',
  '/category/earrings',
  '/search?q=jhumka',
  '/about',
  '/contact',
  '/faq',
  '/privacy',
  '/returns',
  '/shipping',
  '/terms',
  '/auth',
  '/cart',
  '/track?order=ABCDEF12',
  '/order-placed',
  '/reset-password?token=x',
  '/no-such-page',
];
const CUSTOMER = ['/profile', '/cart', '/checkout', '/wishlist', '/orders'];
const STAFF = [
  '/dashboard',
  '/abandoned-carts',
  '/product-management',
  '/category-management',
  '/synonym-management',
  '/order-management',
  '/size-charts',
  '/shop-settings',
  '/admin/pages',
  '/admin/pages/returns',
  '/admin-management',
];

async function firstProductPath(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/products?limit=1');
  const { data } = (await response.json()) as { data: { products: { id: string }[] } };
  return `/product/${data.products[0]!.id}`;
}

async function seriousViolations(page: Page, path: string): Promise<string[]> {
  await openPage(page, path);
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

async function check(page: Page, paths: string[], session?: Session) {
  if (session) {
    await openPage(page, '/');
    await signInBrowser(page, session);
  }
  const found: string[] = [];
  for (const path of paths) found.push(...(await seriousViolations(page, path)));
  expect(found).toEqual([]);
}

test.describe('no serious accessibility violation on any screen', () => {
  // Each test opens every screen of its kind and runs axe on it: a dozen to two dozen pages, which
  // took up to 2 minutes on a busy two-core machine once hydration moved into a transition. They
  // share nothing, so they run side by side rather than one after another in one worker.
  test.describe.configure({ mode: 'parallel', timeout: 180_000 });

  const half = Math.ceil(PUBLIC.length / 2);
  test('signed out: the shop', async ({ page, request }) => {
    await check(page, [...PUBLIC.slice(0, half), await firstProductPath(request)]);
  });

  test('signed out: accounts, cart and the rest', async ({ page }) => {
    await check(page, PUBLIC.slice(half));
  });

  test('as a customer', async ({ page, request }) => {
    await check(page, [...CUSTOMER, await firstProductPath(request)], await newCustomer(request));
  });

  test('in Hindi (issue 28)', async ({ page, request }) => {
    const hindi = [
      '/hi/',
      '/hi/jewelry',
      `/hi/search?q=${encodeURIComponent('झुमका')}`,
      '/hi/cart',
      '/hi/checkout',
      '/hi/track?order=ABCDEF12',
      '/hi/auth',
      '/hi/contact',
      '/hi/grievance',
      '/hi/terms',
      '/hi/no-such-page',
    ];
    await check(page, [...hindi, `/hi${await firstProductPath(request)}`]);
  });

  test('in Hindi as a customer (issue 28)', async ({ page, request }) => {
    await check(
      page,
      CUSTOMER.map((path) => `/hi${path}`),
      await newCustomer(request),
    );
  });

  test('as staff', async ({ page, request }) => {
    await check(page, STAFF, await login(request, 'admin@demo.shop', 'Admin@123'));
  });
});
