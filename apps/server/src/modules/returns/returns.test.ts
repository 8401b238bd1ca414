import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, coupons, notifications, orders, orderStatusHistory } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createCategory, createProduct } from '../../../test/support/catalog-fixtures.js';
import {
  addToCart,
  checkout,
  goodAddress,
  makeProduct,
  useGstMode,
  variantStockOf,
} from '../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import { readShopSettings } from '../settings/index.js';

/** Returns, exchanges and refunds after delivery (issue 25, decision 054). */
describe('returns', () => {
  let t: TestApp;
  let admin: { authorization: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithSession(t.db, 'admin', { fullName: 'Meera Admin' });
    await useGstMode(t.db, 'inclusive');
  });
  afterAll(async () => {
    await t.close();
  });

  type Auth = { authorization: string } | null;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, auth: Auth, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: auth ? { authorization: auth.authorization } : {},
      ...(payload ? { payload } : {}),
    });
  const step = (returnId: string, payload: object, auth: Auth = admin) =>
    call('PATCH', `/api/returns/${returnId}`, auth, payload);
  const setStatus = (orderId: string, payload: object) =>
    call('PATCH', `/api/orders/${orderId}/status`, admin, payload);

  /** A kurti in S, M and L at ₹1,299 and XL at ₹1,499, its own category. */
  async function kurti(stock: Partial<Record<'S' | 'M' | 'L' | 'XL', number>> = {}) {
    const category = await createCategory(t.db, {
      name: `Kurtis ${randomBytes(3).toString('hex')}`,
      slug: `kurtis-${randomBytes(4).toString('hex')}`,
    });
    const sizes = ['S', 'M', 'L', 'XL'] as const;
    const product = await createProduct(t.db, {
      name: `Indigo Kurti ${randomBytes(2).toString('hex')}`,
      price: 1299,
      categoryId: category.id,
      options: [{ name: 'Size', values: [...sizes] }],
      variants: sizes.map((size) => ({
        optionValues: { Size: size },
        price: size === 'XL' ? 1499 : 1299,
        stockQuantity: stock[size] ?? 5,
      })),
    });
    const variant = (size: (typeof sizes)[number]) =>
      product.variants.find((v) => v.optionValues.Size === size)!.id;
    return { product, category, variant };
  }

  /** An order of `quantity` pieces of a variant, shipped and delivered (delivered `daysAgo`). */
  async function deliveredOrder(
    productId: string,
    variantId: string,
    options: {
      quantity?: number;
      customer?: Awaited<ReturnType<typeof createUserWithSession>>;
      daysAgo?: number;
    } = {},
  ) {
    const me =
      options.customer ?? (await createUserWithSession(t.db, 'customer', { fullName: 'Asha Verma' }));
    await addToCart(t.app, me.authorization, productId, options.quantity ?? 1, { variantId });
    const placed = await checkout(t.app, me.authorization);
    if (placed.statusCode !== 201) throw new Error(placed.body);
    const order = json(placed).data.order as { id: string; items: { id: string }[]; total: number };
    expect((await setStatus(order.id, { status: 'processing' })).statusCode).toBe(200);
    expect(
      (
        await setStatus(order.id, {
          status: 'shipped',
          courier: 'Delhivery',
          trackingNumber: '1490811234567',
        })
      ).statusCode,
    ).toBe(200);
    expect((await setStatus(order.id, { status: 'delivered' })).statusCode).toBe(200);
    if (options.daysAgo) {
      await t.db
        .update(orderStatusHistory)
        .set({ createdAt: sql`now() - make_interval(days => ${options.daysAgo})` })
        .where(
          sql`${orderStatusHistory.orderId} = ${order.id} and ${orderStatusHistory.status} = 'delivered'`,
        );
    }
    return { me, order, line: order.items[0]!.id };
  }

  const ask = (orderId: string, auth: Auth, body: object) =>
    call('POST', `/api/orders/${orderId}/returns`, auth, body);
  const upi = { upiId: 'asha.verma@okhdfcbank' };

  function multipart(files: Buffer[], fields: Record<string, string> = {}) {
    const boundary = `----returns-${randomBytes(6).toString('hex')}`;
    const chunks: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    }
    for (const [index, bytes] of files.entries()) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="p${index}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        bytes,
        Buffer.from('\r\n'),
      );
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return {
      payload: Buffer.concat(chunks),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }
  const photo = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#a33' } })
      .jpeg()
      .toBuffer();
  async function uploadPhotos(
    orderId: string,
    auth: Auth,
    files: Buffer[],
    fields: Record<string, string> = {},
  ) {
    const body = multipart(files, fields);
    return t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/return-photos`,
      payload: body.payload,
      headers: { ...body.headers, ...(auth ? { authorization: auth.authorization } : {}) },
    });
  }

  it('exchanges M for L: the L is held from the request, staff approve, receive and send a ₹0 replacement with a credit note', async () => {
    const { product, variant } = await kurti();
    const { me, order, line } = await deliveredOrder(product.id, variant('M'));

    const options = json(await call('POST', `/api/orders/${order.id}/return-options`, me)).data.options;
    expect(options).toMatchObject({ open: true, refundToRequired: true });
    expect(options.lines[0]).toMatchObject({ orderItemId: line, returnableQuantity: 1, returnable: true });
    // XL costs more, M is the piece itself: neither is offered.
    expect(options.lines[0].exchangeOptions.map((o: { title: string }) => o.title).sort()).toEqual([
      'L',
      'S',
    ]);

    const lBefore = await variantStockOf(t.db, variant('L'));
    const asked = await ask(order.id, me, {
      items: [{ orderItemId: line, quantity: 1, resolution: 'exchange', exchangeVariantId: variant('L') }],
      reason: 'size',
      note: 'Too tight at the shoulders',
    });
    expect(asked.statusCode).toBe(201);
    const created = json(asked).data.return;
    expect(created).toMatchObject({ status: 'requested', reason: 'size', orderId: order.id, refundTo: null });
    expect(created.number).toMatch(/^R-[0-9A-F]{8}-1$/);
    expect(created.items[0]).toMatchObject({
      orderItemId: line,
      quantity: 1,
      resolution: 'exchange',
      exchangeVariantId: variant('L'),
      exchangeVariantTitle: 'L',
      restock: null,
    });
    expect(await variantStockOf(t.db, variant('L'))).toBe(lBefore - 1);

    // The shopper may not move it; a step out of order is a 409.
    expect(
      (await step(created.id, { status: 'approved', pickup: { method: 'customer' } }, me)).statusCode,
    ).toBe(403);
    expect(
      (
        await step(created.id, {
          status: 'received',
          items: [{ returnItemId: created.items[0].id, restock: true }],
        })
      ).statusCode,
    ).toBe(409);
    expect((await step(created.id, { status: 'exchanged' })).statusCode).toBe(409);

    const approved = await step(created.id, {
      status: 'approved',
      pickup: { method: 'courier', courier: 'Delhivery', trackingNumber: '9988776655' },
    });
    expect(approved.statusCode).toBe(200);
    expect(json(approved).data.return.pickup).toMatchObject({
      method: 'courier',
      courier: 'Delhivery',
      trackingNumber: '9988776655',
    });
    expect((await step(created.id, { status: 'picked_up' })).statusCode).toBe(200);
    // Picked up: the shopper can no longer take it back.
    expect((await call('POST', `/api/returns/${created.id}/cancel`, me)).statusCode).toBe(409);

    const mBefore = await variantStockOf(t.db, variant('M'));
    const received = await step(created.id, {
      status: 'received',
      items: [{ returnItemId: created.items[0].id, restock: true }],
    });
    expect(received.statusCode).toBe(200);
    expect(await variantStockOf(t.db, variant('M'))).toBe(mBefore + 1);

    const exchanged = await step(created.id, { status: 'exchanged' });
    expect(exchanged.statusCode).toBe(200);
    const done = json(exchanged).data.return;
    expect(done.status).toBe('exchanged');
    expect(done.replacementOrderId).toEqual(expect.any(String));
    expect(done.creditNoteNumber).toMatch(/\/CN\//);
    expect(done.nextStatuses).toEqual([]);

    // The replacement: the shopper's own order, the L, nothing to pay, pending for the order desk.
    const replacement = json(await call('GET', `/api/orders/${done.replacementOrderId}`, me)).data.order;
    expect(replacement).toMatchObject({ status: 'pending', paymentStatus: 'paid', delivery: 0 });
    expect(replacement.items[0]).toMatchObject({ variantId: variant('L'), variantTitle: 'L', quantity: 1 });
    // The L's stock was taken once, at the request.
    expect(await variantStockOf(t.db, variant('L'))).toBe(lBefore - 1);

    // It ships through the order desk like any order, with its own invoice.
    expect((await setStatus(done.replacementOrderId, { status: 'processing' })).statusCode).toBe(200);
    const shipped = await setStatus(done.replacementOrderId, {
      status: 'shipped',
      courier: 'Delhivery',
      trackingNumber: '1490811230000',
    });
    expect(shipped.statusCode).toBe(200);
    expect((await call('GET', `/api/orders/${done.replacementOrderId}/invoice`, me)).statusCode).toBe(200);

    const note = await call('GET', `/api/returns/${created.id}/credit-note`, me);
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-type']).toBe('application/pdf');
    const mine = json(await call('GET', `/api/orders/${order.id}/returns`, me)).data.returns;
    expect(mine.map((r: { id: string }) => r.id)).toEqual([created.id]);
  });

  it('refunds a Cash on Delivery order to a UPI ID: photos for damage, the delivery fee, a masked destination and a credit note in the GST return', async () => {
    const product = await makeProduct(t.db, { name: 'Terracotta Bead Necklace', price: 450 });
    const { me, order, line } = await deliveredOrder(product.id, product.variantId);
    const orderRow = (await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
    expect(orderRow.deliveryPaise).toBeGreaterThan(0);

    const body = {
      items: [{ orderItemId: line, quantity: 1, resolution: 'refund' }],
      reason: 'damaged',
      refundTo: upi,
    };
    const noPhoto = await ask(order.id, me, body);
    expect(noPhoto.statusCode).toBe(422);
    expect(json(noPhoto).details[0]).toMatchObject({ field: 'photoIds' });

    const upload = await uploadPhotos(order.id, me, [await photo()]);
    expect(upload.statusCode).toBe(201);
    const [{ id: photoId }] = json(upload).data.photos;
    const four = await uploadPhotos(order.id, me, [
      await photo(),
      await photo(),
      await photo(),
      await photo(),
    ]);
    expect(four.statusCode).toBe(422);
    const notAnImage = await uploadPhotos(order.id, me, [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ]);
    expect(notAnImage.statusCode).toBe(415);

    const noDestination = await ask(order.id, me, { ...body, refundTo: undefined, photoIds: [photoId] });
    expect(noDestination.statusCode).toBe(422);
    expect(json(noDestination).details[0]).toMatchObject({ field: 'refundTo' });
    const badUpi = await ask(order.id, me, {
      ...body,
      refundTo: { upiId: 'not a upi' },
      photoIds: [photoId],
    });
    expect(badUpi.statusCode).toBe(422);

    const asked = await ask(order.id, me, { ...body, photoIds: [photoId] });
    expect(asked.statusCode).toBe(201);
    const created = json(asked).data.return;
    expect(created.photoIds).toEqual([photoId]);
    // The shopper sees the destination masked; staff see it whole until the refund.
    expect(created.refundTo).toEqual({ method: 'upi', upiId: 'as••••••••@okhdfcbank' });
    const staffView = json(await call('GET', `/api/returns/${created.id}`, admin)).data.return;
    expect(staffView.refundTo).toEqual({ method: 'upi', upiId: upi.upiId });
    // The damaged piece's price and the delivery fee, as charged (prices include GST).
    expect(staffView.refundDue).toBe(450 + orderRow.deliveryPaise / 100);

    // The photo is the shopper's and staff's only.
    expect((await call('GET', `/api/return-photos/${photoId}`, me)).statusCode).toBe(200);
    expect((await call('GET', `/api/return-photos/${photoId}`, admin)).headers['content-type']).toBe(
      'image/webp',
    );
    const stranger = await createUserWithSession(t.db, 'customer');
    expect((await call('GET', `/api/return-photos/${photoId}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/returns/${created.id}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/returns/${created.id}/credit-note`, stranger)).statusCode).toBe(404);

    await step(created.id, { status: 'approved', pickup: { method: 'customer' } });
    await step(created.id, { status: 'picked_up' });
    await step(created.id, {
      status: 'received',
      items: [{ returnItemId: created.items[0].id, restock: false }],
    });
    const tooMuch = await step(created.id, {
      status: 'refunded',
      amount: staffView.refundDue + 1,
      reference: 'UTR123456789',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(json(tooMuch).details[0]).toMatchObject({ field: 'amount' });
    expect((await call('POST', `/api/orders/${order.id}/credit-note`, me)).statusCode).toBe(404);
    expect((await call('GET', `/api/returns/${created.id}/credit-note`, me)).statusCode).toBe(409);

    const refunded = await step(created.id, {
      status: 'refunded',
      amount: staffView.refundDue,
      reference: '412345678901',
    });
    expect(refunded.statusCode).toBe(200);
    const after = json(refunded).data.return;
    expect(after).toMatchObject({
      status: 'refunded',
      refund: { amount: staffView.refundDue, reference: '412345678901' },
    });
    expect(after.items[0].restock).toBe(false);
    expect(after.refundTo.upiId).not.toBe(upi.upiId);

    // The month's GST return carries the credit note, against the order's invoice.
    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    const gst = json(await call('GET', `/api/reports/gst?month=${month}`, admin)).data;
    expect(gst.documents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ nature: 'Credit Note', to: after.creditNoteNumber }),
      ]),
    );

    // Every step mailed the shopper; the shop heard of the request.
    const mails = await t.db
      .select({ recipient: notifications.recipient, kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.orderId, order.id));
    const returnMails = mails.filter((mail) => mail.kind.includes('return'));
    expect(returnMails.map((mail) => mail.kind).sort()).toEqual(
      [
        'return_requested',
        'shop_new_return',
        'return_approved',
        'return_picked_up',
        'return_received',
        'return_refunded',
      ].sort(),
    );
    // No SHOP_ORDERS_EMAIL: the shop hears at its customer-care address from Shop Settings (issue 26).
    expect(returnMails.find((mail) => mail.kind === 'shop_new_return')?.recipient).toBe(
      (await readShopSettings(t.db)).shop.email,
    );
    expect(returnMails.find((mail) => mail.kind === 'return_refunded')?.recipient).toBe(me.email);
  });

  it('refuses what may not be returned (422) and another customer’s order (404), changing nothing', async () => {
    const { product, variant } = await kurti({ L: 0 });
    const { me, order, line } = await deliveredOrder(product.id, variant('M'), { quantity: 2 });
    const refund = (quantity: number) => ({
      items: [{ orderItemId: line, quantity, resolution: 'refund' }],
      reason: 'size',
      refundTo: upi,
    });

    expect((await ask(order.id, me, refund(3))).statusCode).toBe(422);
    const dearer = await ask(order.id, me, {
      items: [{ orderItemId: line, quantity: 1, resolution: 'exchange', exchangeVariantId: variant('XL') }],
      reason: 'size',
    });
    expect(dearer.statusCode).toBe(422);
    expect(json(dearer).details[0].field).toBe('items.0.exchangeVariantId');
    const soldOut = await ask(order.id, me, {
      items: [{ orderItemId: line, quantity: 1, resolution: 'exchange', exchangeVariantId: variant('L') }],
      reason: 'size',
    });
    expect(soldOut.statusCode).toBe(422);
    const other = await kurti();
    const otherProduct = await ask(order.id, me, {
      items: [
        { orderItemId: line, quantity: 1, resolution: 'exchange', exchangeVariantId: other.variant('S') },
      ],
      reason: 'size',
    });
    expect(otherProduct.statusCode).toBe(422);

    const stranger = await createUserWithSession(t.db, 'customer');
    expect((await ask(order.id, stranger, refund(1))).statusCode).toBe(404);
    expect((await call('POST', `/api/orders/${order.id}/return-options`, stranger)).statusCode).toBe(404);
    expect(
      json(await call('POST', `/api/orders/${order.id}/return-options`, me)).data.options.returns,
    ).toEqual([]);

    // Not delivered yet; then outside the window.
    const pending = await makeProduct(t.db, { name: 'Brass Diya', price: 300 });
    await addToCart(t.app, me.authorization, pending.id, 1);
    const placed = json(await checkout(t.app, me.authorization)).data.order;
    expect(
      (
        await ask(placed.id, me, {
          items: [{ orderItemId: placed.items[0].id, quantity: 1, resolution: 'refund' }],
          reason: 'size',
          refundTo: upi,
        })
      ).statusCode,
    ).toBe(422);
    const old = await deliveredOrder(product.id, variant('S'), {
      customer: me,
      daysAgo: 8,
    });
    const late = await ask(old.order.id, me, {
      items: [{ orderItemId: old.line, quantity: 1, resolution: 'refund' }],
      reason: 'size',
      refundTo: upi,
    });
    expect(late.statusCode).toBe(422);
    expect(json(late).message).toMatch(/return window closed/);
  });

  it('takes earrings back only when damaged or wrong (the category’s flag)', async () => {
    const category = await createCategory(t.db, {
      name: 'Earrings',
      slug: `earrings-${randomBytes(3).toString('hex')}`,
    });
    await t.db.update(categories).set({ returnable: false }).where(eq(categories.id, category.id));
    const earrings = await createProduct(t.db, {
      name: 'Silver Jhumkas',
      price: 899,
      categoryId: category.id,
    });
    const { me, order, line } = await deliveredOrder(earrings.id, earrings.variantId);
    const options = json(await call('POST', `/api/orders/${order.id}/return-options`, me)).data.options;
    expect(options.lines[0].returnable).toBe(false);
    const changedMind = await ask(order.id, me, {
      items: [{ orderItemId: line, quantity: 1, resolution: 'refund' }],
      reason: 'changed_mind',
      refundTo: upi,
    });
    expect(changedMind.statusCode).toBe(422);
    const photoId = json(await uploadPhotos(order.id, me, [await photo()])).data.photos[0].id;
    const wrong = await ask(order.id, me, {
      items: [{ orderItemId: line, quantity: 1, resolution: 'refund' }],
      reason: 'wrong_item',
      refundTo: upi,
      photoIds: [photoId],
    });
    expect(wrong.statusCode).toBe(201);
  });

  it('returns at most what was delivered when two requests race for the same line', async () => {
    const product = await makeProduct(t.db, { name: 'Mirror-work Clutch', price: 750 });
    const { me, order, line } = await deliveredOrder(product.id, product.variantId, { quantity: 2 });
    const body = {
      items: [{ orderItemId: line, quantity: 2, resolution: 'refund' }],
      reason: 'changed_mind',
      refundTo: upi,
    };
    const answers = await Promise.all([ask(order.id, me, body), ask(order.id, me, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
  });

  it('lets the shopper cancel until the pickup, giving the held size back; a bank account is masked after the refund', async () => {
    const { product, variant } = await kurti();
    const { me, order, line } = await deliveredOrder(product.id, variant('S'), { quantity: 2 });
    const sBefore = await variantStockOf(t.db, variant('M'));
    const exchange = json(
      await ask(order.id, me, {
        items: [{ orderItemId: line, quantity: 1, resolution: 'exchange', exchangeVariantId: variant('M') }],
        reason: 'size',
      }),
    ).data.return;
    expect(await variantStockOf(t.db, variant('M'))).toBe(sBefore - 1);
    const cancelled = await call('POST', `/api/returns/${exchange.id}/cancel`, me);
    expect(cancelled.statusCode).toBe(200);
    expect(json(cancelled).data.return.status).toBe('cancelled');
    expect(await variantStockOf(t.db, variant('M'))).toBe(sBefore);
    expect((await call('POST', `/api/returns/${exchange.id}/cancel`, me)).statusCode).toBe(409);

    const bank = {
      accountName: 'Asha Verma',
      accountNumber: '123456789012',
      confirmAccountNumber: '123456789013',
      ifsc: 'HDFC0001234',
    };
    const mismatch = await ask(order.id, me, {
      items: [{ orderItemId: line, quantity: 2, resolution: 'refund' }],
      reason: 'size',
      refundTo: bank,
    });
    expect(mismatch.statusCode).toBe(422);
    const refund = json(
      await ask(order.id, me, {
        items: [{ orderItemId: line, quantity: 2, resolution: 'refund' }],
        reason: 'size',
        refundTo: { ...bank, confirmAccountNumber: bank.accountNumber },
      }),
    ).data.return;
    expect(refund.refundTo).toMatchObject({ method: 'bank', accountNumber: 'XXXXXXXX9012' });
    expect(
      json(await call('GET', `/api/returns/${refund.id}`, admin)).data.return.refundTo.accountNumber,
    ).toBe(bank.accountNumber);
    const rejected = await step(refund.id, {
      status: 'rejected',
      reason: 'The tags were removed and the piece was worn',
    });
    expect(json(rejected).data.return).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The tags were removed and the piece was worn',
    });
    expect(json(await call('GET', `/api/returns/${refund.id}`, me)).data.return.rejectionReason).toMatch(
      /tags were removed/,
    );
  });

  it('takes a guest’s request by the order number and mobile, and lists returns for staff by status', async () => {
    const product = await makeProduct(t.db, { name: 'Handloom Stole', price: 650 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': `guest-return-${randomBytes(4).toString('hex')}` },
      payload: {
        shippingAddress: goodAddress,
        paymentMethod: 'cod',
        items: [{ productId: product.id, variantId: product.variantId, quantity: 1 }],
        contact: { name: 'Ravi Guest', email: 'ravi.guest@example.com', phone: '9876543210' },
      },
    });
    expect(placed.statusCode).toBe(201);
    const order = json(placed).data.order;
    await setStatus(order.id, { status: 'processing' });
    await setStatus(order.id, { status: 'shipped', courier: 'DTDC', trackingNumber: 'D12345678' });
    await setStatus(order.id, { status: 'delivered' });
    const pair = { orderNumber: order.number, phone: '98765 43210' };
    const body = {
      items: [{ orderItemId: order.items[0].id, quantity: 1, resolution: 'refund' }],
      reason: 'changed_mind',
      refundTo: upi,
    };

    expect((await ask(order.id, null, body)).statusCode).toBe(422);
    expect(
      (await ask(order.id, null, { ...body, orderNumber: order.number, phone: '9123456780' })).statusCode,
    ).toBe(404);
    const options = await call('POST', `/api/orders/${order.id}/return-options`, null, pair);
    expect(json(options).data.options.open).toBe(true);
    // A guest's photos come with the pair as form fields; without it, nothing is kept.
    expect((await uploadPhotos(order.id, null, [await photo()])).statusCode).toBe(422);
    const guestPhotos = await uploadPhotos(order.id, null, [await photo()], pair);
    expect(guestPhotos.statusCode).toBe(201);
    const asked = await ask(order.id, null, { ...body, ...pair });
    expect(asked.statusCode).toBe(201);
    const guestReturn = json(asked).data.return;

    const open = json(await call('GET', '/api/admin/returns?status=open', admin)).data;
    expect(open.returns.map((r: { id: string }) => r.id)).toContain(guestReturn.id);
    expect(open.counts.open).toBeGreaterThanOrEqual(1);
    expect(open.returns.find((r: { id: string }) => r.id === guestReturn.id).customer).toMatchObject({
      email: 'ravi.guest@example.com',
    });
    const refunded = json(await call('GET', '/api/admin/returns?status=refunded', admin)).data.returns;
    expect(refunded.map((r: { id: string }) => r.id)).not.toContain(guestReturn.id);
    expect(
      (await call('GET', '/api/admin/returns', await createUserWithSession(t.db, 'customer'))).statusCode,
    ).toBe(403);

    const cancelled = await call('POST', `/api/returns/${guestReturn.id}/cancel`, null, pair);
    expect(json(cancelled).data.return.status).toBe('cancelled');
  });

  it('gives a coupon’s use back only when the whole order is refunded', async () => {
    const code = `BACK${randomBytes(3).toString('hex').toUpperCase()}`;
    const coupon = await call('POST', '/api/coupons', admin, { code, type: 'percent', value: 10 });
    expect(coupon.statusCode).toBe(201);
    const couponId = json(coupon).data.coupon.id as string;
    const usesOf = async () =>
      (await t.db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, couponId)))[0]?.uses;

    const product = await makeProduct(t.db, { name: 'Hand-painted Coasters', price: 500 });
    const me = await createUserWithSession(t.db, 'customer');
    await addToCart(t.app, me.authorization, product.id, 2);
    expect((await call('POST', '/api/cart/coupon', me, { code })).statusCode).toBe(200);
    const placed = json(await checkout(t.app, me.authorization)).data.order;
    expect(placed.discount).toBeGreaterThan(0);
    await setStatus(placed.id, { status: 'processing' });
    await setStatus(placed.id, { status: 'shipped', courier: 'DTDC', trackingNumber: 'D99887766' });
    await setStatus(placed.id, { status: 'delivered' });
    expect(await usesOf()).toBe(1);

    const refundOne = async () => {
      const asked = json(
        await ask(placed.id, me, {
          items: [{ orderItemId: placed.items[0].id, quantity: 1, resolution: 'refund' }],
          reason: 'changed_mind',
          refundTo: upi,
        }),
      ).data.return;
      await step(asked.id, { status: 'approved', pickup: { method: 'customer' } });
      await step(asked.id, { status: 'picked_up' });
      await step(asked.id, {
        status: 'received',
        items: [{ returnItemId: asked.items[0].id, restock: true }],
      });
      // One piece of two, after its share of the 10% off, prices including GST.
      expect(asked.refundDue).toBe(450);
      expect(
        (await step(asked.id, { status: 'refunded', amount: asked.refundDue, reference: 'UTR0000000001' }))
          .statusCode,
      ).toBe(200);
    };
    await refundOne();
    expect(await usesOf()).toBe(1);
    await refundOne();
    expect(await usesOf()).toBe(0);
  });
});
