import type { APIRequestContext, Page } from '@playwright/test';
import { login, signInBrowser } from './support/shoppers.js';
import { expect, openPage, test, waitForHydration } from './support/test.js';

/**
 * The shop's CSP is `script-src 'self'`: no page may ask for anything it refuses. zod's probe of
 * `new Function` did on every page that built a schema (decision 061), a violation that costs the
 * Lighthouse best-practices score even though zod catches the refusal.
 */

async function firstProductPath(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/products?limit=1');
  const { data } = (await response.json()) as { data: { products: { id: string }[] } };
  return `/product/${data.products[0]!.id}`;
}

/** Records every `securitypolicyviolation` the page's documents report, from their first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** Opens `path` and waits until its app has run and has nothing left to fetch. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

test('shoppers’ pages and the back office run without a CSP violation', async ({ page, request, watch }) => {
  // Nine pages, each until its app has run and the network is quiet: 25 s alone on a 2-core
  // machine, over the default 30 s when other journeys run beside it.
  test.setTimeout(90_000);
  void watch;
  const violations = await recordViolations(page);
  await openPage(page, '/');
  for (const path of [
    '/',
    '/jewelry',
    await firstProductPath(request),
    '/search?q=silver',
    '/cart',
    '/checkout',
  ]) {
    await visit(page, path);
    expect(await violations(), path).toEqual([]);
  }

  await signInBrowser(page, await login(request, 'admin@demo.shop', 'Admin@123'));
  for (const [path, heading] of [
    ['/dashboard', 'Dashboard'],
    ['/product-management', 'Product Management'],
    ['/shop-settings', 'Shop Settings'],
  ] as const) {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
});
