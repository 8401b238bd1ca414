import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, products, productVariants } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { makeProduct } from '../../../test/support/order-fixtures.js';
import { startSmtp, waitFor } from '../../../test/support/smtp.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

/** "Notify me when available" (decision 029), with the queue and a real SMTP server. */
describe('back in stock', { timeout: 90_000 }, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let address = 0;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      JOB_QUEUE: 'true',
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'http://shop.test',
      RATE_LIMIT_STOCK_ALERTS: '5',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const ask = (productId: string, payload: object, from = `10.30.0.${++address}`, headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/stock-alerts`,
      payload,
      headers,
      remoteAddress: from,
    });
  const soldOut = () =>
    makeProduct(t.db, {
      name: `Ikat Cushion ${Date.now()}`,
      price: 799,
      options: [{ name: 'Colour', values: ['Indigo', 'Rust'] }],
      variants: [
        { optionValues: { Colour: 'Indigo' }, stockQuantity: 0 },
        { optionValues: { Colour: 'Rust' }, stockQuantity: 4 },
      ],
    });

  it('takes one request per email per sold-out variant; a second says it is already registered', async () => {
    const product = await soldOut();
    const indigo = product.variants[0]!.id;
    const first = await ask(product.id, { email: ' Meera@Example.TEST ', variantId: indigo });
    expect(first.statusCode, first.body).toBe(201);
    expect(json(first).data).toEqual({
      alert: { productId: product.id, variantId: indigo, email: 'meera@example.test' },
      alreadyRegistered: false,
    });
    const again = await ask(product.id, { email: 'meera@example.test', variantId: indigo });
    expect(again.statusCode).toBe(200);
    expect(json(again).data.alreadyRegistered).toBe(true);

    // What it refuses, and why.
    expect((await ask(product.id, { email: 'not-an-email', variantId: indigo })).statusCode).toBe(422);
    expect((await ask(product.id, { email: 'a@example.test' })).statusCode).toBe(422);
    expect(
      (await ask(product.id, { email: 'a@example.test', variantId: product.variants[1]!.id })).statusCode,
    ).toBe(409);
    expect((await ask(product.id, { email: 'a@example.test', variantId: indigo, extra: 1 })).statusCode).toBe(
      422,
    );
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await ask(missing, { email: 'a@example.test' })).statusCode).toBe(404);
    expect((await ask(product.id, { email: 'a@example.test', variantId: missing })).statusCode).toBe(404);
  });

  it('429 on a flood from one address', async () => {
    const product = await soldOut();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await ask(
        product.id,
        { email: `flood${i}@example.test`, variantId: product.variants[0]!.id },
        '10.31.0.1',
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('when the stock comes back each waiting person gets one mail, once', async () => {
    const product = await soldOut();
    const indigo = product.variants[0]!.id;
    const shopper = await createUserWithSession(t.db, 'customer');
    expect((await ask(product.id, { email: 'ravi@example.test', variantId: indigo })).statusCode).toBe(201);
    expect(
      (
        await ask(product.id, { email: shopper.email, variantId: indigo }, undefined, {
          authorization: shopper.authorization,
        })
      ).statusCode,
    ).toBe(201);
    const mailsFor = (to: string) =>
      smtp.inbox.filter((mail) => mail.to.includes(to) && /Back in stock/.test(mail.subject));

    // Staff restock it: one mail each.
    await t.db.update(productVariants).set({ stockQuantity: 3 }).where(eq(productVariants.id, indigo));
    await waitFor(
      'two back-in-stock mails',
      () => mailsFor('ravi@example.test').length + mailsFor(shopper.email).length === 2,
    );
    const [mail] = mailsFor('ravi@example.test');
    expect(mail!.subject).toContain('(Indigo)');
    expect(mail!.text).toContain(`http://shop.test/product/${product.id}?variant=${indigo}`);

    // Sold out and back again: they were told once, so nobody is told again.
    await t.db.update(productVariants).set({ stockQuantity: 0 }).where(eq(productVariants.id, indigo));
    await t.db.update(productVariants).set({ stockQuantity: 5 }).where(eq(productVariants.id, indigo));
    const rows = await t.db.select().from(notifications).where(eq(notifications.kind, 'back_in_stock'));
    expect(rows.filter((row) => row.payload.variantId === indigo)).toHaveLength(2);
    await waitFor('every back-in-stock mail sent', async () =>
      (await t.db.select().from(notifications).where(eq(notifications.kind, 'back_in_stock'))).every(
        (row) => row.state === 'sent',
      ),
    );
    expect(mailsFor('ravi@example.test')).toHaveLength(1);
    expect(mailsFor(shopper.email)).toHaveLength(1);
  });

  it('a withdrawn product restocked tells nobody until it is back on sale, then once', async () => {
    const product = await soldOut();
    const indigo = product.variants[0]!.id;
    expect((await ask(product.id, { email: 'anya@example.test', variantId: indigo })).statusCode).toBe(201);
    const waiting = async () =>
      (await t.db.select().from(notifications).where(eq(notifications.kind, 'back_in_stock'))).filter(
        (row) => row.recipient === 'anya@example.test',
      );

    await t.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    await t.db.update(productVariants).set({ stockQuantity: 2 }).where(eq(productVariants.id, indigo));
    expect(await waiting()).toHaveLength(0);

    await t.db.update(products).set({ isActive: true }).where(eq(products.id, product.id));
    expect(await waiting()).toHaveLength(1);
    // Withdrawn and back on sale again: she was told once.
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    await t.db.update(products).set({ isActive: true }).where(eq(products.id, product.id));
    expect(await waiting()).toHaveLength(1);
  });
});
