import { test as plain, type Browser, type Page } from '@playwright/test';
import { createPostgresDatabase } from './support/global-setup.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { expect, signIn, waitForHydration } from './support/test.js';
import { startMailbox } from './support/mailbox.js';

/** A raw mail as a person reads it: quoted-printable folds undone, its UTF-8 bytes (₹) decoded. */
function readable(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  try {
    return decodeURIComponent(unfolded.replace(/%/g, '%25').replace(/=([0-9A-F]{2})/g, '%$1'));
  } catch {
    return unfolded;
  }
}

/**
 * Issue 26: the owner changes the shop's WhatsApp number and delivery fee on Shop Settings, and the
 * product page's WhatsApp button, the cart and the order mail say the new ones. The shop runs on its
 * own server (with a mail server of its own), so the shared shop's settings stay as they are.
 */
plain.describe('the shop’s WhatsApp number and delivery fee from Shop Settings', () => {
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let shop: RunningServer;
  let dropDatabase: (() => Promise<void>) | undefined;

  plain.beforeAll(async () => {
    plain.setTimeout(180_000);
    mailbox = await startMailbox();
    const postgres = process.env.E2E_DATABASE === 'postgres' ? await createPostgresDatabase() : undefined;
    dropDatabase = postgres ? () => postgres.drop() : undefined;
    shop = await startBuiltServer({
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      MAIL_FROM: 'shop@example.com',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
  });
  plain.afterAll(async () => {
    await shop?.stop();
    await dropDatabase?.();
    await mailbox?.close();
  });

  async function newPage(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ baseURL: shop.baseURL });
    return context.newPage();
  }

  plain(
    'the owner saves a new WhatsApp number and delivery fee; product page, cart and mail say them',
    async ({ browser, request }) => {
      plain.setTimeout(120_000);
      const owner = await newPage(browser);
      await signIn(owner);
      await owner.goto('/shop-settings');
      await waitForHydration(owner);
      await owner.getByLabel('WhatsApp number').fill('+91 91234 56789');
      await owner.getByLabel('Delivery fee (₹)').fill('65');
      // Every demo piece costs less than this, so every cart pays the fee.
      await owner.getByLabel('Free delivery from (₹)').fill('100000');
      await expect(owner.getByText('Orders under ₹1,00,000 pay ₹65 for delivery')).toBeVisible();
      await owner.getByRole('button', { name: 'Save settings' }).click();
      await expect(owner.getByText('Settings saved', { exact: true })).toBeVisible();
      await owner.reload();
      await waitForHydration(owner);
      await expect(owner.getByLabel('WhatsApp number')).toHaveValue('919123456789');
      await expect(owner.getByLabel('Delivery fee (₹)')).toHaveValue('65');

      // A shopper: the product page's WhatsApp button writes to the new number.
      const listing = await request.get(`${shop.baseURL}/api/products?category=accessories&limit=50`);
      const { products } = (
        (await listing.json()) as {
          data: { products: { id: string; inStock: boolean; stockQuantity: number; options?: unknown[] }[] };
        }
      ).data;
      const piece = products.find((p) => p.inStock && p.stockQuantity >= 2 && !p.options?.length);
      if (!piece) throw new Error('need an in-stock accessory');
      const shopper = await newPage(browser);
      await shopper.goto(`/product/${piece.id}`);
      await waitForHydration(shopper);
      await expect(shopper.locator('a[href^="https://wa.me/919123456789"]').first()).toBeVisible();

      // The shopper signs up, puts the piece in the cart and sees the new fee.
      const email = `identity-${Date.now()}@example.in`;
      const signup = await request.post(`${shop.baseURL}/api/auth/signup`, {
        data: { email, password: 'saffron-kettle-73', fullName: 'Asha Verma' },
      });
      const session = ((await signup.json()) as { data: { token: string; user: object } }).data;
      const asShopper = { Authorization: `Bearer ${session.token}` };
      await request.post(`${shop.baseURL}/api/cart/items`, {
        headers: asShopper,
        data: { productId: piece.id, quantity: 1 },
      });
      await shopper.evaluate((stored) => {
        localStorage.setItem('token', stored.token);
        localStorage.setItem('user', JSON.stringify(stored.user));
      }, session);
      await shopper.goto('/cart');
      await waitForHydration(shopper);
      await expect(shopper.getByTestId('summary-delivery')).toContainText('₹65');

      // The order's confirmation mail charges the same fee.
      const placed = await request.post(`${shop.baseURL}/api/orders`, {
        headers: { ...asShopper, 'Idempotency-Key': `identity-${Date.now()}` },
        data: {
          shippingAddress: {
            name: 'Asha Verma',
            address: 'B-12, Alpha 1',
            city: 'Greater Noida',
            state: 'Uttar Pradesh',
            pincode: '201310',
            phone: `9${String(Date.now()).slice(-9)}`,
          },
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      let mail: string | undefined;
      await expect(async () => {
        mail = mailbox.messages
          .map(readable)
          .find((raw) => raw.includes(email) && /Subject:.*order/i.test(raw));
        expect(mail).toBeDefined();
      }).toPass({ timeout: 30_000 });
      expect(mail).toContain('₹65');
      expect(mail).toContain(`${shop.baseURL}/orders/`);
    },
  );
});
