import { newCustomer } from './support/shoppers.js';
import { expect, signIn, test, waitForHydration, watchPage } from './support/test.js';

const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 13; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

test('a shopper signs out a lost phone from the laptop’s profile, and the phone is signed out', async ({
  page,
  browser,
  request,
  watch,
}) => {
  void watch;
  test.setTimeout(60_000);
  const shopper = await newCustomer(request);
  const email = shopper.user.email;
  // Signing up signed the test's own client in: it signs out, leaving the two browsers.
  const signedOut = await request.post('/api/auth/logout', {
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  expect(signedOut.ok()).toBe(true);

  // The phone: another browser, with a phone's user agent, signed in through the page.
  const phoneContext = await browser.newContext({
    userAgent: PHONE_USER_AGENT,
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
  });
  const phone = await phoneContext.newPage();
  const phoneWatch = watchPage(phone);
  await signIn(phone, email, 'saffron-kettle-73');

  // The laptop lists both, itself as "This device".
  await signIn(page, email, 'saffron-kettle-73');
  await page.goto('/profile');
  await waitForHydration(page);
  const sessions = page.getByRole('list', { name: 'Your sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  const phoneRow = sessions.getByRole('listitem').filter({ hasText: 'Chrome on Android' });
  await expect(phoneRow).toContainText('127.0.0.1');
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(phoneRow).not.toContainText('This device');

  await phoneRow.getByRole('button', { name: /^Sign out Chrome on Android/ }).click();
  await expect(page.getByText('Signed out of Chrome on Android', { exact: true })).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toHaveCount(0);

  // The phone's next visit to an account page finds its session gone and asks it to sign in.
  await phone.goto('/profile');
  await phone.waitForURL((url) => url.pathname === '/auth');
  await expect(phone.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  // The laptop is still signed in.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Asha Verma' })).toBeVisible();

  await phoneContext.close();
  expect(phoneWatch.foreignRequests).toEqual([]);
  // The phone's own 401 is the server saying its session ended, not a page error.
  expect(phoneWatch.consoleErrors.filter((error) => !/401/.test(error))).toEqual([]);
});
