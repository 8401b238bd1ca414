import { expect, test as plain, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { waitForHydration } from './support/test.js';

/** The authenticator app of the journey: the code for `secret`, `offsetSteps` 30-second steps on. */
const codeFor = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/** Signs in through the page; with two-step on, the code follows the password. */
async function signInWithCode(page: Page, email: string, password: string, secret?: string) {
  await page.goto('/auth');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (secret) {
    await page.getByLabel('Code', { exact: true }).fill(codeFor(secret, 1));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
  }
  await expect(page.getByText('Signed in', { exact: true })).toBeVisible();
  await page.waitForURL((url) => url.pathname !== '/auth');
}

async function newPage(browser: Browser, shop: RunningServer, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: shop.baseURL, viewport: { width, height: 844 } });
  return context.newPage();
}

// Requiring two-step sign-in shuts every staff member without it out of the back office: this runs
// on a shop of its own, never the one the other journeys share.
plain.describe('two-step sign-in required of staff', () => {
  let shop: RunningServer;

  plain.beforeAll(async () => {
    plain.setTimeout(240_000);
    shop = await startBuiltServer();
  });
  plain.afterAll(async () => {
    await shop?.stop();
  });

  plain(
    'the administrator requires it in Shop Settings, and a manager without it sees only its set-up until it is on',
    async ({ browser }) => {
      plain.setTimeout(150_000);
      // The administrator turns on their own first (the shop refuses to require it before).
      const login = await fetch(`${shop.baseURL}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.shop', password: 'Admin@123' }),
      });
      const { token } = ((await login.json()) as { data: { token: string } }).data;
      const post = (path: string, body?: object) =>
        fetch(`${shop.baseURL}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body ?? {}),
        });
      const setup = await post('/api/auth/two-step/setup');
      const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
      expect((await post('/api/auth/two-step/confirm', { code: codeFor(secret) })).status).toBe(200);

      const admin = await newPage(browser, shop, 1280);
      await signInWithCode(admin, 'admin@demo.shop', 'Admin@123', secret);
      await admin.goto('/shop-settings');
      await waitForHydration(admin);
      await admin.getByRole('switch', { name: 'Require two-step sign-in for all staff' }).click();
      await admin.getByRole('button', { name: 'Save settings' }).click();
      await expect(admin.getByText('Settings saved', { exact: true })).toBeVisible();

      // The manager signs in with the password and meets the set-up, whichever screen they open.
      for (const width of [390, 1280]) {
        const manager = await newPage(browser, shop, width);
        await signInWithCode(manager, 'manager@demo.shop', 'Manager@123');
        await manager.goto('/order-management');
        await expect(manager.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
        await expect(manager.getByRole('button', { name: 'Turn on two-step sign-in' })).toBeVisible();
        await manager.screenshot({ path: plain.info().outputPath(`enrolment-${width}.png`), fullPage: true });
        if (width === 1280) {
          await manager.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
          const managerSecret = (await manager.getByTestId('two-step-secret').innerText()).replace(
            /\s+/g,
            '',
          );
          await manager.getByLabel('Code from the app').fill(codeFor(managerSecret));
          await manager.getByRole('button', { name: 'Turn on', exact: true }).click();
          await expect(
            manager.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
          ).toHaveCount(10);
          await manager.screenshot({
            path: plain.info().outputPath('enrolment-codes-1280.png'),
            fullPage: true,
          });
          await manager.getByRole('button', { name: 'I have saved them' }).click();
          // Now the screen they opened.
          await expect(manager.getByRole('heading', { name: 'Order Management' })).toBeVisible();
        }
        await manager.context().close();
      }

      // The administrator sees it all in Activity: the setting, and the manager's two-step turned on.
      await admin.goto('/admin/activity');
      await waitForHydration(admin);
      const entries = admin.getByTestId('activity-entry');
      await expect(
        entries
          .filter({ hasText: 'Two-step sign-in required of staff' })
          .filter({ hasText: 'by admin@demo.shop' }),
      ).toHaveCount(1);
      await expect(
        entries.filter({ hasText: 'Two-step sign-in turned on' }).filter({ hasText: 'by manager@demo.shop' }),
      ).toHaveCount(1);
      await admin.context().close();
    },
  );
});
