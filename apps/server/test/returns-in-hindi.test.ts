import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Return } from '@shop/domain';
import { notifications, orderItems, orders } from '../src/db/schema/index.js';
import { createUserWithSession } from './support/fixtures.js';
import { addToCart, goodAddress, makeProduct } from './support/order-fixtures.js';
import { MAIL_SHOP } from './support/mail-shop.js';
import { saveTaxSettings, TAX } from './support/tax-settings.js';
import { createTestApp, json, type TestApp } from './support/test-app.js';
import { composeMail } from '../src/modules/notifications/compose.js';
import { renderMail } from '../src/modules/notifications/templates/render.js';
import { HINDI } from './support/hindi-page.js';
import { makeHindiKurti } from './support/hindi-kurti.js';

type Headers = Record<string, string>;
type Auth = { authorization: string };

/**
 * Issue 28: a shopper's returns name her pieces as her order kept them, in Hindi on her Hindi pages
 * and in a Hindi order's mails, each word falling back to the English on its own; the shop's copy,
 * staff's desk and English pages keep the English; an exchange's replacement order goes on in Hindi.
 */
describe('returns in Hindi', () => {
  let t: TestApp;
  let admin: Auth;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithSession(t.db, 'admin');
    await saveTaxSettings(t.app, admin.authorization, TAX.inclusive);
  });
  afterAll(async () => {
    await t.close();
  });

  const tag = () => randomBytes(2).toString('hex');
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, auth: Auth, payload?: object, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: auth.authorization, ...headers },
      ...(payload ? { payload } : {}),
    });
  const step = (returnId: string, payload: object) =>
    call('PATCH', `/api/returns/${returnId}`, admin, payload);

  /**
   * A delivered order, placed from the Hindi pages, of a kurti in M / Indigo (its name and colours in
   * Hindi, its size not) and a stole without any Hindi.
   */
  async function deliveredHindiOrder() {
    const kurti = await makeHindiKurti(t.db);
    const { indigo, mustard } = kurti;
    const stole = await makeProduct(t.db, { name: `Plain Stole ${tag()}`, price: 500 });
    const me = await createUserWithSession(t.db, 'customer', { fullName: 'Sunita Verma' });
    await addToCart(t.app, me.authorization, kurti.id, 1, { variantId: indigo });
    await addToCart(t.app, me.authorization, stole.id, 1);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: me.authorization, 'idempotency-key': `returns-hi-${tag()}`, ...HINDI },
      payload: { shippingAddress: goodAddress, language: 'hi' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = json(placed).data.order as Order;
    for (const status of ['processing', 'shipped', 'delivered']) {
      const moved = await call('PATCH', `/api/orders/${order.id}/status`, admin, {
        status,
        ...(status === 'shipped' ? { courier: 'Delhivery', trackingNumber: '1490811234569' } : {}),
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const lineOf = (productId: string) => order.items.find((item) => item.productId === productId)!.id;
    const [kurtiLine, stoleLine] = [lineOf(kurti.id), lineOf(stole.id)];
    return { me, order, kurti, stole, mustard, kurtiLine, stoleLine };
  }

  /** Her request: the kurti exchanged for Mustard, the stole refunded. */
  async function askReturn(headers: Headers = HINDI) {
    const placed = await deliveredHindiOrder();
    const asked = await call(
      'POST',
      `/api/orders/${placed.order.id}/returns`,
      placed.me,
      {
        items: [
          {
            orderItemId: placed.kurtiLine,
            quantity: 1,
            resolution: 'exchange',
            exchangeVariantId: placed.mustard,
          },
          { orderItemId: placed.stoleLine, quantity: 1, resolution: 'refund' },
        ],
        reason: 'size',
        // Cash on Delivery: the stole's refund goes to her UPI ID.
        refundTo: { upiId: 'sunita.verma@okhdfcbank' },
      },
      headers,
    );
    expect(asked.statusCode, asked.body).toBe(201);
    return { ...placed, answer: json(asked).data.return as Return };
  }

  const piecesOf = (view: Return) =>
    view.items.map(({ name, variantTitle, exchangeVariantTitle }) => ({
      name,
      variantTitle,
      exchangeVariantTitle,
    }));

  it('reads a Hindi order’s return in Hindi to her Hindi pages, and in English to English pages and to staff', async () => {
    const { me, order, kurti, stole, answer } = await askReturn();
    const hindi = [
      { name: 'डाबू कुर्ती', variantTitle: 'M / नील', exchangeVariantTitle: 'M / सरसों पीला' },
      // No Hindi in the catalogue: the English, in either language.
      { name: stole.name, variantTitle: '', exchangeVariantTitle: null },
    ];
    const english = [
      { name: kurti.name, variantTitle: 'M / Indigo', exchangeVariantTitle: 'M / Mustard' },
      { name: stole.name, variantTitle: '', exchangeVariantTitle: null },
    ];
    // The answer to her request itself.
    expect(piecesOf(answer)).toEqual(hindi);

    const cards = async (headers: Headers) => {
      const options = await call('POST', `/api/orders/${order.id}/return-options`, me, {}, headers);
      expect(options.statusCode, options.body).toBe(200);
      return (json(options).data.options.returns as Return[])[0]!;
    };
    expect(piecesOf(await cards(HINDI))).toEqual(hindi);
    // Only the names differ between the two languages' answers.
    const inEnglish = await cards({});
    expect(piecesOf(inEnglish)).toEqual(english);
    expect(await cards(HINDI)).toEqual({
      ...inEnglish,
      items: inEnglish.items.map((item, index) => ({ ...item, ...hindi[index] })),
    });

    const listed = async (auth: Auth, headers: Headers) =>
      (
        json(await call('GET', `/api/orders/${order.id}/returns`, auth, undefined, headers)).data
          .returns as Return[]
      )[0]!;
    expect(piecesOf(await listed(me, HINDI))).toEqual(hindi);
    expect(piecesOf(await listed(me, {}))).toEqual(english);
    const one = async (auth: Auth, headers: Headers) =>
      json(await call('GET', `/api/returns/${answer.id}`, auth, undefined, headers)).data.return as Return;
    expect(piecesOf(await one(me, HINDI))).toEqual(hindi);
    expect(piecesOf(await one(me, {}))).toEqual(english);

    // Staff's returns desk reads the English, whatever the browser asks for.
    expect(piecesOf(await one(admin, HINDI))).toEqual(english);
    expect(piecesOf(await listed(admin, HINDI))).toEqual(english);
    const desk = json(await call('GET', '/api/admin/returns?status=open&limit=100', admin, undefined, HINDI));
    expect(piecesOf((desk.data.returns as Return[]).find((view) => view.id === answer.id)!)).toEqual(english);

    // Taking it back from her Hindi page answers in Hindi too.
    const cancelled = await call('POST', `/api/returns/${answer.id}/cancel`, me, {}, HINDI);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(piecesOf(json(cancelled).data.return as Return)).toEqual(hindi);
  });

  it('names the pieces in Hindi in her mails of a Hindi order, in English in the shop’s copy', async () => {
    // Asked from an English page: the mail follows the order's language, not the request's.
    const { order, kurti, stole, answer } = await askReturn({});
    const mails = async () => {
      const queued = await t.db.select().from(notifications).where(eq(notifications.orderId, order.id));
      const rendered = await Promise.all(
        queued
          .filter((row) => row.kind.includes('return'))
          .map(async (row) => {
            const mail = await composeMail(t.db, row, { shop: MAIL_SHOP, lowStockThreshold: 3 });
            return [row.kind, await renderMail(row.recipient, mail)] as const;
          }),
      );
      return Object.fromEntries(rendered);
    };

    const asked = await mails();
    expect(asked.return_requested?.text).toContain('डाबू कुर्ती (M / नील) × 1: M / सरसों पीला से एक्सचेंज');
    expect(asked.return_requested?.text).toContain(`${stole.name} × 1: रिफ़ंड`);
    expect(asked.return_requested?.text).not.toContain(kurti.name);
    expect(asked.shop_new_return?.text).toContain(`${kurti.name} (M / Indigo) × 1: exchange for M / Mustard`);
    expect(asked.shop_new_return?.text).toContain(`${stole.name} × 1: refund`);
    expect(asked.shop_new_return?.text).not.toMatch(/[\u0900-\u097F]/);

    expect((await step(answer.id, { status: 'approved', pickup: { method: 'customer' } })).statusCode).toBe(
      200,
    );
    expect((await mails()).return_approved?.text).toContain('डाबू कुर्ती (M / नील) × 1');
  });

  it('sends an exchange of a Hindi order as a replacement order in Hindi, its new variant named in Hindi', async () => {
    const { me, order, kurti, mustard, answer } = await askReturn();
    expect((await step(answer.id, { status: 'approved', pickup: { method: 'customer' } })).statusCode).toBe(
      200,
    );
    expect((await step(answer.id, { status: 'picked_up' })).statusCode).toBe(200);
    const received = await step(answer.id, {
      status: 'received',
      items: answer.items.map((item) => ({ returnItemId: item.id, restock: true })),
    });
    expect(received.statusCode, received.body).toBe(200);
    const exchanged = await step(answer.id, { status: 'exchanged' });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const replacementId = (json(exchanged).data.return as Return).replacementOrderId!;
    // Staff's answer stays English.
    expect(piecesOf(json(exchanged).data.return as Return)[0]).toMatchObject({
      name: kurti.name,
      exchangeVariantTitle: 'M / Mustard',
    });

    const [replacement] = await t.db.select().from(orders).where(eq(orders.id, replacementId));
    expect(replacement?.language).toBe('hi');
    const [line] = await t.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, replacementId), eq(orderItems.variantId, mustard)));
    expect(line).toMatchObject({
      productName: kurti.name,
      productNameHi: 'डाबू कुर्ती',
      variantTitle: 'M / Mustard',
      variantTitleHi: 'M / सरसों पीला',
    });

    const read = async (headers: Headers) =>
      json(await call('GET', `/api/orders/${replacementId}`, me, undefined, headers)).data.order as Order;
    expect((await read(HINDI)).items[0]).toMatchObject({ name: 'डाबू कुर्ती', variantTitle: 'M / सरसों पीला' });
    expect((await read({})).items[0]).toMatchObject({ name: kurti.name, variantTitle: 'M / Mustard' });

    // Her mail of the exchange names the replacement piece in Hindi.
    const [mailRow] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, order.id), eq(notifications.kind, 'return_exchanged')));
    const mail = await renderMail(
      mailRow!.recipient,
      await composeMail(t.db, mailRow!, { shop: MAIL_SHOP, lowStockThreshold: 3 }),
    );
    expect(mail.text).toContain('डाबू कुर्ती (M / नील) × 1: M / सरसों पीला से एक्सचेंज');
  });
});
