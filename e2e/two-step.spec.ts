import { Secret, TOTP } from 'otpauth';
import { login } from './support/shoppers.js';
import { expect, signIn, test, waitForHydration, watchPage } from './support/test.js';

const PASSWORD = 'Marigold-Lantern-2026!';

/** The authenticator app of the journey: the code for `secret`, `offsetSteps` 30-second steps on. */
const codeFor = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

test('a staff member turns on two-step sign-in, signs in with a code, changes a price, and the administrator finds it in Activity', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const watch = watchPage(page);
  // A staff account of its own: the demo's are shared by every journey.
  const administrator = await login(request, 'admin@demo.shop', 'Admin@123');
  const email = `staff-${Date.now()}@kaarigar.test`;
  const created = await request.post('/api/users/admin', {
    headers: { authorization: `Bearer ${administrator.token}` },
    data: { email, password: PASSWORD, fullName: 'Meera Staff', role: 'admin' },
  });
  expect(created.status(), await created.text()).toBe(201);
  // A product of the journey's own, at ₹1,299: the demo's are shared by every journey. Hidden from
  // shoppers, so it never lands in another journey's listing between its render and hydration.
  const listing = await request.get('/api/products?limit=1');
  const [sample] = (
    (await listing.json()) as {
      data: { products: { image: string; category: string; subcategory: string | null }[] };
    }
  ).data.products;
  const productName = `Activity Jhumka ${Date.now()}`;
  const product = await request.post('/api/products', {
    headers: { authorization: `Bearer ${administrator.token}` },
    data: {
      name: productName,
      description: 'Gold-plated jhumkas made for the activity journey.',
      price: 1299,
      category: sample!.subcategory ?? sample!.category,
      stockQuantity: 5,
      isActive: false,
      image: sample!.image,
      images: [],
    },
  });
  expect(product.status(), await product.text()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, email, PASSWORD);
  await page.goto('/profile');
  await waitForHydration(page);

  // Turn it on: the QR code and the key; a wrong code is refused, the app's code turns it on.
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('two-step-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const confirmField = page.getByLabel('Code from the app');
  await confirmField.fill('000000');
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.locator('#two-step-confirm-code-error')).toContainText('That code is not right');
  await confirmField.fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  const recoveryCodes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(recoveryCodes).toHaveCount(10);
  const oneRecoveryCode = await recoveryCodes.first().innerText();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('two-step-on-390.png'), fullPage: true });

  // Sign out, then in: the password alone is not enough.
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await page.goto('/auth');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const codeField = page.getByLabel('Code', { exact: true });
  await expect(codeField).toBeVisible();
  // The cursor is where the code goes: the staff member types it at once.
  await expect(codeField).toBeFocused();
  await codeField.fill('123456');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.locator('#login-code-error')).toContainText('That code is not right');
  // The confirming code was this step's: the app's next one signs in.
  await codeField.fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('Signed in', { exact: true })).toBeVisible();
  await page.waitForURL((url) => url.pathname !== '/auth');

  // Signed in with the code, the staff member changes the price.
  await page.goto('/product-management');
  await waitForHydration(page);
  await page.getByLabel('Find a product').fill(productName);
  await page.getByRole('button', { name: `Edit ${productName}` }).click();
  const productDialog = page.getByRole('dialog');
  await productDialog.getByLabel('Price (₹)', { exact: true }).fill('1199');
  await productDialog.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated', { exact: true })).toBeVisible();

  // The administrator finds it in Activity: the price before and after, by whom.
  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await signIn(adminPage);
    await adminPage.goto('/admin/activity');
    await waitForHydration(adminPage);
    await adminPage.getByLabel('Who').fill(email);
    const priceChange = adminPage.getByTestId('activity-entry').filter({ hasText: 'Variant changed' });
    await expect(priceChange).toHaveCount(1);
    await expect(priceChange).toContainText('Price₹1,299→₹1,199');
    await expect(priceChange).toContainText(`by ${email}`);
    const entries = adminPage.getByTestId('activity-entry');
    await expect(entries.filter({ hasText: 'Two-step sign-in turned on' })).toHaveCount(1);
    await expect(entries.filter({ hasText: 'Signed in' })).toHaveCount(2);
    await adminPage.screenshot({ path: test.info().outputPath('activity-1280.png'), fullPage: true });
    await adminPage.setViewportSize({ width: 390, height: 844 });
    await adminPage.screenshot({ path: test.info().outputPath('activity-390.png'), fullPage: true });

    // The product's own history, in its edit dialog.
    await adminPage.goto('/product-management');
    await waitForHydration(adminPage);
    await adminPage.getByLabel('Find a product').fill(productName);
    await adminPage.getByRole('button', { name: `Edit ${productName}` }).click();
    await adminPage.getByText('Staff changes to this product').click();
    await expect(
      adminPage.getByRole('dialog').getByTestId('activity-entry').filter({ hasText: 'Variant changed' }),
    ).toContainText('₹1,199');
  } finally {
    await adminContext.close();
  }

  // A lost phone: a recovery code signs in once.
  const apiSignIn = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  const { mfaToken } = ((await apiSignIn.json()) as { data: { mfaToken: string } }).data;
  const recovered = await request.post('/api/auth/mfa', { data: { mfaToken, code: oneRecoveryCode } });
  expect(recovered.status()).toBe(200);

  // The two wrong codes typed on purpose are the only failed requests.
  expect(watch.foreignRequests).toEqual([]);
  expect(
    watch.consoleErrors.filter(
      (message) => !/status of 422.*two-step\/confirm|status of 401.*\/api\/auth\/mfa/.test(message),
    ),
  ).toEqual([]);
});
