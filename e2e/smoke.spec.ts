import { expect, openPage, test, watchPage } from './support/test.js';

test('the API answers its health check @postgres', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ success: true, data: { status: 'ok' } });
});

for (const viewport of ['phone', 'desktop'] as const) {
  test(`the home page renders on a ${viewport} without errors or outside requests`, async ({ page }) => {
    const watch = watchPage(page);
    const response = await openPage(page, '/', viewport);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(watch.foreignRequests).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
  });
}
