import { login, newCustomer, signInBrowser } from './support/shoppers.js';
import { expect, openPage, signIn, test, VIEWPORTS } from './support/test.js';

/**
 * The wishlist follows the account (issue 12, decision 034): hearts tapped while signed out join the
 * account's list on sign-in, and the list is the same after a reload and on another device.
 */
test('on a phone, a shopper hearts two pieces signed out, signs in, and finds them on every device', async ({
  page,
  browser,
  baseURL,
  request,
  watch,
}) => {
  void watch;
  // Two browsers, a sign-in and half a dozen screens: over 30 s on a busy machine.
  test.setTimeout(60_000);
  const customer = await newCustomer(request);

  await openPage(page, '/jewelry', 'phone');
  const hearts = page.getByRole('button', { name: /^Add .+ to wishlist$/ });
  const names: string[] = [];
  for (const heart of [hearts.nth(0), hearts.nth(1)]) {
    const label = (await heart.getAttribute('aria-label')) ?? '';
    names.push(label.replace(/^Add (.+) to wishlist$/, '$1'));
  }
  for (const name of names) {
    await page.getByRole('button', { name: `Add ${name} to wishlist` }).click();
    await expect(page.getByRole('button', { name: `Remove ${name} from wishlist` })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible();
  expect(
    await page.evaluate(() => (JSON.parse(localStorage.getItem('wishlist') ?? '[]') as unknown[]).length),
  ).toBe(2);

  // Signing in joins them to the account and empties the browser's list.
  await signIn(page, customer.user.email, 'saffron-kettle-73');
  await expect(page.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull();

  await page.getByRole('link', { name: 'Wishlist, 2 items' }).click();
  await expect(page.getByRole('heading', { name: 'My Wishlist' })).toBeVisible();
  await expect(page.getByText('2 items in your wishlist')).toBeVisible();
  for (const name of names) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByText('2 items in your wishlist')).toBeVisible();
  for (const name of names) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();

  // Another device, signed in as the same customer: the same list, and a change there is the account's.
  const context = await browser.newContext({ baseURL, viewport: VIEWPORTS.phone });
  const other = await context.newPage();
  await other.goto('/');
  await signInBrowser(other, await login(request, customer.user.email, 'saffron-kettle-73'));
  await openPage(other, '/wishlist', 'phone');
  await expect(other.getByText('2 items in your wishlist')).toBeVisible();
  await other.getByRole('button', { name: `Remove ${names[0]} from wishlist` }).click();
  await expect(other.getByText('1 item in your wishlist')).toBeVisible();
  await expect
    .poll(async () => {
      const response = await request.get('/api/wishlist', {
        headers: { authorization: `Bearer ${customer.token}` },
      });
      return ((await response.json()) as { data: { products: { name: string }[] } }).data.products.map(
        (product) => product.name,
      );
    })
    .toEqual([names[1]]);
  await context.close();

  // Signed out, this browser's list starts empty again: nothing of the account's shows.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull();
});
