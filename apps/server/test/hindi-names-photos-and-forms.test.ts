import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '@shop/domain';
import { complaints, products, productVariants, returnPhotos, returns } from '../src/db/schema/index.js';
import { createUserWithSession } from './support/fixtures.js';
import {
  addToCart,
  cartOf,
  checkout,
  goodAddress,
  makeProduct,
  orderCount,
  variantStockOf,
} from './support/order-fixtures.js';
import { createTestApp, json, type TestApp } from './support/test-app.js';
import { HINDI } from './support/hindi-page.js';

/**
 * The rest of a Hindi page's refusals in Hindi (issue 28): a piece named by its Hindi name when
 * checkout or a return refuses it, a return photo refused, and a form's fields refused by the
 * request's schema. Every other request keeps today's English word for word, and a refusal
 * changes nothing in either language.
 */
describe('the server’s words to a Hindi page: names, photos and form fields', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithSession(t.db, 'admin')).authorization;
  });
  afterAll(async () => {
    await t.close();
  });

  const tag = () => randomBytes(2).toString('hex');

  /** A kurti in Indigo (₹1,200) and Mustard (₹1,400), its name and colours given in Hindi. */
  async function hindiKurti(stock = 5) {
    const kurti = await makeProduct(t.db, {
      name: `Dabu Kurti ${tag()}`,
      price: 1200,
      options: [{ name: 'Colour', values: ['Indigo', 'Mustard'] }],
      variants: [
        { optionValues: { Colour: 'Indigo' }, stockQuantity: stock },
        { optionValues: { Colour: 'Mustard' }, price: 1400, stockQuantity: stock },
      ],
    });
    await t.db
      .update(products)
      .set({
        translations: { hi: { name: 'डाबू कुर्ती' } },
        options: [
          {
            name: 'Colour',
            values: ['Indigo', 'Mustard'],
            translations: { hi: { name: 'रंग', values: { Indigo: 'नील', Mustard: 'सरसों पीला' } } },
          },
        ],
      })
      .where(eq(products.id, kurti.id));
    const [indigo, mustard] = kurti.variants.map((variant) => variant.id) as [string, string];
    return { ...kurti, indigo, mustard };
  }

  const placeOrder = (authorization: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization, 'idempotency-key': `hindi-names-${tag()}-${Date.now()}`, ...headers },
      payload: { shippingAddress: goodAddress },
    });

  describe('checkout', () => {
    it('names a line short of stock by its Hindi name and colour, the English word for word, ordering nothing', async () => {
      const kurti = await hindiKurti();
      const plain = await makeProduct(t.db, { name: `Plain Stole ${tag()}`, price: 500 });
      const me = await createUserWithSession(t.db);
      await addToCart(t.app, me.authorization, kurti.id, 3, { variantId: kurti.indigo });
      await addToCart(t.app, me.authorization, plain.id, 1);
      // Others bought meanwhile: one Indigo left, the stole sold out.
      await t.db
        .update(productVariants)
        .set({ stockQuantity: 1 })
        .where(eq(productVariants.id, kurti.indigo));
      await t.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, plain.id));

      const hindi = await placeOrder(me.authorization, HINDI);
      expect(hindi.statusCode, hindi.body).toBe(409);
      expect(json(hindi)).toEqual({
        success: false,
        code: 'OUT_OF_STOCK',
        message: 'डाबू कुर्ती (नील) के सिर्फ़ 1 बचे हैं',
        details: [
          { field: kurti.id, message: 'डाबू कुर्ती (नील) के सिर्फ़ 1 बचे हैं' },
          // No Hindi name: the English one, inside the Hindi sentence.
          { field: plain.id, message: `${plain.name} का स्टॉक खत्म हो गया है` },
        ],
      });

      const english = await placeOrder(me.authorization);
      expect(json(english)).toEqual({
        success: false,
        code: 'OUT_OF_STOCK',
        message: `Only 1 left of ${kurti.name} (Indigo)`,
        details: [
          { field: kurti.id, message: `Only 1 left of ${kurti.name} (Indigo)` },
          { field: plain.id, message: `${plain.name} is out of stock` },
        ],
      });
      expect(await orderCount(t.db, me.userId)).toBe(0);
      expect(await variantStockOf(t.db, kurti.indigo)).toBe(1);
      expect(await cartOf(t.db, me.userId)).toHaveLength(2);
    });
  });

  describe('returns', () => {
    const setStatus = (orderId: string, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${orderId}/status`,
        headers: { authorization: admin },
        payload,
      });

    /** A delivered order of one piece of a variant, and its buyer. */
    async function delivered(productId: string, variantId: string) {
      const me = await createUserWithSession(t.db);
      await addToCart(t.app, me.authorization, productId, 1, { variantId });
      const placed = await checkout(t.app, me.authorization);
      expect(placed.statusCode, placed.body).toBe(201);
      const order = json(placed).data.order as { id: string; items: { id: string }[] };
      for (const step of [
        { status: 'processing' },
        { status: 'shipped', courier: 'Delhivery', trackingNumber: '1490811234567' },
        { status: 'delivered' },
      ]) {
        const changed = await setStatus(order.id, step);
        expect(changed.statusCode, changed.body).toBe(200);
      }
      return { me, orderId: order.id, line: order.items[0]!.id };
    }

    const ask = (orderId: string, authorization: string, body: object, headers = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/returns`,
        headers: { authorization, ...headers },
        payload: body,
      });
    const returnsOf = async (orderId: string) =>
      (await t.db.select({ id: returns.id }).from(returns).where(eq(returns.orderId, orderId))).length;

    it('names the piece and the colour asked for by their Hindi words, the English as before, asking nothing', async () => {
      const kurti = await hindiKurti();
      const { me, orderId, line } = await delivered(kurti.id, kurti.indigo);
      const said = async (body: object, headers = {}) => {
        const response = await ask(orderId, me.authorization, body, headers);
        expect(response.statusCode, response.body).toBe(422);
        return json(response).details[0].message as string;
      };
      const refundOfTwo = {
        items: [{ orderItemId: line, quantity: 2, resolution: 'refund' }],
        reason: 'size',
        refundTo: { upiId: 'asha.verma@okhdfcbank' },
      };
      expect(await said(refundOfTwo, HINDI)).toBe('डाबू कुर्ती के सिर्फ़ 1 पीस अब भी वापस किए जा सकते हैं');
      expect(await said(refundOfTwo)).toBe(`Only 1 of ${kurti.name} can still be returned`);

      const forMustard = {
        items: [{ orderItemId: line, quantity: 1, resolution: 'exchange', exchangeVariantId: kurti.mustard }],
        reason: 'size',
      };
      expect(await said(forMustard, HINDI)).toBe('सरसों पीला खरीदे गए पीस से महँगा है: इसकी जगह रिफ़ंड चुनें');
      expect(await said(forMustard)).toBe(
        'Mustard costs more than the piece bought: choose a refund instead',
      );

      // A piece the shop takes back only when it is at fault (the product's flag).
      await t.db.update(products).set({ returnable: false }).where(eq(products.id, kurti.id));
      const changedMind = {
        ...refundOfTwo,
        items: [{ orderItemId: line, quantity: 1, resolution: 'refund' }],
      };
      expect(await said({ ...changedMind, reason: 'changed_mind' }, HINDI)).toMatch(
        /^डाबू कुर्ती वापस नहीं लिया जा सकता /,
      );
      expect(await said({ ...changedMind, reason: 'changed_mind' })).toMatch(
        new RegExp(`^${kurti.name} cannot be returned `),
      );
      expect(await returnsOf(orderId)).toBe(0);
    });

    it('keeps the order’s English name in a Hindi refusal when the piece has no Hindi name', async () => {
      const stole = await makeProduct(t.db, { name: `Handloom Stole ${tag()}`, price: 650 });
      const { me, orderId, line } = await delivered(stole.id, stole.variantId);
      const response = await ask(
        orderId,
        me.authorization,
        {
          items: [
            { orderItemId: line, quantity: 1, resolution: 'exchange', exchangeVariantId: stole.variantId },
          ],
          reason: 'size',
        },
        HINDI,
      );
      expect(response.statusCode).toBe(422);
      expect(json(response).message).toBe(`${stole.name} का कोई दूसरा साइज़ या वैरिएंट चुनें`);
      expect(await returnsOf(orderId)).toBe(0);
    });

    describe('photos', () => {
      function multipart(files: Buffer[]) {
        const boundary = `----hindi-${randomBytes(6).toString('hex')}`;
        const chunks = files.flatMap((bytes, index) => [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="p${index}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
          ),
          bytes,
          Buffer.from('\r\n'),
        ]);
        chunks.push(Buffer.from(`--${boundary}--\r\n`));
        return {
          payload: Buffer.concat(chunks),
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        };
      }
      const upload = (orderId: string, authorization: string, files: Buffer[], headers = {}) => {
        const body = multipart(files);
        return t.app.inject({
          method: 'POST',
          url: `/api/orders/${orderId}/return-photos`,
          payload: body.payload,
          headers: { ...body.headers, authorization, ...headers },
        });
      };
      const photosOf = async (orderId: string) =>
        (
          await t.db
            .select({ id: returnPhotos.id })
            .from(returnPhotos)
            .where(eq(returnPhotos.orderId, orderId))
        ).length;

      it('refuses a photo it cannot keep in Hindi, and in English as before, keeping nothing', async () => {
        const bangle = await makeProduct(t.db, { name: `Photo Bangle ${tag()}`, price: 800 });
        const { me, orderId } = await delivered(bangle.id, bangle.variantId);
        // A GIF, as a phone's gallery may offer one.
        const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a3' } })
          .gif()
          .toBuffer();
        const wrongType = await upload(orderId, me.authorization, [gif], HINDI);
        expect(wrongType.statusCode).toBe(415);
        expect(json(wrongType)).toEqual({
          success: false,
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'सिर्फ़ JPEG, PNG, WebP या AVIF तस्वीरें अपलोड की जा सकती हैं',
        });
        expect(json(await upload(orderId, me.authorization, [gif])).message).toBe(
          'Only JPEG, PNG, WebP or AVIF images can be uploaded',
        );

        // A JPEG cut short in the sending.
        const whole = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a33' } })
          .jpeg()
          .toBuffer();
        const cut = whole.subarray(0, 40);
        const damaged = await upload(orderId, me.authorization, [cut], HINDI);
        expect(damaged.statusCode).toBe(422);
        expect(json(damaged).message).toBe('यह तस्वीर खुल नहीं सकी; शायद वह ख़राब या अधूरी है');
        expect(json(await upload(orderId, me.authorization, [cut])).message).toBe(
          'The image could not be read; it may be damaged or incomplete',
        );

        const notMultipart = await t.app.inject({
          method: 'POST',
          url: `/api/orders/${orderId}/return-photos`,
          headers: { authorization: me.authorization, ...HINDI },
          payload: { photos: [] },
        });
        expect(notMultipart.statusCode).toBe(415);
        expect(json(notMultipart).message).toBe('फ़ोटो multipart/form-data के रूप में भेजें');
        expect(await photosOf(orderId)).toBe(0);
      });
    });
  });

  describe('form fields', () => {
    let address = 0;
    const file = (payload: object, headers = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/complaints',
        headers,
        payload,
        remoteAddress: `10.78.0.${(address += 1)}`,
      });
    const complaint = {
      name: 'Asha Verma',
      email: 'asha.verma@example.in',
      phone: '9876543210',
      subject: 'Jhumka arrived bent',
      message: 'One of the pair arrived bent at the hook.',
    };

    it('says each kind of field failure in Hindi, keeping the fields, status and English as they were', async () => {
      const before = await t.db.$count(complaints);
      const bad = {
        ...complaint,
        name: '',
        subject: 'x',
        message: 'न'.repeat(4001),
        orderNumber: 'K'.repeat(41),
      };
      const hindi = await file(bad, HINDI);
      expect(hindi.statusCode).toBe(422);
      const english = await file(bad);
      expect(english.statusCode).toBe(422);
      const messages = (response: typeof hindi) =>
        Object.fromEntries(
          (json(response).details as { field: string; message: string }[]).map((d) => [d.field, d.message]),
        );
      expect(messages(hindi)).toEqual({
        // The field rules' own Hindi, where they have it.
        name: 'नाम ज़रूरी है',
        subject: 'यहाँ कम से कम 3 अक्षर लिखें',
        message: 'यहाँ ज़्यादा से ज़्यादा 4000 अक्षर लिखे जा सकते हैं',
        orderNumber: 'यहाँ ज़्यादा से ज़्यादा 40 अक्षर लिखे जा सकते हैं',
      });
      expect(messages(english)).toEqual({
        name: 'Name is required',
        subject: 'Subject must be at least 3 characters',
        message: 'Message must be at most 4000 characters',
        orderNumber: 'Order number must be at most 40 characters',
      });
      // The sentence names the first field, as before.
      expect(json(hindi).message).toBe(`${json(hindi).details[0].field}: ${json(hindi).details[0].message}`);
      expect(json(english).message).toBe(
        `${json(english).details[0].field}: ${json(english).details[0].message}`,
      );

      const { subject: _left, ...withoutSubject } = complaint;
      const missing = await file(withoutSubject, HINDI);
      expect(json(missing)).toEqual({
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'subject: यह जानकारी ज़रूरी है',
        details: [{ field: 'subject', message: 'यह जानकारी ज़रूरी है' }],
      });
      expect(json(await file(withoutSubject)).message).toBe('subject: Subject is required');

      // The form's own check says its own Hindi (hindi-form-checks.test.ts has them all).
      const badPhone = await file({ ...complaint, phone: '12345' }, HINDI);
      expect(json(badPhone).details).toEqual([
        { field: 'phone', message: '10 अंकों का भारतीय मोबाइल या लैंडलाइन नंबर (STD कोड के साथ) लिखें' },
      ]);
      expect(await t.db.$count(complaints)).toBe(before);
    });

    it('says the kind of failure in Hindi whatever the schema’s English: a number, a choice, a list, a stray field', async () => {
      const me = await createUserWithSession(t.db);
      const product = await makeProduct(t.db, { name: `Form Payal ${tag()}`, price: 900 });
      const add = (quantity: unknown, headers = {}) =>
        t.app.inject({
          method: 'POST',
          url: '/api/cart/items',
          headers: { authorization: me.authorization, ...headers },
          payload: { productId: product.id, quantity },
        });
      // The cart's quantity says its own range (hindi-form-checks.test.ts), whatever was wrong with it.
      const half = await add(1.5, HINDI);
      expect(half.statusCode).toBe(422);
      expect(json(half).details).toEqual([
        { field: 'quantity', message: `मात्रा 1 से ${MAX_LINE_QUANTITY} तक की कोई पूरी संख्या होनी चाहिए` },
      ]);
      expect(json(await add(1.5)).details).toEqual([
        { field: 'quantity', message: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}` },
      ]);
      // A field the form does not have.
      const stray = await t.app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers: { authorization: me.authorization, ...HINDI },
        payload: { productId: product.id, quantity: 1, colour: 'red' },
      });
      expect(stray.statusCode).toBe(422);
      expect(json(stray).details).toEqual([
        { field: 'colour', message: 'यह जानकारी सही नहीं है, कृपया इसे जाँच लें' },
      ]);
      expect(await cartOf(t.db, me.userId)).toEqual([]);

      // A return's quantities, each refused with its own English: the kind of failure, with its number.
      const badQuantities = await t.app.inject({
        method: 'POST',
        url: `/api/orders/00000000-0000-4000-8000-000000000000/returns`,
        headers: { authorization: me.authorization, ...HINDI },
        payload: {
          items: [
            { orderItemId: '00000000-0000-4000-8000-000000000001', quantity: 1.5, resolution: 'refund' },
            { orderItemId: '00000000-0000-4000-8000-000000000002', quantity: 0, resolution: 'refund' },
          ],
          reason: 'size',
        },
      });
      expect(badQuantities.statusCode).toBe(422);
      expect(json(badQuantities).details).toEqual(
        expect.arrayContaining([
          { field: 'items.0.quantity', message: 'कृपया पूरी संख्या लिखें' },
          { field: 'items.1.quantity', message: 'यह संख्या कम से कम 1 होनी चाहिए' },
        ]),
      );

      const wrongReason = await t.app.inject({
        method: 'POST',
        url: `/api/orders/00000000-0000-4000-8000-000000000000/returns`,
        headers: { authorization: me.authorization, ...HINDI },
        payload: { items: [], reason: 'bored' },
      });
      expect(wrongReason.statusCode).toBe(422);
      expect(json(wrongReason).details).toEqual(
        expect.arrayContaining([
          { field: 'items', message: 'कम से कम एक चुनें' },
          { field: 'reason', message: 'कृपया दिए गए विकल्पों में से एक चुनें' },
        ]),
      );

      const badEmail = await file({ ...complaint, email: 'asha.example.in' }, HINDI);
      expect(json(badEmail).details).toEqual([{ field: 'email', message: 'कृपया सही ईमेल पता लिखें' }]);
    });
  });
});
