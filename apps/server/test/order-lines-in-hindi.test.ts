import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shop/domain';
import { invoices, notifications, orderItems, products } from '../src/db/schema/index.js';
import { createUserWithSession } from './support/fixtures.js';
import { addToCart, goodAddress, makeProduct } from './support/order-fixtures.js';
import { MAIL_SHOP } from './support/mail-shop.js';
import { saveTaxSettings, TAX } from './support/tax-settings.js';
import { createTestApp, json, type TestApp } from './support/test-app.js';
import { composeMail } from '../src/modules/notifications/compose.js';
import { renderMail } from '../src/modules/notifications/templates/render.js';
import { pdfText } from './support/pdf-words.js';
import { HINDI } from './support/hindi-page.js';
import { makeHindiKurti } from './support/hindi-kurti.js';

type Headers = Record<string, string>;

/**
 * Issue 28: an order's lines keep the Hindi the shopper saw in the cart, and every screen and mail of
 * hers names them so, while English requests, the shop's mail, staff's desk and the invoice keep
 * the English word for word.
 */
describe('order lines in Hindi', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithSession(t.db, 'admin')).authorization;
    await saveTaxSettings(t.app, admin, TAX.inclusive);
  });
  afterAll(async () => {
    await t.close();
  });

  const tag = () => randomBytes(2).toString('hex');

  const hindiKurti = () => makeHindiKurti(t.db);

  /** A signed-in shopper's order of the kurti in Indigo and a stole without Hindi, from the pages of `language`. */
  async function order(language: 'hi' | 'en') {
    const kurti = await hindiKurti();
    const stole = await makeProduct(t.db, { name: `Plain Stole ${tag()}`, price: 500 });
    const me = await createUserWithSession(t.db, 'customer', { fullName: 'Sunita Verma' });
    await addToCart(t.app, me.authorization, kurti.id, 1, { variantId: kurti.indigo });
    await addToCart(t.app, me.authorization, stole.id, 1);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: {
        authorization: me.authorization,
        'idempotency-key': `lines-in-hindi-${tag()}-${Date.now()}`,
        ...(language === 'hi' ? HINDI : {}),
      },
      payload: { shippingAddress: goodAddress, language },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const answer = json(placed).data.order as Order;
    return { me, kurti, stole, answer };
  }

  const get = (url: string, authorization: string, headers: Headers = {}) =>
    t.app.inject({ method: 'GET', url, headers: { authorization, ...headers } });
  const readOrder = async (id: string, authorization: string, headers: Headers = {}) =>
    json(await get(`/api/orders/${id}`, authorization, headers)).data.order as Order;
  const track = async (number: string, headers: Headers = {}) =>
    json(
      await t.app.inject({
        method: 'POST',
        url: '/api/orders/track',
        headers,
        payload: { orderNumber: number, phone: goodAddress.phone },
      }),
    ).data.order as { items: { name: string; variantTitle: string }[] };
  const linesOf = (items: readonly { name: string; variantTitle: string }[]) =>
    items.map(({ name, variantTitle }) => ({ name, variantTitle }));
  const setStatus = (orderId: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/status`,
      headers: { authorization: admin },
      payload,
    });

  it('reads a Hindi order’s lines in Hindi to a Hindi request, and in English, unchanged, to an English one', async () => {
    const { me, kurti, stole, answer } = await order('hi');
    const hindiLines = [
      { name: 'डाबू कुर्ती', variantTitle: 'M / नील' },
      // No Hindi in the catalogue: the English, in either language.
      { name: stole.name, variantTitle: '' },
    ];
    const englishLines = [
      { name: kurti.name, variantTitle: 'M / Indigo' },
      { name: stole.name, variantTitle: '' },
    ];
    // The answer to the checkout itself (the order page opens with it).
    expect(linesOf(answer.items)).toEqual(hindiLines);

    const english = await readOrder(answer.id, me.authorization);
    expect(linesOf(english.items)).toEqual(englishLines);
    // Only the names differ between the two languages' answers.
    const hindi = await readOrder(answer.id, me.authorization, HINDI);
    expect(hindi).toEqual({
      ...english,
      items: english.items.map((item, index) => ({ ...item, ...hindiLines[index] })),
    });

    const list = async (headers: Headers) =>
      (json(await get('/api/orders', me.authorization, headers)).data.orders as Order[])[0]!;
    expect(linesOf((await list(HINDI)).items)).toEqual(hindiLines);
    expect(linesOf((await list({})).items)).toEqual(englishLines);

    expect(linesOf((await track(answer.number, HINDI)).items)).toEqual(hindiLines);
    expect(linesOf((await track(answer.number)).items)).toEqual(englishLines);

    // A snapshot: the catalogue's Hindi written again later does not rename what she ordered.
    await t.db
      .update(products)
      .set({ translations: { hi: { name: 'नई कुर्ती' } } })
      .where(eq(products.id, kurti.id));
    expect(linesOf((await readOrder(answer.id, me.authorization, HINDI)).items)).toEqual(hindiLines);

    // Staff's desk reads the English, whatever the browser asks for.
    const desk = json(await get(`/api/admin/orders?search=${answer.number}`, admin, HINDI)).data
      .orders as Order[];
    expect(linesOf(desk[0]!.items)).toEqual(englishLines);
    expect(linesOf((await readOrder(answer.id, admin, HINDI)).items)).toEqual(englishLines);
  });

  it('keeps the Hindi of an order from the English pages too, for her Hindi pages, and reads an older order in English', async () => {
    const { me, kurti, answer } = await order('en');
    expect(answer.items[0]).toMatchObject({ name: kurti.name, variantTitle: 'M / Indigo' });
    expect((await readOrder(answer.id, me.authorization, HINDI)).items[0]).toMatchObject({
      name: 'डाबू कुर्ती',
      variantTitle: 'M / नील',
    });

    // An order placed before its lines kept any Hindi.
    await t.db
      .update(orderItems)
      .set({ productNameHi: null, variantTitleHi: null })
      .where(eq(orderItems.orderId, answer.id));
    expect((await readOrder(answer.id, me.authorization, HINDI)).items[0]).toMatchObject({
      name: kurti.name,
      variantTitle: 'M / Indigo',
    });
  });

  it('names the pieces in Hindi in a Hindi order’s mails, in English in the shop’s and on the invoice', async () => {
    const { kurti, stole, answer } = await order('hi');
    const mails = async () => {
      const queued = await t.db.select().from(notifications).where(eq(notifications.orderId, answer.id));
      const rendered = await Promise.all(
        queued.map(async (row) => {
          const mail = await composeMail(t.db, row, { shop: MAIL_SHOP, lowStockThreshold: 3 });
          return [row.kind, await renderMail(row.recipient, mail)] as const;
        }),
      );
      return Object.fromEntries(rendered);
    };

    const placed = await mails();
    expect(placed.order_placed?.text).toContain('डाबू कुर्ती (M / नील) × 1');
    expect(placed.order_placed?.text).toContain(`${stole.name} × 1`);
    expect(placed.order_placed?.text).not.toContain(kurti.name);
    expect(placed.shop_new_order?.text).toContain(`${kurti.name} (M / Indigo) × 1`);
    expect(placed.shop_new_order?.text).not.toContain('डाबू');

    expect((await setStatus(answer.id, { status: 'processing' })).statusCode).toBe(200);
    const shipped = await setStatus(answer.id, {
      status: 'shipped',
      courier: 'Delhivery',
      trackingNumber: '1490811234567',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);

    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, answer.id));
    expect(invoice?.document.lines.map((line) => line.description)).toEqual(
      expect.arrayContaining([`${kurti.name} (M / Indigo)`, stole.name]),
    );
    const pdf = await get(`/api/orders/${answer.id}/invoice`, admin, HINDI);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(kurti.name);
    expect(text).not.toMatch(/[\u0900-\u097F]/);
  });

  it('shows the return form’s lines and the colours to exchange for in Hindi to a Hindi page', async () => {
    const { me, kurti, answer } = await order('hi');
    for (const status of ['processing', 'shipped', 'delivered']) {
      const moved = await setStatus(answer.id, {
        status,
        ...(status === 'shipped' ? { courier: 'Delhivery', trackingNumber: '1490811234568' } : {}),
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const options = async (headers: Headers) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${answer.id}/return-options`,
        headers: { authorization: me.authorization, ...headers },
      });
      expect(response.statusCode, response.body).toBe(200);
      const lines = json(response).data.options.lines as {
        name: string;
        variantTitle: string;
        exchangeOptions: { title: string }[];
      }[];
      return lines.find((line) => line.exchangeOptions.length > 0);
    };
    expect(await options(HINDI)).toMatchObject({
      name: 'डाबू कुर्ती',
      variantTitle: 'M / नील',
      exchangeOptions: [{ title: 'M / सरसों पीला' }],
    });
    expect(await options({})).toMatchObject({
      name: kurti.name,
      variantTitle: 'M / Indigo',
      exchangeOptions: [{ title: 'M / Mustard' }],
    });
  });
});
