import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, ORDER_EXPORT_COLUMNS } from '@shop/domain';
import { orders, productVariants, returns, users } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import {
  addToCart,
  checkout,
  goodAddress,
  makeProduct,
  useGstMode,
} from '../../../test/support/order-fixtures.js';
import { saveTaxSettings, TAX, TEST_BUSINESS } from '../../../test/support/tax-settings.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

/**
 * The dashboard and the orders export (decision 036) over a small fixture of orders placed on
 * known India days, in several states, some on the edges of the range (00:00 and 23:59 IST).
 */
let t: TestApp;
let staff: string;
let customer: string;
let customerId: string;
let jhumka: Awaited<ReturnType<typeof makeProduct>>;
let kurti: Awaited<ReturnType<typeof makeProduct>>;

interface Placed {
  id: string;
  totalPaise: number;
  /** Its taxable value: the total less its GST and round-off. */
  taxablePaise: number;
}
const placed: Record<string, Placed> = {};

const get = (url: string, authorization: string | null = staff) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

const setStatus = async (orderId: string, status: string) => {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}/status`,
    headers: { authorization: staff },
    payload: {
      status,
      ...(status === 'shipped' ? { courier: 'Delhivery', trackingNumber: `DL${orderId.slice(0, 6)}IN` } : {}),
      ...(status === 'returned' ? { reason: 'Refused at the door' } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
};

/** Places an order through the API, walks it to `statuses`, then dates it `placedAt` (UTC instant). */
async function order(
  name: string,
  lines: [Awaited<ReturnType<typeof makeProduct>>, number][],
  placedAt: string,
  statuses: string[] = [],
  shippingAddress: object = goodAddress,
) {
  for (const [product, quantity] of lines) await addToCart(t.app, customer, product.id, quantity);
  const response = await checkout(t.app, customer, { body: { shippingAddress } });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = json(response).data.order as { id: string };
  for (const status of statuses) await setStatus(id, status);
  const [row] = await t.db
    .update(orders)
    .set({ createdAt: new Date(placedAt) })
    .where(eq(orders.id, id))
    .returning({ total: orders.totalPaise, gst: orders.gstPaise, roundOff: orders.roundOffPaise });
  placed[name] = {
    id,
    totalPaise: row?.total ?? 0,
    taxablePaise: (row?.total ?? 0) - (row?.gst ?? 0) - (row?.roundOff ?? 0),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  // A registered shop adding GST on top (decision 005), as these figures were written for.
  await useGstMode(t.db, 'exclusive');
  staff = (await createUserWithSession(t.db, 'admin')).authorization;
  const buyer = await createUserWithSession(t.db, 'customer', { fullName: '=HYPERLINK("http://evil")' });
  customer = buyer.authorization;
  customerId = buyer.userId;
  jhumka = await makeProduct(t.db, { name: 'Kundan Jhumka', price: 500, stockQuantity: 50 });
  kurti = await makeProduct(t.db, { name: 'Dabu Kurti', price: 1000, stockQuantity: 50 });

  // 23:50 IST on 9 November: the day before the range.
  await order('before', [[kurti, 1]], '2026-11-09T18:20:00Z');
  // 00:10 IST on 10 November: the range's first minutes.
  await order('first', [[jhumka, 2]], '2026-11-09T18:40:00Z');
  // Delivered, shipped to Karnataka (IGST), with its invoice.
  await order(
    'delivered',
    [
      [jhumka, 1],
      [kurti, 1],
    ],
    '2026-11-12T06:30:00Z',
    ['processing', 'shipped', 'delivered'],
    { ...goodAddress, city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
  );
  await order('cancelled', [[jhumka, 1]], '2026-11-12T07:00:00Z', ['cancelled']);
  // 23:59 IST on 16 November: the range's last minute; returned to origin.
  await order('returned', [[kurti, 1]], '2026-11-16T18:29:00Z', ['processing', 'shipped', 'returned']);
  // 00:00 IST on 17 November: the day after.
  await order('after', [[jhumka, 1]], '2026-11-16T18:30:00Z');
  // One prepaid order, for the Cash on Delivery share.
  await t.db.update(orders).set({ paymentMethod: 'upi' }).where(eq(orders.id, placed.returned!.id));
  // Low stock at the default threshold of 3: the kurti at 2, the jhumka well stocked.
  await t.db.update(productVariants).set({ stockQuantity: 2 }).where(eq(productVariants.id, kurti.variantId));
  // Returns of the delivered order (decision 054), written straight to the table: one refunded and
  // one cancelled, asked in the range; one approved and one received asked after it (still waiting).
  const returnOf = (status: (typeof returns.$inferInsert)['status'], createdAt: string, place: number) => ({
    orderId: placed.delivered!.id,
    number: `R-TEST-${place}`,
    status,
    reason: 'size' as const,
    createdAt: new Date(createdAt),
  });
  await t.db
    .insert(returns)
    .values([
      returnOf('refunded', '2026-11-14T06:00:00Z', 1),
      returnOf('cancelled', '2026-11-15T06:00:00Z', 2),
      returnOf('approved', '2026-11-20T06:00:00Z', 3),
      returnOf('received', '2026-11-21T06:00:00Z', 4),
    ]);
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/dashboard', () => {
  it('counts the orders placed on the range’s India days, edges included, and nothing else', async () => {
    const response = await get('/api/dashboard?from=2026-11-10&to=2026-11-16');
    expect(response.statusCode, response.body).toBe(200);
    const data = json(response).data;
    const { first, delivered, cancelled, returned } = placed;
    const booked = first!.totalPaise + delivered!.totalPaise + returned!.totalPaise;
    const bookedBeforeGst = first!.taxablePaise + delivered!.taxablePaise + returned!.taxablePaise;
    // GST is added on top here, so the figure before it is smaller: the test would not tell otherwise.
    expect(bookedBeforeGst).toBeLessThan(booked);
    const rupees = (paise: number) => paise / 100;
    expect(data.range).toEqual({ from: '2026-11-10', to: '2026-11-16', days: 7 });
    expect(data.totals).toEqual({
      orders: 4,
      revenueBooked: rupees(booked),
      // The same booked orders (the cancelled one left out) before their GST.
      revenueBeforeGst: rupees(bookedBeforeGst),
      revenueDelivered: rupees(delivered!.totalPaise),
      averageOrderValue: rupees(Math.round(booked / 3)),
      cashOnDeliveryOrders: 3,
      cashOnDeliveryShare: 0.75,
      returnedOrders: 1,
      // One returned of the two that left the studio (delivered, returned).
      returnToOriginRate: 0.5,
      cancelledOrders: 1,
      cancellationRate: 0.25,
      // The refunded return (the cancelled one left out) over the one delivered order.
      returnRequests: 1,
      returnsRate: 1,
    });
    // Approved and received, asked after the range: waiting whatever the range.
    expect(data.returnsWaiting).toBe(2);
    expect(data.byStatus).toEqual([
      { status: 'awaiting_payment', orders: 0, total: 0 },
      { status: 'pending', orders: 1, total: rupees(first!.totalPaise) },
      { status: 'processing', orders: 0, total: 0 },
      { status: 'shipped', orders: 0, total: 0 },
      { status: 'delivered', orders: 1, total: rupees(delivered!.totalPaise) },
      { status: 'returned', orders: 1, total: rupees(returned!.totalPaise) },
      { status: 'cancelled', orders: 1, total: rupees(cancelled!.totalPaise) },
    ]);
    expect(data.perDay).toEqual([
      { date: '2026-11-10', orders: 1, revenueBooked: rupees(first!.totalPaise) },
      { date: '2026-11-11', orders: 0, revenueBooked: 0 },
      { date: '2026-11-12', orders: 2, revenueBooked: rupees(delivered!.totalPaise) },
      { date: '2026-11-13', orders: 0, revenueBooked: 0 },
      { date: '2026-11-14', orders: 0, revenueBooked: 0 },
      { date: '2026-11-15', orders: 0, revenueBooked: 0 },
      { date: '2026-11-16', orders: 1, revenueBooked: rupees(returned!.totalPaise) },
    ]);
  });

  it('ranks products and categories by line value, leaving cancelled orders out', async () => {
    const data = json(await get('/api/dashboard?from=2026-11-10&to=2026-11-16')).data;
    // Kurti: 1 delivered + 1 returned = ₹2,000; jhumka: 2 + 1 = ₹1,500 (the cancelled one left out).
    expect(data.topProducts).toEqual([
      { productId: kurti.id, name: 'Dabu Kurti', units: 2, revenue: 2000 },
      { productId: jhumka.id, name: 'Kundan Jhumka', units: 3, revenue: 1500 },
    ]);
    expect(data.topCategories).toHaveLength(2);
    expect(data.topCategories[0]).toMatchObject({ units: 2, revenue: 2000 });
    expect(data.topCategories[1]).toMatchObject({ units: 3, revenue: 1500 });
  });

  it('lists variants at or under the threshold in settings, and the newest orders whatever the range', async () => {
    let data = json(await get('/api/dashboard?from=2026-11-10&to=2026-11-16')).data;
    expect(data.lowStock).toEqual({
      threshold: 3,
      total: 1,
      items: [
        {
          productId: kurti.id,
          variantId: kurti.variantId,
          productName: 'Dabu Kurti',
          variantTitle: '',
          sku: kurti.variants[0]!.sku,
          stock: 2,
        },
      ],
    });
    expect(data.latestOrders.map((row: { id: string }) => row.id)).toEqual(
      ['after', 'returned', 'cancelled', 'delivered', 'first', 'before'].map((name) => placed[name]!.id),
    );
    expect(data.latestOrders[0]).toMatchObject({
      number: placed.after!.id.slice(-8).toUpperCase(),
      status: 'pending',
      paymentMethod: 'cod',
      total: placed.after!.totalPaise / 100,
      createdAt: '2026-11-16T18:30:00.000Z',
    });

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: staff },
      payload: { ...DEFAULT_SHOP_SETTINGS, inventory: { lowStockThreshold: 1 } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    data = json(await get('/api/dashboard?from=2026-11-10&to=2026-11-16')).data;
    expect(data.lowStock).toEqual({ threshold: 1, total: 0, items: [] });
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: staff },
      payload: DEFAULT_SHOP_SETTINGS,
    });
  });

  it('answers a day without orders with zeros and null shares, and defaults to today', async () => {
    const empty = json(await get('/api/dashboard?from=2026-11-11&to=2026-11-11')).data;
    expect(empty.totals).toMatchObject({
      orders: 0,
      revenueBooked: 0,
      revenueBeforeGst: 0,
      averageOrderValue: null,
      cashOnDeliveryShare: null,
      returnToOriginRate: null,
      cancellationRate: null,
      returnRequests: 0,
      returnsRate: null,
    });
    expect(empty.returnsWaiting).toBe(2);
    const today = json(await get('/api/dashboard')).data;
    expect(today.range.days).toBe(1);
    expect(today.range.from).toBe(today.range.to);
  });

  it('is for staff: 401 without a session, 403 for a customer', async () => {
    expect((await get('/api/dashboard', null)).statusCode).toBe(401);
    const forbidden = await get('/api/dashboard', customer);
    expect(forbidden.statusCode).toBe(403);
    expect(json(forbidden)).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it.each([
    ['from=2026-13-01', 'from', /YYYY-MM-DD/],
    ['from=2026-02-30&to=2026-03-01', 'from', /YYYY-MM-DD/],
    ['to=yesterday', 'to', /YYYY-MM-DD/],
    ['from=2026-11-20&to=2026-11-10', 'from', /on or before/],
    ['from=2025-01-01&to=2026-11-10', 'to', /at most 366 days/],
  ])('refuses %s with 422 naming %s', async (query, field, message) => {
    const response = await get(`/api/dashboard?${query}`);
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ field, message: expect.stringMatching(message) })],
    });
  });
});

describe('GET /api/admin/orders with days', () => {
  it('lists the orders placed on those India days, as the dashboard counted them', async () => {
    const response = await get('/api/admin/orders?from=2026-11-10&to=2026-11-16&limit=50');
    expect(response.statusCode, response.body).toBe(200);
    const ids = json(response).data.orders.map((row: { id: string }) => row.id);
    expect(ids.sort()).toEqual(
      ['first', 'delivered', 'cancelled', 'returned'].map((n) => placed[n]!.id).sort(),
    );
    const delivered = json(
      await get('/api/admin/orders?status=delivered&from=2026-11-12&to=2026-11-12'),
    ).data;
    expect(delivered.orders.map((row: { id: string }) => row.id)).toEqual([placed.delivered!.id]);
    expect(json(await get('/api/admin/orders?from=2026-11-17')).data.pagination.total).toBe(1);
    expect((await get('/api/admin/orders?from=2026-11-17&to=2026-11-01')).statusCode).toBe(422);
  });
});

describe('GET /api/admin/orders/export', () => {
  const exportCsv = (query: string, authorization: string | null = staff) =>
    get(`/api/admin/orders/export?${query}`, authorization);
  const rowsOf = (body: string): Record<string, string>[] =>
    parse(body.replace(/^\uFEFF/, ''), { columns: true, skip_empty_lines: true });

  it('streams one row per order of the range with the GST columns, invoice figures when issued', async () => {
    const response = await exportCsv('from=2026-11-10&to=2026-11-16');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="orders-2026-11-10-to-2026-11-16.csv"',
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const header = response.body.replace(/^\uFEFF/, '').split('\r\n')[0];
    expect(header?.split(',')).toEqual([...ORDER_EXPORT_COLUMNS]);
    const rows = rowsOf(response.body);
    expect(rows.map((row) => row['Order number'])).toEqual(
      ['first', 'delivered', 'cancelled', 'returned'].map((name) => placed[name]!.id.slice(-8).toUpperCase()),
    );
    const delivered = rows[1]!;
    expect(delivered).toMatchObject({
      'Order date': '2026-11-12 12:00',
      Status: 'Delivered',
      'Payment method': 'Cash on Delivery',
      'Place of supply': 'Karnataka',
      'Place of supply code': '29',
      CGST: '0.00',
      SGST: '0.00',
      Total: (placed.delivered!.totalPaise / 100).toFixed(2),
    });
    expect(delivered['Invoice number']).toMatch(/^KS\/\d{2}-\d{2}\/\d{6}$/);
    expect(delivered['Invoice date']).toMatch(/^2026-\d{2}-\d{2}$/);
    // Placed while registered with GST added on top (this file's settings): IGST, and the row adds up.
    expect(delivered.GST).toBe('Added to prices');
    expect(Number(delivered.IGST)).toBeGreaterThan(0);
    expect(
      Number(delivered['Taxable value']) + Number(delivered.IGST) + Number(delivered['Round off']),
    ).toBeCloseTo(Number(delivered.Total), 2);

    // Within Uttar Pradesh and not yet invoiced: CGST + SGST split the order's GST.
    const first = rows[0]!;
    expect(first).toMatchObject({ 'Invoice number': '', 'Place of supply': 'Uttar Pradesh', IGST: '0.00' });
    expect(first['Place of supply code']).toBe('09');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.first!.id));
    expect(Number(first.CGST) + Number(first.SGST)).toBeCloseTo(order!.gstPaise / 100, 2);
    expect(Number(first['Taxable value'])).toBeCloseTo(
      (order!.totalPaise - order!.gstPaise - order!.roundOffPaise) / 100,
      2,
    );
    expect(rows[3]!['Payment method']).toBe('UPI');
  });

  it('takes a coupon off the taxable value before the invoice, as the invoice will', async () => {
    const coupon = await t.app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers: { authorization: staff },
      payload: { code: 'EXPORT200', type: 'fixed', value: 200 },
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    await addToCart(t.app, customer, kurti.id, 2);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/cart/coupon',
      headers: { authorization: customer },
      payload: { code: 'EXPORT200' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const placedOrder = await checkout(t.app, customer, { body: { shippingAddress: goodAddress } });
    expect(placedOrder.statusCode, placedOrder.body).toBe(201);
    const { id } = json(placedOrder).data.order as { id: string };
    await t.db
      .update(orders)
      .set({ createdAt: new Date('2026-11-20T06:30:00Z') })
      .where(eq(orders.id, id));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(order!.discountPaise).toBe(200_00);
    const rowOf = async () => rowsOf((await exportCsv('from=2026-11-20&to=2026-11-20')).body)[0]!;

    const before = await rowOf();
    expect(before['Invoice number']).toBe('');
    const taxable = (order!.subtotalPaise - order!.discountPaise + order!.deliveryPaise) / 100;
    expect(Number(before['Taxable value'])).toBeCloseTo(taxable, 2);
    expect(Number(before['Taxable value']) + Number(before.CGST) + Number(before.SGST)).toBeCloseTo(
      order!.totalPaise / 100,
      2,
    );

    // Shipped, the invoice is issued: its figures agree with what the sheet said before it.
    await setStatus(id, 'processing');
    await setStatus(id, 'shipped');
    const after = await rowOf();
    expect(after['Invoice number']).not.toBe('');
    expect(Math.abs(Number(after['Taxable value']) - Number(before['Taxable value']))).toBeLessThan(0.05);
  });

  it('gives every row the discount and round-off, so that it adds up to the paisa whatever the GST mode', async () => {
    const paise = (cell: string | undefined) => Math.round(Number(cell) * 100);
    const code = (name: string) => `${name}${Date.now()}`;
    // The kurti is kept at low stock for the dashboard: a stole of the same price instead.
    const stole = await makeProduct(t.db, { name: 'Ajrakh Stole', price: 1000, stockQuantity: 50 });
    let minute = 0;
    /** An order with a 10% coupon, placed on 25 November under `tax`, walked to `statuses`. */
    async function couponOrder(tax: keyof typeof TAX, statuses: string[], state = 'Uttar Pradesh') {
      await saveTaxSettings(t.app, staff, TAX[tax]);
      const couponCode = code(`ROWS${tax.toUpperCase()}`);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/coupons',
        headers: { authorization: staff },
        payload: { code: couponCode, type: 'percent', value: 10 },
      });
      expect(created.statusCode, created.body).toBe(201);
      await addToCart(t.app, customer, jhumka.id, 1);
      await addToCart(t.app, customer, stole.id, 1);
      const applied = await t.app.inject({
        method: 'POST',
        url: '/api/cart/coupon',
        headers: { authorization: customer },
        payload: { code: couponCode },
      });
      expect(applied.statusCode, applied.body).toBe(200);
      const address =
        state === 'Uttar Pradesh'
          ? goodAddress
          : { ...goodAddress, city: 'Bengaluru', state, pincode: '560001' };
      const response = await checkout(t.app, customer, { body: { shippingAddress: address } });
      expect(response.statusCode, response.body).toBe(201);
      const { id } = json(response).data.order as { id: string };
      for (const status of statuses) await setStatus(id, status);
      await t.db
        .update(orders)
        // A minute apart, in the order placed: the sheet lists them so.
        .set({ createdAt: new Date(Date.UTC(2026, 10, 25, 6, (minute += 1))) })
        .where(eq(orders.id, id));
    }
    await couponOrder('inclusive', ['processing', 'shipped']);
    await couponOrder('inclusive', []);
    await couponOrder('exclusive', ['processing', 'shipped'], 'Karnataka');
    await couponOrder('exclusive', []);
    await couponOrder('unregistered', []);

    const rows = rowsOf((await exportCsv('from=2026-11-25&to=2026-11-25')).body);
    expect(rows.map((row) => row.GST)).toEqual([
      'Included in prices',
      'Included in prices',
      'Added to prices',
      'Added to prices',
      'Not charged (not registered)',
    ]);
    expect(rows.map((row) => row['Invoice number'] !== '')).toEqual([true, false, true, false, false]);
    // ₹500 + ₹1,000, 10% off = ₹150 (whole rupees), free delivery not reached after it.
    for (const row of rows)
      expect(row).toMatchObject({ Subtotal: '1500.00', Discount: '150.00', Delivery: '50.00' });
    for (const row of rows) {
      const total = paise(row.Total);
      expect(total % 100).toBe(0);
      const taxes = paise(row.CGST) + paise(row.SGST) + paise(row.IGST);
      expect(paise(row['Taxable value']) + taxes + paise(row['Round off'])).toBe(total);
      const charged = paise(row.Subtotal) - paise(row.Discount) + paise(row.Delivery);
      // GST on top: the goods and delivery after the discount are the taxable value; else the total.
      expect(charged).toBe(row.GST === 'Added to prices' ? paise(row['Taxable value']) : total);
      if (row.GST === 'Not charged (not registered)') expect(taxes).toBe(0);
      else expect(taxes).toBeGreaterThan(0);
    }
    // Prices including GST: ₹1,400 paid, the GST inside it.
    expect(rows[0]).toMatchObject({ Total: '1400.00', 'Round off': '0.00' });
    expect(paise(rows[2]!.IGST)).toBeGreaterThan(0);
    await saveTaxSettings(t.app, staff, TAX.unregistered, { ...TEST_BUSINESS, gstin: '' });
  });

  it('neutralises formulas at the start of cells (CSV injection)', async () => {
    await t.db.update(users).set({ email: '@sum(1+1)@example.test' }).where(eq(users.id, customerId));
    await t.db
      .update(orders)
      .set({ shippingName: '=HYPERLINK("http://evil","x")', shippingCity: '+Noida', shippingPhone: '-1' })
      .where(eq(orders.id, placed.first!.id));
    const rows = rowsOf((await exportCsv('from=2026-11-10&to=2026-11-10')).body);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      'Customer name': `'=HYPERLINK("http://evil","x")`,
      'Customer email': "'@sum(1+1)@example.test",
      City: "'+Noida",
      Phone: "'-1",
    });
  });

  it('filters by status, and reads every order of a range longer than one batch', async () => {
    const returned = rowsOf((await exportCsv('from=2026-11-01&to=2026-11-30&status=returned')).body);
    expect(returned.map((row) => row.Status)).toEqual(['Returned']);

    // 1,203 more orders at one instant: the keyset cursor (placed at, id) must neither skip nor repeat.
    const template = (await t.db.select().from(orders).where(eq(orders.id, placed.first!.id)))[0]!;
    const { id: _id, idempotencyKey: _key, ...rest } = template;
    const at = new Date('2026-10-05T10:00:00.123Z');
    for (let batch = 0; batch < 3; batch += 1) {
      await t.db.insert(orders).values(
        Array.from({ length: batch === 2 ? 203 : 500 }, () => ({
          ...rest,
          createdAt: at,
          status: 'pending' as const,
        })),
      );
    }
    const response = await exportCsv('from=2026-10-05&to=2026-10-05');
    expect(response.statusCode).toBe(200);
    const rows = rowsOf(response.body);
    expect(rows).toHaveLength(1203);
    expect(new Set(rows.map((row) => row['Order number'])).size).toBeGreaterThan(1190);
  });

  it('is for staff and refuses a bad range with 422', async () => {
    expect((await exportCsv('', null)).statusCode).toBe(401);
    expect((await exportCsv('', customer)).statusCode).toBe(403);
    const crossed = await exportCsv('from=2026-11-20&to=2026-11-10');
    expect(crossed.statusCode).toBe(422);
    expect(json(crossed).details[0]).toMatchObject({ field: 'from' });
    expect((await exportCsv('status=lost')).statusCode).toBe(422);
  });
});
