import { randomBytes } from 'node:crypto';
import { expect, test as plain, type Page } from '@playwright/test';
import pg from 'pg';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { signIn, waitForHydration } from './support/test.js';

/**
 * With E2E_DATABASE=postgres this journey's own shop runs on a new PostgreSQL database (its backup is
 * then a pg_dump), else on the embedded database in a fresh folder.
 */
async function ownDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (process.env.E2E_DATABASE !== 'postgres') return { env: {}, drop: async () => undefined };
  const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `shop_e2e_leave_demo_${process.pid}_${randomBytes(3).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function productCount(shop: RunningServer): Promise<number> {
  const response = await fetch(`${shop.baseURL}/api/products?limit=50`);
  const body = (await response.json()) as { data: { products: unknown[] } };
  return body.data.products.length;
}

// Leaving the demo empties the shop's catalogue: it runs on a shop of its own, never the shared one.
plain.describe('leaving the demo', () => {
  let shop: RunningServer;
  let database: Awaited<ReturnType<typeof ownDatabase>>;

  plain.beforeAll(async () => {
    plain.setTimeout(240_000);
    database = await ownDatabase();
    shop = await startBuiltServer(database.env);
  });
  plain.afterAll(async () => {
    await shop?.stop();
    await database?.drop();
  });

  plain(
    'the administrator removes the demo data through the dialog, and no demo product is left',
    async ({ browser }) => {
      plain.setTimeout(120_000);
      expect(await productCount(shop)).toBeGreaterThan(0);
      const context = await browser.newContext({ baseURL: shop.baseURL });
      const page: Page = await context.newPage();
      await signIn(page);
      await page.goto('/shop-settings');
      await waitForHydration(page);

      await expect(page.getByRole('heading', { name: 'Leave the demo' })).toBeVisible();
      await page.getByRole('button', { name: 'Remove demo data…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove the demo data?' });
      const remove = dialog.getByRole('button', { name: 'Remove demo data', exact: true });
      const phrase = dialog.getByLabel('To confirm, type REMOVE DEMO DATA');
      // The final button waits for the exact words.
      await expect(remove).toBeDisabled();
      await phrase.fill('remove demo data');
      await expect(remove).toBeDisabled();
      await phrase.fill('REMOVE DEMO DATA');
      await expect(remove).toBeEnabled();
      await remove.click();
      // Signed in as admin@demo.shop with the README's password: that account would stay, so the
      // shop asks for a password of its own first.
      await expect(dialog.getByText(/password is printed in the README/)).toBeVisible();
      await page.keyboard.press('Escape');
      await page.goto('/profile');
      await waitForHydration(page);
      await page.getByLabel('Current Password', { exact: true }).fill('Admin@123');
      await page.getByLabel('New Password', { exact: true }).fill('saffron-kettle-lantern-73');
      await page.getByLabel('Confirm New Password', { exact: true }).fill('saffron-kettle-lantern-73');
      await page.getByRole('button', { name: 'Change Password', exact: true }).click();
      await expect(page.getByText('Password changed').first()).toBeVisible();
      await page.goto('/shop-settings');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Remove demo data…' }).click();
      await phrase.fill('REMOVE DEMO DATA');
      await remove.click();

      const done = page.getByRole('dialog', { name: 'The demo data is gone' });
      await expect(done).toBeVisible({ timeout: 60_000 });
      await expect(done.getByRole('status')).toContainText(/Removed: \d+ products/);
      await expect(done.getByText(/^shop-.*\.(pgdump|pglite\.tar\.gz)$/)).toBeVisible();
      await done.getByRole('button', { name: 'Done' }).click();
      await expect(done).toBeHidden();

      // No demo product is left, in the API or on the storefront's pages.
      expect(await productCount(shop)).toBe(0);
      await page.goto('/jewelry');
      await waitForHydration(page);
      await expect(page.getByText('No products found')).toBeVisible();
      await page.goto('/');
      await waitForHydration(page);
      await expect(page.getByText('No featured products available yet.')).toBeVisible();
      await context.close();
    },
  );
});
