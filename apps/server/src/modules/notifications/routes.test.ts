import { DEFAULT_SHOP_INFO } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import { createMailer } from '../mail/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { addToCart, checkout, makeProduct } from '../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import { deliverNotification, INTERRUPTED } from './delivery.js';
import { queueLowStockSummary } from './low-stock.js';

/** The staff side of an order's mails; the queue is off, so what the outbox holds stays put. */
describe('an order’s notifications (staff)', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let orderId: string;
  beforeAll(async () => {
    t = await createTestApp({ SHOP_ORDERS_EMAIL: 'orders@shop.test' });
    admin = await createUserWithSession(t.db, 'admin');
    const me = await createUserWithSession(t.db, 'customer');
    const product = await makeProduct(t.db, { name: 'Terracotta Diya Set', price: 450 });
    await addToCart(t.app, me.authorization, product.id, 1);
    orderId = json(await checkout(t.app, me.authorization)).data.order.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (authorization: string, id = orderId) =>
    t.app.inject({ method: 'GET', url: `/api/orders/${id}/notifications`, headers: { authorization } });
  const resend = (id: string) =>
    t.app.inject({ method: 'POST', url: `/api/notifications/${id}/resend`, headers: admin });

  it('lists the customer’s and the shop’s mail of a new order, queued; customers may not look', async () => {
    const response = await list(admin.authorization);
    expect(response.statusCode).toBe(200);
    const rows = json(response).data.notifications;
    expect(rows.map((row: { kind: string }) => row.kind).sort()).toEqual(['order_placed', 'shop_new_order']);
    expect(rows.find((row: { kind: string }) => row.kind === 'shop_new_order')).toMatchObject({
      recipient: 'orders@shop.test',
      state: 'queued',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    const customer = await createUserWithSession(t.db, 'customer');
    expect((await list(customer.authorization)).statusCode).toBe(403);
    expect((await list(admin.authorization, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('resends a failed or sent mail (back to the outbox); one still on its way is 409', async () => {
    const [row] = await t.db.select().from(notifications).where(eq(notifications.orderId, orderId));
    expect((await resend(row!.id)).statusCode).toBe(409);
    await t.db
      .update(notifications)
      .set({ state: 'failed', attempts: 11, lastError: 'Connection refused', enqueuedAt: new Date() })
      .where(eq(notifications.id, row!.id));
    const again = await resend(row!.id);
    expect(again.statusCode).toBe(200);
    expect(json(again).data.notification).toMatchObject({ state: 'queued', lastError: null, attempts: 11 });
    const [after] = await t.db.select().from(notifications).where(eq(notifications.id, row!.id));
    expect(after!.enqueuedAt).toBeNull();
    expect((await resend('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  /** A mailer that keeps what it is given, and the settings the worker composes with. */
  const capture = () => {
    const sent: { to: string; subject: string; text: string }[] = [];
    const mailer = createMailer({ mailFrom: 'x', env: 'test' }, { info: () => undefined });
    mailer.send = async (message) => {
      sent.push(message);
      return 'sent';
    };
    const settings = {
      shop: { ...DEFAULT_SHOP_INFO, publicUrl: 'http://localhost:3000' },
      lowStockThreshold: 3,
    };
    return { sent, mailer, settings };
  };

  it('the daily low-stock summary lists what is at or below the threshold, to the shop', async () => {
    await makeProduct(t.db, { name: 'Nearly Gone Bangle', price: 900, stockQuantity: 2 });
    await makeProduct(t.db, { name: 'Plenty Scarf', price: 900, stockQuantity: 40 });
    expect(await queueLowStockSummary(t.db, 'orders@shop.test', 3)).toBe(true);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.kind, 'low_stock_summary'));
    expect(row).toMatchObject({ recipient: 'orders@shop.test', state: 'queued', orderId: null });
    const { sent, mailer, settings } = capture();
    await deliverNotification(t.db, mailer, settings, { notificationId: row!.id }, { isLast: false });
    expect(sent[0]!.text).toContain('Nearly Gone Bangle');
    expect(sent[0]!.text).toContain('2 left');
    expect(sent[0]!.text).not.toContain('Plenty Scarf');
    expect(await queueLowStockSummary(t.db, 'orders@shop.test', 0)).toBe(false);
  });

  it('a mail only written to the log (no SMTP_URL) is marked logged, not sent, and may be resent', async () => {
    const [row] = await t.db.select().from(notifications).where(eq(notifications.kind, 'shop_new_order'));
    await t.db
      .update(notifications)
      .set({ state: 'queued', enqueuedAt: null, lastError: null })
      .where(eq(notifications.id, row!.id));
    const withoutSmtp = createMailer({ mailFrom: 'x', env: 'test' }, { info: () => undefined });
    const { settings } = capture();
    await deliverNotification(t.db, withoutSmtp, settings, { notificationId: row!.id }, { isLast: false });
    const listed = json(await list(admin.authorization)).data.notifications;
    expect(listed.find((one: { id: string }) => one.id === row!.id)).toMatchObject({
      state: 'logged',
      lastError: null,
    });
    expect((await resend(row!.id)).statusCode).toBe(200);
  });

  it('a mail left mid-send by a server that died is marked failed for staff, never sent twice', async () => {
    const [row] = await t.db.select().from(notifications).where(eq(notifications.orderId, orderId));
    await t.db.update(notifications).set({ state: 'sending' }).where(eq(notifications.id, row!.id));
    const { sent, mailer, settings } = capture();
    await deliverNotification(t.db, mailer, settings, { notificationId: row!.id }, { isLast: false });
    expect(sent).toEqual([]);
    const [after] = await t.db.select().from(notifications).where(eq(notifications.id, row!.id));
    expect(after).toMatchObject({ state: 'failed', lastError: INTERRUPTED });
  });
});
