import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { addToCart, checkout, makeProduct } from '../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import { composeMail } from './compose.js';
import { notifyReturnStep } from './index.js';
import type { ReturnMail } from './outbox.js';
import type { ReturnMailFacts } from './return-payload.js';
import { renderMail } from './templates/render.js';
import { MAIL_SHOP } from '../../../test/support/mail-shop.js';

const shop = MAIL_SHOP;

const payload: ReturnMailFacts = {
  customerName: 'Asha Verma',
  returnNumber: 'R-3F2A9C1B-1',
  orderNumber: '3F2A9C1B',
  reason: 'damaged',
  pieces: [{ name: 'Kundan Jhumka (Gold)', quantity: 1, resolution: 'refund', exchangeFor: null }],
};
/** The payload as the outbox keeps it: flat text, the pieces as JSON. */
const kept = {
  ...payload,
  pieces: '[{"name":"Kundan Jhumka (Gold)","quantity":1,"resolution":"refund","exchangeFor":null}]',
};

describe('notifyReturnStep: a return’s mails in the outbox (decision 054)', () => {
  let t: TestApp;
  let orderId: string;
  let email: string;

  beforeAll(async () => {
    t = await createTestApp();
    const me = await createUserWithSession(t.db, 'customer', { fullName: 'Asha Verma' });
    email = me.email;
    const product = await makeProduct(t.db, { name: 'Kundan Jhumka', price: 1299 });
    await addToCart(t.app, me.authorization, product.id, 1);
    const response = await checkout(t.app, me.authorization);
    expect(response.statusCode).toBe(201);
    orderId = (json(response).data.order as { id: string }).id;
  });
  afterAll(() => t.close());

  /** The step's mail as the returns module sends it, to this order's shopper. */
  const mailOf = (step: ReturnMail['step'], extra: Partial<ReturnMailFacts> = {}): ReturnMail => ({
    orderId,
    step,
    recipient: email,
    shopEmail: 'orders@shop.test',
    payload: { ...payload, ...extra },
  });

  const rowsOf = () =>
    t.db.select().from(notifications).where(eq(notifications.orderId, orderId)).orderBy(notifications.kind);

  it('a request writes the shopper’s mail and the shop’s, on the order, in the caller’s transaction', async () => {
    const before = (await rowsOf()).length;
    await t.db
      .transaction(async (tx) => {
        await notifyReturnStep(tx, mailOf('requested'));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await rowsOf()).toHaveLength(before);

    await t.db.transaction((tx) => notifyReturnStep(tx, mailOf('requested')));
    const rows = (await rowsOf()).filter((row) => row.kind.includes('return'));
    expect(rows.map((row) => [row.kind, row.recipient])).toEqual([
      ['return_requested', email],
      ['shop_new_return', 'orders@shop.test'],
    ]);
    expect(rows[0]!.payload).toEqual(kept);

    const settings = { shop, lowStockThreshold: 3 };
    const [mine, shops] = await Promise.all(
      rows.map(async (row) => renderMail(row.recipient, await composeMail(t.db, row, settings))),
    );
    expect(mine!.subject).toBe('We have your return request R-3F2A9C1B-1');
    expect(mine!.text).toContain('Kundan Jhumka (Gold) × 1: refund');
    expect(mine!.text).toContain('Reason: Damaged or defective');
    // A signed-in shopper's order page, read from the order.
    expect(mine!.html).toContain(`https://shop.example/orders/${orderId}`);
    expect(shops!.subject).toBe('New return request R-3F2A9C1B-1 for order #3F2A9C1B');
  });

  it('every later step writes the shopper’s mail only, with what the step adds', async () => {
    await t.db.transaction(async (tx) => {
      for (const step of [
        'approved',
        'picked_up',
        'received',
        'exchanged',
        'cancelled',
        'rejected',
      ] as const) {
        await notifyReturnStep(tx, mailOf(step));
      }
      await notifyReturnStep(
        tx,
        mailOf('refunded', { refundAmount: '₹1,299', refundReference: 'UTR123456789' }),
      );
    });
    const rows = (await rowsOf()).filter((row) => row.kind.includes('return'));
    expect(rows.filter((row) => row.kind === 'shop_new_return')).toHaveLength(1);
    expect(rows.filter((row) => row.recipient === email).map((row) => row.kind)).toEqual([
      'return_approved',
      'return_cancelled',
      'return_exchanged',
      'return_picked_up',
      'return_received',
      'return_refunded',
      'return_rejected',
      'return_requested',
    ]);
    const refunded = rows.find((row) => row.kind === 'return_refunded')!;
    // Only strings are kept: an absent field is left out.
    expect(refunded.payload).toEqual({ ...kept, refundAmount: '₹1,299', refundReference: 'UTR123456789' });
    const mail = await renderMail(email, await composeMail(t.db, refunded, { shop, lowStockThreshold: 3 }));
    expect(mail.text).toContain('We have sent you ₹1,299 (reference UTR123456789)');
  });

  it('a mail written before issue 28, its pieces and pickup kept as English sentences, still goes as written', async () => {
    const [row] = await t.db
      .insert(notifications)
      .values({
        orderId,
        kind: 'return_approved',
        recipient: email,
        payload: {
          customerName: 'Asha Verma',
          returnNumber: 'R-3F2A9C1B-2',
          orderNumber: '3F2A9C1B',
          reason: 'Damaged or defective',
          lines: 'Kundan Jhumka (Gold) × 1: refund',
          pickup: 'Delhivery will pick the parcel up, AWB 1234567890',
        },
      })
      .returning();
    const mail = await renderMail(email, await composeMail(t.db, row!, { shop, lowStockThreshold: 3 }));
    expect(mail.subject).toBe('Your return R-3F2A9C1B-2 is approved');
    expect(mail.text).toContain('Kundan Jhumka (Gold) × 1: refund');
    expect(mail.text).toContain('Reason: Damaged or defective');
    expect(mail.text).toContain('Delhivery will pick the parcel up, AWB 1234567890');
  });
});
