import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import { goodAddress, makeProduct, newKey } from '../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import { composeMail } from './compose.js';
import { renderMail } from './templates/render.js';
import { MAIL_SHOP } from '../../../test/support/mail-shop.js';

const shop = MAIL_SHOP;

/** Issue 28: an order's mails follow the language of the pages it was placed from. */
describe('the mails of an order placed in Hindi', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function guestOrder(language?: 'hi') {
    const payal = await makeProduct(t.db, { name: 'Ghungroo Payal', price: 899 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': newKey() },
      payload: {
        items: [{ productId: payal.id, variantId: payal.variantId, quantity: 1 }],
        contact: { name: 'Sunita Verma', email: 'sunita@example.test', phone: '9876543210' },
        shippingAddress: goodAddress,
        ...(language ? { language } : {}),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { order } = json(response).data;
    const queued = await t.db.select().from(notifications).where(eq(notifications.orderId, order.id));
    const mails = await Promise.all(
      queued.map(async (row) => {
        const mail = await renderMail(
          row.recipient,
          await composeMail(t.db, row, { shop, lowStockThreshold: 3 }),
        );
        return [row.kind, mail] as const;
      }),
    );
    return { number: String(order.number), mails: Object.fromEntries(mails) };
  }

  it('writes to the shopper in Hindi and to the shop in English', async () => {
    const { number, mails } = await guestOrder('hi');
    expect(mails.order_placed?.subject).toBe(`ऑर्डर ${number} मिल गया`);
    expect(mails.order_placed?.text).toContain(`${goodAddress.name}, आपके ऑर्डर के लिए धन्यवाद`);
    expect(mails.order_placed?.text).toContain(`https://shop.example/hi/track?order=${number}`);
    expect(mails.shop_new_order?.subject).toMatch(new RegExp(`^New order ${number}`));
  });

  it('writes in English to an order from the English pages', async () => {
    const { number, mails } = await guestOrder();
    expect(mails.order_placed?.subject).toBe(`Order ${number} placed`);
    expect(mails.order_placed?.text).toContain(`https://shop.example/track?order=${number}`);
  });
});
