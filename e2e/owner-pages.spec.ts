import { expect, signIn, test, waitForHydration } from './support/test.js';
import { TINY_PNG } from './support/pictures.js';

/**
 * The owner writes the shop's pages in Markdown on /admin/pages (issue 26, decision 057): what they
 * write shows on the shop at once, and HTML in it never runs.
 */
test.describe('pages the owner writes', () => {
  test('staff edit the Privacy page: the paragraph shows on the shop, a script in it never runs', async ({
    page,
    watch,
  }) => {
    void watch;
    await signIn(page);
    await page.goto('/admin/pages');
    await waitForHydration(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: /Privacy Policy/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Edit page', level: 1 })).toBeVisible();

    const text = page.getByLabel('Page text', { exact: true });
    await expect(text).toHaveValue(/What we collect/);
    await text.fill(
      [
        '## Our promise',
        '',
        'We keep your details for {{shopName}} alone and never sell them.',
        '',
        '<script>window.__owned = 1</script>',
      ].join('\n'),
    );
    // The preview is the shop's own renderer: the placeholder filled, the script shown as text.
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(
      preview.getByText('We keep your details for Kaarigar Studio alone and never sell them.'),
    ).toBeVisible();
    await expect(preview.locator('script')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save page' }).click();
    await expect(page.getByText('Saved. The shop shows it now.')).toBeVisible();

    await page.goto('/privacy');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our promise' })).toBeVisible();
    await expect(
      page.getByText('We keep your details for Kaarigar Studio alone and never sell them.'),
    ).toBeVisible();
    await expect(page.locator('main script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __owned?: unknown }).__owned)).toBeUndefined();

    // The server's own page (no script of ours running) says the same: rendered, not stale.
    const html = await (await page.request.get('/privacy')).text();
    expect(html).toContain('We keep your details for Kaarigar Studio alone and never sell them.');
    expect(html).not.toContain('<script>window.__owned');
  });

  test('staff switch on the announcement bar and shoppers see it above the home page', async ({
    page,
    watch,
  }) => {
    void watch;
    await signIn(page);
    await page.goto('/admin/pages');
    await waitForHydration(page);
    await page.getByRole('switch').click();
    await page
      .getByLabel('Announcement', { exact: true })
      .fill('Diwali sale: free delivery above {{freeDeliveryAbove}}');
    await page.getByLabel('Link (optional)').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save home page' }).click();
    await expect(page.getByText(/must be a page of the shop/)).toBeVisible();
    await page.getByLabel('Link (optional)').fill('/jewelry');
    // The hero's own picture, uploaded like a product's.
    await page.getByLabel('Upload a picture').setInputFiles({
      name: 'diwali.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await expect(page.getByRole('img', { name: 'Chosen for the hero' })).toBeVisible();
    await page.getByRole('button', { name: 'Save home page' }).click();
    await expect(page.getByText('Home page saved', { exact: true })).toBeVisible();

    await page.goto('/');
    await waitForHydration(page);
    const heroPicture = page.locator('main img[fetchpriority="high"]').first();
    await expect(heroPicture).toHaveAttribute('src', /^\/images\//);
    expect(await heroPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar.getByRole('link', { name: 'Diwali sale: free delivery above ₹1,500' })).toHaveAttribute(
      'href',
      '/jewelry',
    );
    await bar.getByRole('button', { name: 'Close the announcement' }).click();
    await expect(bar).toBeHidden();
    // Closed for the visit: the next page does not bring it back.
    await page.goto('/about');
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();
  });
});
