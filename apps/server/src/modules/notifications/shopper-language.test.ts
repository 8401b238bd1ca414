import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminComplaint } from '@shop/domain';
import { complaints, notifications, products, productVariants, stockAlerts } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createCategory, createProduct } from '../../../test/support/catalog-fixtures.js';
import { addToCart, checkout, goodAddress, makeProduct } from '../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import { MAIL_SHOP } from '../../../test/support/mail-shop.js';
import { composeMail } from './compose.js';
import { renderMail } from './templates/render.js';

type Row = typeof notifications.$inferSelect;

/**
 * Issue 28: a complaint filed, a return asked and a stock alert set from the Hindi pages are written
 * to in Hindi, their links opening the Hindi pages; from the English pages exactly as before. The
 * shop's own mails stay English.
 */
describe('complaint, return and stock-alert mails in the shopper’s language', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithSession(t.db, 'admin');
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, authorization?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
  const patch = (url: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url, payload, headers: { authorization: admin.authorization } });

  /** Each queued mail as it would be sent, by its kind (the last of a kind wins). */
  async function sent(rows: Row[]) {
    const settings = { shop: MAIL_SHOP, lowStockThreshold: 3 };
    const mails = await Promise.all(
      rows.map(async (row) => [
        row.kind,
        await renderMail(row.recipient, await composeMail(t.db, row, settings)),
      ]),
    );
    return Object.fromEntries(mails) as Record<string, Awaited<ReturnType<typeof renderMail>>>;
  }

  describe('complaints', () => {
    const complaint = (language?: string) => ({
      name: 'Meera Sharma',
      email: `meera.${randomUUID().slice(0, 8)}@example.in`,
      phone: '9810012345',
      subject: 'Jhumka arrived broken',
      message: 'One of the pair arrived with a broken hook.',
      ...(language ? { language } : {}),
    });

    /** Files it, then staff answer and resolve it; answers its id, ticket and every mail. */
    async function fileAndAnswer(body: ReturnType<typeof complaint>, reply: string) {
      const filed = await post('/api/complaints', body);
      expect(filed.statusCode, filed.body).toBe(201);
      const { ticketNumber } = json(filed).data.complaint;
      const [row] = await t.db.select().from(complaints).where(eq(complaints.ticketNumber, ticketNumber));
      const id = row!.id;
      expect(
        (await post(`/api/admin/complaints/${id}/replies`, { message: reply }, admin.authorization))
          .statusCode,
      ).toBe(201);
      expect((await post(`/api/admin/complaints/${id}/resolve`, {}, admin.authorization)).statusCode).toBe(
        200,
      );
      const rows = await t.db.select().from(notifications).where(eq(notifications.recipient, body.email));
      return { id, ticketNumber, mails: await sent(rows) };
    }

    /** The complaint as staff read it in the back office. */
    const staffSees = async (id: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/complaints/${id}`,
        headers: { authorization: admin.authorization },
      });
      return (json(response) as { data: { complaint: AdminComplaint } }).data.complaint;
    };

    it('one filed from the Hindi grievance page is acknowledged, answered and resolved in Hindi, and staff see its language', async () => {
      const { id, ticketNumber, mails } = await fileAndAnswer(
        complaint('hi'),
        'हमें खेद है। नई जोड़ी कल भेज दी जाएगी।',
      );
      expect((await staffSees(id)).language).toBe('hi');

      const received = mails.complaint_received!;
      expect(received.subject).toBe(`आपकी शिकायत हमें मिल गई है (${ticketNumber})`);
      expect(received.html).toContain('lang="hi"');
      expect(received.text).toContain(`नमस्ते Meera, यह आपकी शिकायत ${ticketNumber} (“Jhumka arrived broken”)`);
      expect(received.text).toMatch(
        /हमारे शिकायत अधिकारी \d+ \S+ \d{4}, \d{1,2}:\d\d बजे तक आपकी शिकायत मिलने की पुष्टि करेंगे/,
      );
      expect(received.text).toContain('https://shop.example/hi/grievance');
      expect(received.text).not.toMatch(/acknowledge|November|December|January/);
      // Staff's reply goes as written, inside the Hindi mail.
      expect(mails.complaint_reply!.subject).toBe(`आपकी शिकायत पर हमारा जवाब (${ticketNumber})`);
      expect(mails.complaint_reply!.text).toContain('नई जोड़ी कल भेज दी जाएगी।');
      expect(mails.complaint_resolved!.subject).toBe(`आपकी शिकायत सुलझा दी गई है (${ticketNumber})`);
      expect(mails.complaint_resolved!.text).toContain('अगर आप समाधान से संतुष्ट नहीं हैं');
    });

    it('one from the English page reads as it always has', async () => {
      const { id, ticketNumber, mails } = await fileAndAnswer(complaint(), 'A new pair leaves tomorrow.');
      expect((await staffSees(id)).language).toBe('en');
      const received = mails.complaint_received!;
      expect(received.subject).toBe(`We have received your complaint (${ticketNumber})`);
      expect(received.html).toContain('lang="en"');
      expect(received.text).toContain(
        `Namaste Meera, this is about your complaint ${ticketNumber}, “Jhumka arrived broken”.`,
      );
      expect(received.text).toMatch(
        /Our grievance officer will acknowledge it by \d+ \w+ \d{4} at .* and resolve it by/,
      );
      expect(received.text).toContain('Follow my complaint https://shop.example/grievance');
      expect(received.text).not.toContain('/hi/');
      expect(mails.complaint_reply!.subject).toBe(`A reply to your complaint (${ticketNumber})`);
      expect(mails.complaint_resolved!.text).toContain('If you are not satisfied, reply to this mail');
    });

    it('refuses a language it does not write in with 422, recording nothing', async () => {
      const before = await t.db.$count(complaints);
      const refused = await post('/api/complaints', complaint('fr'));
      expect(refused.statusCode).toBe(422);
      expect(json(refused).details).toEqual([expect.objectContaining({ field: 'language' })]);
      expect(await t.db.$count(complaints)).toBe(before);
    });
  });

  describe('returns', () => {
    /** A delivered order of one kurti in M, placed from the pages of `language`, and its return of it for an L. */
    async function exchangedForL(language?: 'hi') {
      const suffix = randomUUID().slice(0, 8);
      const product = await createProduct(t.db, {
        name: `Indigo Kurti ${suffix}`,
        price: 1299,
        categoryId: (await createCategory(t.db, { name: `Kurtis ${suffix}`, slug: `kurtis-${suffix}` })).id,
        options: [{ name: 'Size', values: ['M', 'L'] }],
        variants: [{ optionValues: { Size: 'M' } }, { optionValues: { Size: 'L' } }],
      });
      const [m, l] = product.variants;
      const me = await createUserWithSession(t.db, 'customer', { fullName: 'Asha Verma' });
      await addToCart(t.app, me.authorization, product.id, 1, { variantId: m!.id });
      const placed = await checkout(t.app, me.authorization, {
        body: { shippingAddress: goodAddress, ...(language ? { language } : {}) },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const order = json(placed).data.order as { id: string; items: { id: string }[] };
      for (const status of [
        { status: 'processing' },
        { status: 'shipped', courier: 'Delhivery', trackingNumber: '1490811234567' },
        { status: 'delivered' },
      ]) {
        expect((await patch(`/api/orders/${order.id}/status`, status)).statusCode).toBe(200);
      }
      const asked = await post(
        `/api/orders/${order.id}/returns`,
        {
          items: [
            {
              orderItemId: order.items[0]!.id,
              quantity: 1,
              resolution: 'exchange',
              exchangeVariantId: l!.id,
            },
          ],
          reason: 'size',
        },
        me.authorization,
      );
      expect(asked.statusCode, asked.body).toBe(201);
      const returned = json(asked).data.return as { id: string; number: string };
      const approved = await patch(`/api/returns/${returned.id}`, {
        status: 'approved',
        pickup: { method: 'courier', courier: 'Delhivery', trackingNumber: '9988776655' },
      });
      expect(approved.statusCode, approved.body).toBe(200);
      const rows = await t.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.orderId, order.id),
            inArray(notifications.kind, ['return_requested', 'return_approved', 'shop_new_return']),
          ),
        );
      return { orderId: order.id, number: returned.number, name: product.name, mails: await sent(rows) };
    }

    it('of an order placed in Hindi is written to in Hindi, with links to the Hindi pages; the shop hears in English', async () => {
      const { orderId, number, name, mails } = await exchangedForL('hi');
      const requested = mails.return_requested!;
      expect(requested.subject).toBe(`आपका रिटर्न अनुरोध ${number} हमें मिल गया है`);
      expect(requested.html).toContain('lang="hi"');
      expect(requested.text).toContain(`${name} (M) × 1: L से एक्सचेंज`);
      expect(requested.text).toContain('कारण: साइज़ फ़िट नहीं है');
      expect(requested.text).toContain(`https://shop.example/hi/orders/${orderId}`);
      const approved = mails.return_approved!;
      expect(approved.subject).toBe(`आपका रिटर्न ${number} मंज़ूर हो गया है`);
      expect(approved.text).toContain('Delhivery आपके पास से पार्सल पिकअप करेगा, AWB 9988776655');
      expect(approved.text).not.toMatch(/Namaste|Reason|pick the parcel up|View your order/);

      const shop = mails.shop_new_return!;
      expect(shop.subject).toMatch(new RegExp(`^New return request ${number} for order #`));
      expect(shop.text).toContain(`${name} (M) × 1: exchange for L`);
      expect(shop.text).toContain('Reason: Size does not fit');
    });

    it('of an order placed in English reads as it always has', async () => {
      const { orderId, number, name, mails } = await exchangedForL();
      const requested = mails.return_requested!;
      expect(requested.subject).toBe(`We have your return request ${number}`);
      expect(requested.text).toContain(`Namaste Asha, this is about your return ${number} from order`);
      expect(requested.text).toContain(`${name} (M) × 1: exchange for L`);
      expect(requested.text).toContain('Reason: Size does not fit');
      expect(requested.text).toContain(`View your order https://shop.example/orders/${orderId}`);
      expect(requested.text).not.toContain('/hi/');
      expect(mails.return_approved!.text).toContain('Delhivery will pick the parcel up, AWB 9988776655');
    });
  });

  describe('stock alerts', () => {
    /** A cushion sold out in Indigo, its Hindi name given or not. */
    async function soldOut(hindiName?: string) {
      const product = await makeProduct(t.db, {
        name: `Ikat Cushion ${randomUUID().slice(0, 4)}`,
        price: 799,
        options: [{ name: 'Colour', values: ['Indigo', 'Rust'] }],
        variants: [
          { optionValues: { Colour: 'Indigo' }, stockQuantity: 0 },
          { optionValues: { Colour: 'Rust' }, stockQuantity: 4 },
        ],
      });
      if (hindiName) {
        await t.db
          .update(products)
          .set({ translations: { hi: { name: hindiName } } })
          .where(eq(products.id, product.id));
      }
      return { ...product, indigo: product.variants[0]!.id };
    }
    const ask = (productId: string, payload: object) =>
      post(`/api/products/${productId}/stock-alerts`, payload);
    /** Restocks the variant; answers the mail each recipient is sent. */
    async function restock(variantId: string) {
      await t.db.update(productVariants).set({ stockQuantity: 3 }).where(eq(productVariants.id, variantId));
      const rows = await t.db.select().from(notifications).where(eq(notifications.kind, 'back_in_stock'));
      const mine = rows.filter((row) => row.payload.variantId === variantId);
      return Object.fromEntries(
        await Promise.all(
          mine.map(async (row) => [row.recipient, (await sent([row])).back_in_stock!] as const),
        ),
      );
    }

    it('asked from a Hindi product page is answered in Hindi with the Hindi name and page; from an English one as before', async () => {
      const cushion = await soldOut('इकत कुशन');
      expect(
        (await ask(cushion.id, { email: 'ravi@example.test', variantId: cushion.indigo, language: 'hi' }))
          .statusCode,
      ).toBe(201);
      expect(
        (await ask(cushion.id, { email: 'anya@example.test', variantId: cushion.indigo })).statusCode,
      ).toBe(201);
      const waiting = await t.db.select().from(stockAlerts).where(eq(stockAlerts.variantId, cushion.indigo));
      expect(Object.fromEntries(waiting.map((row) => [row.email, row.language]))).toEqual({
        'ravi@example.test': 'hi',
        'anya@example.test': 'en',
      });

      const mails = await restock(cushion.indigo);
      const hindi = mails['ravi@example.test']!;
      expect(hindi.subject).toBe('फिर से स्टॉक में: इकत कुशन (Indigo)');
      expect(hindi.html).toContain('lang="hi"');
      expect(hindi.text).toContain('इकत कुशन (Indigo) फिर से ₹799 में उपलब्ध है');
      expect(hindi.text).toContain(`https://shop.example/hi/product/${cushion.id}?variant=${cushion.indigo}`);
      const english = mails['anya@example.test']!;
      expect(english.subject).toBe(`Back in stock: ${cushion.name} (Indigo)`);
      expect(english.text).toContain(
        `You asked us to tell you: ${cushion.name} (Indigo) is available again at ₹799.`,
      );
      expect(english.text).toContain(
        `See it in the shop https://shop.example/product/${cushion.id}?variant=${cushion.indigo}`,
      );
    });

    it('asked again from a Hindi page while an English request waits, is written in Hindi, once; after its mail, waits again', async () => {
      const cushion = await soldOut('इकत कुशन');
      const payload = { email: 'kavya@example.test', variantId: cushion.indigo };
      const row = async () =>
        (
          await t.db
            .select()
            .from(stockAlerts)
            .where(and(eq(stockAlerts.variantId, cushion.indigo), eq(stockAlerts.email, payload.email)))
        )[0]!;
      expect((await ask(cushion.id, payload)).statusCode).toBe(201);
      const first = await row();

      const again = await ask(cushion.id, { ...payload, language: 'hi' });
      expect(again.statusCode).toBe(200);
      expect(json(again).data.alreadyRegistered).toBe(true);
      // Still the one request, in its place; only its language follows the page.
      expect(await row()).toEqual({ ...first, language: 'hi' });
      expect((await restock(cushion.indigo))[payload.email]!.subject).toBe('फिर से स्टॉक में: इकत कुशन (Indigo)');

      // Told once, sold out again, asked again from an English page: it waits again, in English.
      await t.db
        .update(productVariants)
        .set({ stockQuantity: 0 })
        .where(eq(productVariants.id, cushion.indigo));
      const renewed = await ask(cushion.id, payload);
      expect(renewed.statusCode).toBe(201);
      expect(json(renewed).data.alreadyRegistered).toBe(false);
      expect(await row()).toMatchObject({ id: first.id, language: 'en', notifiedAt: null });
    });

    it('names a product without a Hindi name by its English one in the Hindi mail', async () => {
      const cushion = await soldOut();
      await ask(cushion.id, { email: 'meena@example.test', variantId: cushion.indigo, language: 'hi' });
      const mail = (await restock(cushion.indigo))['meena@example.test']!;
      expect(mail.subject).toBe(`फिर से स्टॉक में: ${cushion.name} (Indigo)`);
    });

    it('refuses a language it does not write in with 422, recording nothing', async () => {
      const cushion = await soldOut();
      const refused = await ask(cushion.id, {
        email: 'x@example.test',
        variantId: cushion.indigo,
        language: 'ta',
      });
      expect(refused.statusCode).toBe(422);
      expect(json(refused).details).toEqual([expect.objectContaining({ field: 'language' })]);
      expect(await t.db.$count(stockAlerts, eq(stockAlerts.variantId, cushion.indigo))).toBe(0);
    });
  });
});
