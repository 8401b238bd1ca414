import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartItems,
  cartReminders,
  notifications,
  products,
  productVariants,
  savedAddresses,
} from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { addToCart, goodAddress, makeProduct } from '../../../test/support/order-fixtures.js';
import { startSmtp, waitFor } from '../../../test/support/smtp.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

/** Carts left behind (decision 043): the staff list and the once-a-week reminder mail. */
describe('carts left behind', { timeout: 90_000 }, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let staff: string;
  let customer: string;
  let jhumka: { id: string };
  let stole: { id: string };

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ JOB_QUEUE: 'true', SMTP_URL: smtp.url, PUBLIC_URL: 'http://shop.test' });
    staff = (await createUserWithSession(t.db, 'admin')).authorization;
    customer = (await createUserWithSession(t.db, 'customer')).authorization;
    jhumka = await makeProduct(t.db, { name: 'Left Jhumka', price: 1250, stockQuantity: 50 });
    stole = await makeProduct(t.db, { name: 'Left Stole', price: 900, stockQuantity: 50 });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A shopper (or staff member) with these lines in the cart, last touched `hoursAgo` hours ago. */
  async function cartOf(
    lines: [{ id: string }, number][],
    hoursAgo: number,
    role: 'customer' | 'admin' = 'customer',
  ) {
    const who = await createUserWithSession(t.db, role, { fullName: `Shopper ${randomUUID().slice(0, 6)}` });
    for (const [product, quantity] of lines) await addToCart(t.app, who.authorization, product.id, quantity);
    await t.db
      .update(cartItems)
      .set({ updatedAt: sql`now() - make_interval(hours => ${hoursAgo}::int)` })
      .where(eq(cartItems.userId, who.userId));
    return who;
  }
  const list = (query = '', authorization = staff) =>
    t.app.inject({ method: 'GET', url: `/api/admin/abandoned-carts${query}`, headers: { authorization } });
  const remind = (cartId: string, authorization = staff) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/abandoned-carts/${cartId}/remind-email`,
      headers: { authorization },
    });
  type Listed = {
    cartId: string;
    customer: { name: string; email: string; phone: string | null };
    items: { name: string; quantity: number; lineTotal: number; available: boolean }[];
    value: number;
    lastActivityAt: string;
    lastEmailedAt: string | null;
    nextEmailFrom: string | null;
  };
  const listed = async (query = '?limit=50') => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(200);
    return json(response).data as { carts: Listed[]; pagination: { total: number; totalPages: number } };
  };

  it('lists customers’ carts untouched for a day with their lines and server-priced value, newest first, leaving out fresh carts, empty carts and staff', async () => {
    const older = await cartOf([[jhumka, 2]], 72);
    const newer = await cartOf(
      [
        [jhumka, 1],
        [stole, 3],
      ],
      30,
    );
    const fresh = await cartOf([[stole, 1]], 2);
    const emptied = await cartOf([[stole, 1]], 48);
    await t.db.delete(cartItems).where(eq(cartItems.userId, emptied.userId));
    const staffCart = await cartOf([[jhumka, 1]], 48, 'admin');
    await t.db
      .insert(savedAddresses)
      .values({ ...goodAddress, state: 'Uttar Pradesh', userId: newer.userId, isDefault: true });

    const { carts } = await listed();
    const ids = carts.map((cart) => cart.cartId);
    expect(ids).toContain(older.userId);
    expect(ids.indexOf(newer.userId)).toBeLessThan(ids.indexOf(older.userId));
    for (const absent of [fresh, emptied, staffCart]) expect(ids).not.toContain(absent.userId);

    const shown = carts.find((cart) => cart.cartId === newer.userId)!;
    expect(shown.customer.email).toBe(newer.email);
    expect(shown.customer.phone).toBe(goodAddress.phone);
    expect(shown.items.map((item) => [item.name, item.quantity, item.lineTotal])).toEqual([
      ['Left Jhumka', 1, 1250],
      ['Left Stole', 3, 2700],
    ]);
    expect(shown.value).toBe(3950);
    expect(Date.now() - Date.parse(shown.lastActivityAt)).toBeGreaterThan(29 * 3600 * 1000);
    expect(carts.find((cart) => cart.cartId === older.userId)!.customer.phone).toBeNull();

    // A shorter span finds the two-hour-old cart too; the price comes from the catalogue now.
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, stole.id));
    const recent = (await listed('?olderThanHours=1&limit=50')).carts.find((c) => c.cartId === fresh.userId);
    expect(recent?.items[0]).toMatchObject({ name: 'Left Stole', available: false });
    expect(recent?.value).toBe(0);
    await t.db.update(products).set({ isActive: true }).where(eq(products.id, stole.id));
  });

  it('prices the list with the cart’s own pricer (decision 053): the cart page’s lines, to the paisa, and a line short of stock left out of the value', async () => {
    const anklet = await makeProduct(t.db, { name: 'Paisa Anklet', price: 19.99, stockQuantity: 5 });
    const shawl = await makeProduct(t.db, { name: 'Short Shawl', price: 1500, stockQuantity: 5 });
    const shopper = await cartOf(
      [
        [anklet, 3],
        [shawl, 2],
      ],
      30,
    );
    // Sold down to one after the shawl went in the cart: the cart page flags the line.
    await t.db
      .update(productVariants)
      .set({ stockQuantity: 1 })
      .where(eq(productVariants.productId, shawl.id));
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { authorization: shopper.authorization },
    });
    const cart = json(page).data.cart;
    const row = (await listed()).carts.find((listedCart) => listedCart.cartId === shopper.userId)!;
    const seen = (items: Listed['items']) =>
      items.map((item) => [item.name, item.quantity, item.lineTotal, item.available]);
    expect(seen(row.items)).toEqual(seen(cart.items));
    expect(seen(row.items)).toEqual([
      ['Paisa Anklet', 3, 59.97, true],
      ['Short Shawl', 2, 3000, false],
    ]);
    expect(row.value).toBe(59.97);
    expect(row.value).toBe(cart.summary.subtotal);
  });

  it('pages the list and refuses a span under an hour in words', async () => {
    const all = await listed();
    const second = await listed('?limit=1&page=2');
    expect(second.pagination.total).toBe(all.pagination.total);
    expect(second.carts.map((cart) => cart.cartId)).toEqual([all.carts[1]!.cartId]);

    for (const bad of ['0', '1.5', 'soon']) {
      const response = await list(`?olderThanHours=${bad}`);
      expect(response.statusCode).toBe(422);
      expect(json(response).details[0]).toMatchObject({
        field: 'olderThanHours',
        message: expect.stringMatching(/whole number of hours from 1/),
      });
    }
  });

  it('mails one reminder through the mail queue, refuses a second within the week with 409 and shows when it went', async () => {
    const shopper = await cartOf([[jhumka, 2]], 30);
    const first = await remind(shopper.userId);
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first).data.recipient).toBe(shopper.email);

    const queued = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'cart_reminder'), eq(notifications.recipient, shopper.email)));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toEqual({
      userId: shopper.userId,
      unsubscribeToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    // The mail goes over SMTP with the cart as it is, and the way back to it.
    const mail = await waitFor('the cart reminder mail', () =>
      smtp.inbox.find((received) => received.to.includes(shopper.email)),
    );
    expect(mail.subject).toMatch(/Your cart at .* is waiting/);
    expect(mail.text).toContain('Left Jhumka');
    expect(mail.text).toContain('₹2,500');
    expect(mail.html).toContain('http://shop.test/cart');

    const second = await remind(shopper.userId);
    expect(second.statusCode).toBe(409);
    expect(json(second).message).toMatch(/one a week at most, so the next can go from/);
    expect(
      await t.db.$count(
        notifications,
        and(eq(notifications.kind, 'cart_reminder'), eq(notifications.recipient, shopper.email)),
      ),
    ).toBe(1);

    const row = (await listed()).carts.find((cart) => cart.cartId === shopper.userId)!;
    expect(row.lastEmailedAt).toBe(json(first).data.emailedAt);
    expect(row.nextEmailFrom).toBe(json(first).data.nextEmailFrom);

    // A week on, the next one may go.
    await t.db
      .update(cartReminders)
      .set({ emailedAt: sql`now() - interval '8 days'` })
      .where(eq(cartReminders.userId, shopper.userId));
    expect((await remind(shopper.userId)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown cart, an emptied cart and a staff member, and 403 to customers', async () => {
    expect((await remind(randomUUID())).statusCode).toBe(404);
    const emptied = await cartOf([[stole, 1]], 48);
    await t.db.delete(cartItems).where(eq(cartItems.userId, emptied.userId));
    const missing = await remind(emptied.userId);
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toMatch(/No customer’s cart/);
    const staffCart = await cartOf([[jhumka, 1]], 48, 'admin');
    expect((await remind(staffCart.userId)).statusCode).toBe(404);
    expect((await remind('not-a-cart')).statusCode).toBe(422);

    const stranger = await cartOf([[jhumka, 1]], 48);
    expect((await list('', customer)).statusCode).toBe(403);
    expect((await remind(stranger.userId, customer)).statusCode).toBe(403);
    expect(await t.db.$count(cartReminders, eq(cartReminders.userId, stranger.userId))).toBe(0);
  });

  describe('unsubscribing from reminders (no sign-in)', () => {
    const unsubscribe = (body: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: body as object });

    it('mails a link with a random token; POST with it stops every later reminder, and says so again when used again', async () => {
      const shopper = await cartOf([[jhumka, 1]], 30);
      const other = await cartOf([[stole, 1]], 30);
      expect((await remind(shopper.userId)).statusCode).toBe(200);
      expect((await remind(other.userId)).statusCode).toBe(200);

      // The mail's footer and its List-Unsubscribe header carry the link to the page.
      const mail = await waitFor('the reminder with its unsubscribe link', () =>
        smtp.inbox.find((received) => received.to.includes(shopper.email)),
      );
      const link = /http:\/\/shop\.test\/unsubscribe\?token=([A-Za-z0-9_-]{43})/.exec(mail.html);
      expect(link, 'unsubscribe link in the mail').not.toBeNull();
      const token = link![1]!;
      expect(mail.text).toContain('Unsubscribe from cart reminders');
      // Long headers are folded over lines on the wire; unfolded, it names the same page.
      expect(mail.body.replace(/\r?\n[ \t]+/g, ' ')).toMatch(
        /^List-Unsubscribe:\s*<http:\/\/shop\.test\/unsubscribe\?token=[A-Za-z0-9_-]{43}>/im,
      );
      // Each person's token is their own.
      const [otherRow] = await t.db
        .select()
        .from(cartReminders)
        .where(eq(cartReminders.userId, other.userId));
      expect(otherRow!.unsubscribeToken).not.toBe(token);

      const done = await unsubscribe({ token });
      expect(done.statusCode, done.body).toBe(200);
      const answer = json(done);
      expect(answer.success).toBe(true);
      expect(answer.data.email).toBe(
        `${shopper.email[0]}***${shopper.email.slice(shopper.email.indexOf('@'))}`,
      );
      const [row] = await t.db.select().from(cartReminders).where(eq(cartReminders.userId, shopper.userId));
      expect(row!.unsubscribedAt?.toISOString()).toBe(answer.data.unsubscribedAt);

      // Used again (a second click, a mail scanner): the same answer, the first time kept.
      const again = await unsubscribe({ token });
      expect(again.statusCode).toBe(200);
      expect(json(again).data.unsubscribedAt).toBe(answer.data.unsubscribedAt);

      // A week on, staff's reminder is refused in words and nothing is queued; the other still gets theirs.
      await t.db
        .update(cartReminders)
        .set({ emailedAt: sql`now() - interval '8 days'` })
        .where(sql`${cartReminders.userId} in (${shopper.userId}::uuid, ${other.userId}::uuid)`);
      const refused = await remind(shopper.userId);
      expect(refused.statusCode).toBe(409);
      expect(json(refused).message).toMatch(/asked for no more reminder emails/);
      expect(
        await t.db.$count(
          notifications,
          and(eq(notifications.kind, 'cart_reminder'), eq(notifications.recipient, shopper.email)),
        ),
      ).toBe(1);
      expect((await remind(other.userId)).statusCode).toBe(200);
      // The other's token stays the one their first mail carried.
      const [otherAfter] = await t.db
        .select()
        .from(cartReminders)
        .where(eq(cartReminders.userId, other.userId));
      expect(otherAfter!.unsubscribeToken).toBe(otherRow!.unsubscribeToken);
    });

    it('answers a made-up token 404 and a malformed one 422, naming the field, and changes nothing', async () => {
      const shopper = await cartOf([[jhumka, 1]], 30);
      expect((await remind(shopper.userId)).statusCode).toBe(200);
      const madeUp = await unsubscribe({ token: 'A'.repeat(43) });
      expect(madeUp.statusCode).toBe(404);
      expect(json(madeUp)).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(json(madeUp).message).toMatch(/unsubscribe link is not valid/);

      for (const body of [{}, { token: 'short' }, { token: 42 }, { token: `${'A'.repeat(42)}!` }]) {
        const bad = await unsubscribe(body);
        expect(bad.statusCode, JSON.stringify(body)).toBe(422);
        expect(json(bad).details[0]).toMatchObject({
          field: 'token',
          message: expect.stringMatching(/unsubscribe link/),
        });
      }
      expect(
        await t.db.$count(
          cartReminders,
          sql`${cartReminders.unsubscribedAt} is not null and ${cartReminders.userId} = ${shopper.userId}::uuid`,
        ),
      ).toBe(0);
    });
  });
});
