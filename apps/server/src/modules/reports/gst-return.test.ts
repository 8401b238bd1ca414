import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP_SETTINGS,
  GST_RETURN_CSV_COLUMNS,
  gstinCheckCharacter,
  invoiceLines,
  type GstReturnTable,
  type InvoicedLine,
  type TaxDocument,
} from '@shop/domain';
import { categories, creditNotes, invoices } from '../../db/schema/index.js';
import { createCategory, createProduct } from '../../../test/support/catalog-fixtures.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { addToCart, checkout, goodAddress } from '../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import type { ReturnDocument } from './gst-return.js';

/**
 * The monthly GST return (decision 049). The current month's documents come from the real flow:
 * orders placed, shipped (tax invoice) and returned (credit note) by staff. August 2026's are
 * stored directly, because checkout cannot yet produce what they carry (a buyer's GSTIN, bills
 * issued while not registered, units, fractional rates: the lead's tax work adds those fields).
 */
const withCheck = (first14: string) => first14 + gstinCheckCharacter(first14);
const SHOP_GSTIN = withCheck('09AAACK1234M1Z');
const BUYER_GSTIN = withCheck('09AABCB1234C1Z');
const KARNATAKA_FIRST14 = '29AABCM5678D1Z';
/** A GSTIN whose check character does not add up. */
const BAD_GSTIN = KARNATAKA_FIRST14 + (gstinCheckCharacter(KARNATAKA_FIRST14) === 'A' ? 'B' : 'A');

let t: TestApp;
let staff: string;
let customer: string;
let month: string;

const get = (url: string, authorization: string | null = staff) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
const paise = (rupees: number) => Math.round(rupees * 100);
/** A CSV answer's rows, header first, without the byte-order mark. */
const csvRows = (body: string): string[][] => parse(body.replace(/^\uFEFF/, ''));

let awb = 0;
async function setStatus(orderId: string, status: string) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}/status`,
    headers: { authorization: staff },
    payload: {
      status,
      ...(status === 'shipped' ? { courier: 'Delhivery', trackingNumber: `DL${(awb += 1)}0000IN` } : {}),
      ...(status === 'returned' ? { reason: 'Refused at the door' } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const KARNATAKA = { ...goodAddress, city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };

/** A customer's order through the API, walked through `statuses`. */
async function order(lines: [{ id: string }, number][], statuses: string[], address: object = goodAddress) {
  for (const [product, quantity] of lines) await addToCart(t.app, customer, product.id, quantity);
  const response = await checkout(t.app, customer, { body: { shippingAddress: address } });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = json(response).data.order as { id: string };
  for (const status of statuses) await setStatus(id, status);
  return id;
}

const invoiceOf = async (orderId: string) => {
  const [row] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!row) throw new Error('not invoiced');
  return row;
};

let upSale: TaxDocument;
let karnatakaSale: TaxDocument;
let upReturned: TaxDocument;
let largeSale: TaxDocument;
let jhumkaProduct: { id: string };
const august: Record<'b2b' | 'badBuyer' | 'unregistered' | 'noHsn' | 'cdnr', ReturnDocument> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await createUserWithSession(t.db, 'admin')).authorization;
  customer = (await createUserWithSession(t.db, 'customer', { fullName: 'Asha Verma' })).authorization;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { authorization: staff },
    payload: {
      ...DEFAULT_SHOP_SETTINGS,
      business: { ...DEFAULT_SHOP_SETTINGS.business, gstin: SHOP_GSTIN },
      // Registered, GST added on top of the prices, as these figures were written for (decision 050).
      tax: { registered: true, pricesIncludeGst: false },
      // The large inter-state sale (B2CL) is paid on delivery too.
      shipping: { ...DEFAULT_SHOP_SETTINGS.shipping, codMaxOrderValue: 5_00_000 },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const category = async (name: string, hsnCode: string, gstRate: number) => {
    const made = await createCategory(t.db, { name, slug: `gstr-${hsnCode}-${Date.now()}` });
    await t.db.update(categories).set({ hsnCode, gstRate }).where(eq(categories.id, made.id));
    return made.id;
  };
  const jewellery = await category('Return Jewellery', '7117', 3);
  const kurtis = await category('Return Kurtis', '6204', 12);
  const silver = await category('Return Silver', '7113', 3);
  const jhumka = await createProduct(t.db, {
    name: 'Kundan Jhumka',
    price: 499,
    categoryId: jewellery,
    stockQuantity: 50,
  });
  const kurti = await createProduct(t.db, {
    name: 'Dabu Kurti',
    price: 450,
    categoryId: kurtis,
    stockQuantity: 50,
  });
  jhumkaProduct = jhumka;
  const necklace = await createProduct(t.db, {
    name: 'Silver Temple Necklace',
    price: 60_000,
    categoryId: silver,
    stockQuantity: 5,
  });

  // Within Uttar Pradesh: 499 at 3% + 450 at 12% + ₹50 delivery at 12% (CGST + SGST).
  upSale = (
    await invoiceOf(
      await order(
        [
          [jhumka, 1],
          [kurti, 1],
        ],
        ['processing', 'shipped'],
      ),
    )
  ).document;
  // Karnataka: 998 at 3% + 450 at 12% + ₹50 delivery at 12% (IGST).
  karnatakaSale = (
    await invoiceOf(
      await order(
        [
          [jhumka, 2],
          [kurti, 1],
        ],
        ['processing', 'shipped'],
        KARNATAKA,
      ),
    )
  ).document;
  // Within Uttar Pradesh, shipped and returned in the month: its credit note nets it out of B2CS.
  const returnedId = await order(
    [
      [jhumka, 1],
      [kurti, 1],
    ],
    ['processing', 'shipped', 'returned'],
  );
  upReturned = (await invoiceOf(returnedId)).document;
  // ₹1,20,000 of silver to Karnataka (B2CL), then returned: a CDNUR credit note.
  const largeId = await order([[necklace, 2]], ['processing', 'shipped', 'returned'], KARNATAKA);
  largeSale = (await invoiceOf(largeId)).document;
  month = upSale.date.slice(0, 7);
  await storeAugustDocuments();
});

afterAll(async () => {
  await t.close();
});

/** A stored document from an issued one, with other lines, parties and fields. */
function document(
  base: TaxDocument,
  extra: Partial<ReturnDocument> & { number: string; date: string },
  lines: (InvoicedLine & { unit?: string })[],
  intraState: boolean,
): ReturnDocument {
  const goods = invoiceLines(lines, 0, 0, intraState).lines;
  const withUnits = goods.map((line, index) => {
    const unit = lines[index]?.unit;
    return unit ? { ...line, unit } : line;
  });
  const total = withUnits.reduce((sum, line) => sum + line.totalPaise, 0);
  const sum = (pick: (line: (typeof goods)[number]) => number) => withUnits.reduce((s, l) => s + pick(l), 0);
  return {
    ...base,
    intraState,
    placeOfSupply: intraState
      ? { state: 'Uttar Pradesh', stateCode: '09' }
      : { state: 'Karnataka', stateCode: '29' },
    lines: withUnits,
    totals: {
      taxablePaise: sum((l) => l.taxablePaise),
      cgstPaise: sum((l) => l.cgstPaise),
      sgstPaise: sum((l) => l.sgstPaise),
      igstPaise: sum((l) => l.igstPaise),
      roundOffPaise: 0,
      totalPaise: total,
    },
    ...extra,
  };
}

const piece = (name: string, hsnCode: string, gstRate: number, rupees: number, quantity = 1) => ({
  name,
  variantTitle: '',
  hsnCode,
  gstRate,
  quantity,
  unitPricePaise: rupees * 100,
});

/**
 * August 2026, stored as documents directly (the real flow cannot make these yet): two B2B
 * invoices (one with a GSTIN that does not add up), a bill issued while not registered, a small
 * sale with a line lacking its HSN code on the month's last day, a CDNR credit note; and two
 * invoices just outside the month (31 July, 1 September).
 */
async function storeAugustDocuments() {
  /** An invoice belongs to an order: a placed order (not shipped, so not invoiced) to hang it on. */
  const store = async (doc: ReturnDocument) => {
    const orderId = await order([[jhumkaProduct, 1]], []);
    const [row] = await t.db
      .insert(invoices)
      .values({
        orderId,
        number: doc.number,
        issuedAt: new Date(`${doc.date}T06:00:00Z`),
        document: doc,
      })
      .returning({ id: invoices.id });
    return row?.id ?? '';
  };
  const b2bBuyer = { gstin: BUYER_GSTIN, legalName: 'Bansal Boutique LLP' };
  august.b2b = document(
    upSale,
    { number: 'KS/26-27/000101', date: '2026-08-05', buyer: b2bBuyer },
    [
      { ...piece('Kundan Jhumka', '7117', 3, 499, 10), unit: 'PRS' },
      { ...piece('Gold Ring', '7113', 1.5, 25_000), unit: 'NOS' },
    ],
    true,
  );
  august.badBuyer = document(
    karnatakaSale,
    {
      number: 'KS/26-27/000102',
      date: '2026-08-12',
      buyer: { gstin: BAD_GSTIN, legalName: 'Mysore Silks' },
    },
    [piece('Kanjivaram Stole', '6214', 5, 2_000, 3)],
    false,
  );
  august.unregistered = document(
    upSale,
    { number: 'KS/26-27/000103', date: '2026-08-15', taxInvoice: false },
    [piece('Kundan Jhumka', '7117', 3, 499)],
    true,
  );
  august.noHsn = document(
    upSale,
    {
      number: 'KS/26-27/000104',
      date: '2026-08-31',
      supplier: { ...upSale.supplier, gstin: '' },
    },
    [piece('Hair Clip', '', 18, 200, 2)],
    true,
  );
  const b2bId = await store(august.b2b);
  await store(august.badBuyer);
  await store(august.unregistered);
  await store(august.noHsn);
  await store(
    document(
      upSale,
      { number: 'KS/26-27/000100', date: '2026-07-31' },
      [piece('Jhumka', '7117', 3, 499)],
      true,
    ),
  );
  await store(
    document(
      upSale,
      { number: 'KS/26-27/000105', date: '2026-09-01' },
      [piece('Jhumka', '7117', 3, 499)],
      true,
    ),
  );
  // The B2B buyer sends the ring back: a CDNR credit note.
  august.cdnr = {
    ...document(
      upSale,
      { number: 'KS/CN/26-27/0101', date: '2026-08-20', buyer: b2bBuyer },
      [{ ...piece('Gold Ring', '7113', 1.5, 25_000), unit: 'NOS' }],
      true,
    ),
    kind: 'credit-note',
    invoice: { number: august.b2b.number, date: august.b2b.date },
    reason: 'Returned by the buyer',
  };
  await t.db.insert(creditNotes).values({
    invoiceId: b2bId,
    number: august.cdnr.number,
    issuedAt: new Date('2026-08-20T06:00:00Z'),
    document: august.cdnr,
  });
}

describe('GET /api/reports/gst', () => {
  it('is for staff: visitors 401, customers 403', async () => {
    expect((await get(`/api/reports/gst?month=${month}`, null)).statusCode).toBe(401);
    expect((await get(`/api/reports/gst?month=${month}`, customer)).statusCode).toBe(403);
    expect((await get(`/api/reports/gst/warnings?month=${month}`, customer)).statusCode).toBe(403);
  });

  it.each(['', 'month=2026-13', 'month=2026-1', 'month=nov', 'month=2026-11-01'])(
    'refuses %s with 422 naming month',
    async (query) => {
      const response = await get(`/api/reports/gst?${query}`);
      expect(response.statusCode).toBe(422);
      expect(json(response)).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        details: [expect.objectContaining({ field: 'month', message: expect.stringMatching(/YYYY-MM/) })],
      });
    },
  );

  it('refuses a CSV without a known table, naming table', async () => {
    for (const query of ['format=csv', 'format=csv&table=gstr3b']) {
      const response = await get(`/api/reports/gst?month=${month}&${query}`);
      expect(response.statusCode).toBe(422);
      expect(json(response).details[0]).toMatchObject({ field: 'table' });
    }
  });
});

/** Paise sums of the month's stored invoices and credit notes, straight from the database. */
async function storedTotals(
  kind: 'invoices' | 'creditNotes',
  keep: (doc: ReturnDocument) => boolean = () => true,
) {
  const table = kind === 'invoices' ? invoices : creditNotes;
  const rows = await t.db.select({ document: table.document }).from(table);
  const sum = { taxable: 0, igst: 0, cgst: 0, sgst: 0 };
  for (const { document: doc } of rows) {
    if (!doc.date.startsWith(month) || !keep(doc)) continue;
    sum.taxable += doc.totals.taxablePaise;
    sum.igst += doc.totals.igstPaise;
    sum.cgst += doc.totals.cgstPaise;
    sum.sgst += doc.totals.sgstPaise;
  }
  return sum;
}

/** A table's rows summed back into paise. */
function tableTotals(rows: { taxableValue: number; igst: number; cgst: number; sgst: number }[]) {
  const sum = { taxable: 0, igst: 0, cgst: 0, sgst: 0 };
  for (const row of rows) {
    sum.taxable += paise(row.taxableValue);
    sum.igst += paise(row.igst);
    sum.cgst += paise(row.cgst);
    sum.sgst += paise(row.sgst);
  }
  return sum;
}

const minus = (a: Record<string, number>, b: Record<string, number>) =>
  Object.fromEntries(Object.entries(a).map(([key, value]) => [key, value - (b[key] ?? 0)]));
const plus = (...sums: Record<string, number>[]) =>
  Object.fromEntries(
    Object.keys(sums[0] ?? {}).map((key) => [key, sums.reduce((total, sum) => total + (sum[key] ?? 0), 0)]),
  );

describe('the month of shipped and returned orders (real flow)', () => {
  it('answers every table of the month', async () => {
    const response = await get(`/api/reports/gst?month=${month}`);
    expect(response.statusCode, response.body).toBe(200);
    const { success, data } = json(response);
    expect(success).toBe(true);
    expect(Object.keys(data)).toEqual(['month', 'b2b', 'b2cl', 'b2cs', 'hsn', 'creditNotes', 'documents']);
    expect(data.month).toBe(month);
    expect(data.b2b).toEqual([]);
    const igstAt3 = { rate: 3, taxableValue: 120_000, igst: 3600, cgst: 0, sgst: 0 };
    expect(data.b2cl).toEqual([
      {
        invoiceNumber: largeSale.number,
        invoiceDate: largeSale.date,
        invoiceValue: 123_600,
        placeOfSupply: '29-Karnataka',
        taxableValue: 120_000,
        igst: 3600,
        cgst: 0,
        sgst: 0,
        rates: [igstAt3],
      },
    ]);
    // CGST and SGST are halves of a line's GST that add up to it, the odd paisa to CGST (decision 050).
    // The returned Uttar Pradesh sale's credit note nets it out: only the one sale is left.
    expect(data.b2cs).toEqual([
      { placeOfSupply: '09-Uttar Pradesh', rate: 3, taxableValue: 499, igst: 0, cgst: 7.49, sgst: 7.48 },
      { placeOfSupply: '09-Uttar Pradesh', rate: 12, taxableValue: 500, igst: 0, cgst: 30, sgst: 30 },
      { placeOfSupply: '29-Karnataka', rate: 3, taxableValue: 998, igst: 29.94, cgst: 0, sgst: 0 },
      { placeOfSupply: '29-Karnataka', rate: 12, taxableValue: 500, igst: 60, cgst: 0, sgst: 0 },
    ]);
    // Delivery counts under its goods' HSN (value, not pieces); the silver sold and returned nets to nothing.
    expect(data.hsn).toEqual([
      {
        hsn: '6204',
        description: "Women's garments",
        uqc: 'PCS',
        quantity: 2,
        taxableValue: 1000,
        rate: 12,
        igst: 60,
        cgst: 30,
        sgst: 30,
      },
      {
        hsn: '7117',
        description: 'Imitation jewellery',
        uqc: 'PCS',
        quantity: 3,
        taxableValue: 1497,
        rate: 3,
        igst: 29.94,
        cgst: 7.49,
        sgst: 7.48,
      },
    ]);
    const [largeNote] = await t.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.number, data.creditNotes[0]?.noteNumber ?? ''));
    expect(largeNote?.document.invoice?.number).toBe(largeSale.number);
    expect(data.creditNotes).toEqual([
      {
        type: 'CDNUR',
        gstin: null,
        receiverName: 'Asha Verma',
        noteNumber: largeNote?.number,
        noteDate: largeNote?.document.date,
        invoiceNumber: largeSale.number,
        invoiceDate: largeSale.date,
        placeOfSupply: '29-Karnataka',
        noteValue: 123_600,
        taxableValue: 120_000,
        igst: 3600,
        cgst: 0,
        sgst: 0,
        rates: [igstAt3],
      },
    ]);
    const issued = [upSale, karnatakaSale, upReturned, largeSale].map((doc) => doc.number).sort();
    const notes = (await t.db.select({ number: creditNotes.number }).from(creditNotes))
      .map((row) => row.number)
      .filter((number) => !number.endsWith('0101'))
      .sort();
    expect(data.documents).toEqual([
      { nature: 'Invoices for outward supply', from: issued[0], to: issued[3], count: 4, cancelled: 0 },
      { nature: 'Credit Note', from: notes[0], to: notes[1], count: 2, cancelled: 0 },
    ]);
    const warnings = json(await get(`/api/reports/gst/warnings?month=${month}`)).data;
    expect(warnings).toEqual({ month, warnings: [] });
  });

  it('reconciles every table to the paisa with the month’s invoices and credit notes', async () => {
    const data = json(await get(`/api/reports/gst?month=${month}`)).data;
    const invoiced = await storedTotals('invoices');
    const credited = await storedTotals('creditNotes');
    // B2CS-sized credit notes are netted in B2CS; the others are listed (CDNR, CDNUR).
    const smallNotes = await storedTotals(
      'creditNotes',
      (doc) => doc.intraState || doc.totals.totalPaise <= 1_00_000_00,
    );
    expect(plus(tableTotals(data.b2b), tableTotals(data.b2cl), tableTotals(data.b2cs))).toEqual(
      minus(invoiced, smallNotes),
    );
    expect(tableTotals(data.creditNotes)).toEqual(minus(credited, smallNotes));
    expect(tableTotals(data.hsn)).toEqual(minus(invoiced, credited));
    // Each listed invoice's rates add up to its own totals.
    for (const row of [...data.b2cl, ...data.creditNotes]) {
      expect(tableTotals(row.rates)).toEqual(tableTotals([row]));
    }
  });

  it('downloads each table in the offline tool’s columns', async () => {
    const csvOf = async (table: GstReturnTable) => {
      const response = await get(`/api/reports/gst?month=${month}&format=csv&table=${table}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="gstr1-${month}-${table}.csv"`,
      );
      expect(response.body.startsWith('\uFEFF')).toBe(true);
      const rows = csvRows(response.body);
      expect(rows[0]).toEqual(GST_RETURN_CSV_COLUMNS[table]);
      return rows.slice(1);
    };
    const portalDate = (day: string) => {
      const [year, monthNumber, date] = day.split('-');
      const name = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
        Number(monthNumber) - 1
      ];
      return `${date}-${name}-${year}`;
    };
    expect(await csvOf('hsn')).toEqual([
      ['6204', "Women's garments", 'PCS-PIECES', '2', '1120', '1000', '60', '30', '30', '', '12'],
      ['7117', 'Imitation jewellery', 'PCS-PIECES', '3', '1541.91', '1497', '29.94', '7.49', '7.48', '', '3'],
    ]);
    expect(await csvOf('b2cs')).toEqual([
      ['OE', '09-Uttar Pradesh', '3', '', '499', '', ''],
      ['OE', '09-Uttar Pradesh', '12', '', '500', '', ''],
      ['OE', '29-Karnataka', '3', '', '998', '', ''],
      ['OE', '29-Karnataka', '12', '', '500', '', ''],
    ]);
    expect(await csvOf('b2cl')).toEqual([
      [largeSale.number, portalDate(largeSale.date), '123600', '29-Karnataka', '', '3', '120000', '', ''],
    ]);
    const [note] = json(await get(`/api/reports/gst?month=${month}`)).data.creditNotes;
    expect(await csvOf('cdnur')).toEqual([
      [
        'B2CL',
        note.noteNumber,
        portalDate(note.noteDate),
        'C',
        '29-Karnataka',
        '123600',
        '',
        '3',
        '120000',
        '',
      ],
    ]);
    expect(await csvOf('b2b')).toEqual([]);
    expect(await csvOf('cdnr')).toEqual([]);
    const docs = await csvOf('docs');
    expect(docs.map((row) => [row[0], row[3], row[4]])).toEqual([
      ['Invoices for outward supply', '4', '0'],
      ['Credit Note', '2', '0'],
    ]);
  });
});

describe('a month with registered buyers and bills issued while not registered (stored documents)', () => {
  it('lists B2B invoices per invoice and rate, CDNR notes, and leaves the bills out', async () => {
    const data = json(await get('/api/reports/gst?month=2026-08')).data;
    expect(data.b2b).toEqual([
      {
        gstin: BUYER_GSTIN,
        receiverName: 'Bansal Boutique LLP',
        invoiceNumber: 'KS/26-27/000101',
        invoiceDate: '2026-08-05',
        invoiceValue: 30_514.7,
        placeOfSupply: '09-Uttar Pradesh',
        taxableValue: 29_990,
        igst: 0,
        cgst: 262.35,
        sgst: 262.35,
        rates: [
          { rate: 1.5, taxableValue: 25_000, igst: 0, cgst: 187.5, sgst: 187.5 },
          { rate: 3, taxableValue: 4990, igst: 0, cgst: 74.85, sgst: 74.85 },
        ],
      },
      {
        gstin: BAD_GSTIN,
        receiverName: 'Mysore Silks',
        invoiceNumber: 'KS/26-27/000102',
        invoiceDate: '2026-08-12',
        invoiceValue: 6300,
        placeOfSupply: '29-Karnataka',
        taxableValue: 6000,
        igst: 300,
        cgst: 0,
        sgst: 0,
        rates: [{ rate: 5, taxableValue: 6000, igst: 300, cgst: 0, sgst: 0 }],
      },
    ]);
    expect(data.b2cl).toEqual([]);
    // The not-registered bill (000103) and the invoices of 31 July and 1 September stay out.
    expect(data.b2cs).toEqual([
      { placeOfSupply: '09-Uttar Pradesh', rate: 18, taxableValue: 400, igst: 0, cgst: 36, sgst: 36 },
    ]);
    expect(data.creditNotes).toEqual([
      {
        type: 'CDNR',
        gstin: BUYER_GSTIN,
        receiverName: 'Bansal Boutique LLP',
        noteNumber: 'KS/CN/26-27/0101',
        noteDate: '2026-08-20',
        invoiceNumber: 'KS/26-27/000101',
        invoiceDate: '2026-08-05',
        placeOfSupply: '09-Uttar Pradesh',
        noteValue: 25_375,
        taxableValue: 25_000,
        igst: 0,
        cgst: 187.5,
        sgst: 187.5,
        rates: [{ rate: 1.5, taxableValue: 25_000, igst: 0, cgst: 187.5, sgst: 187.5 }],
      },
    ]);
    // The ring sold and credited nets out of the HSN summary; units come from the lines.
    expect(data.hsn).toEqual([
      {
        hsn: '',
        description: '',
        uqc: 'PCS',
        quantity: 2,
        taxableValue: 400,
        rate: 18,
        igst: 0,
        cgst: 36,
        sgst: 36,
      },
      {
        hsn: '6214',
        description: 'Shawls, stoles and dupattas',
        uqc: 'PCS',
        quantity: 3,
        taxableValue: 6000,
        rate: 5,
        igst: 300,
        cgst: 0,
        sgst: 0,
      },
      {
        hsn: '7117',
        description: 'Imitation jewellery',
        uqc: 'PRS',
        quantity: 10,
        taxableValue: 4990,
        rate: 3,
        igst: 0,
        cgst: 74.85,
        sgst: 74.85,
      },
    ]);
    expect(data.documents).toEqual([
      {
        nature: 'Invoices for outward supply',
        from: 'KS/26-27/000101',
        to: 'KS/26-27/000104',
        count: 3,
        cancelled: 0,
      },
      { nature: 'Credit Note', from: 'KS/CN/26-27/0101', to: 'KS/CN/26-27/0101', count: 1, cancelled: 0 },
    ]);
  });

  it('warns of what the return needs and the invoices lack', async () => {
    const response = await get('/api/reports/gst/warnings?month=2026-08');
    expect(response.statusCode, response.body).toBe(200);
    const { warnings } = json(response).data as { warnings: { document: string | null; message: string }[] };
    expect(warnings).toEqual(
      expect.arrayContaining([
        {
          document: null,
          message: expect.stringMatching(/^1 bill\(s\) issued while the shop was not registered/),
        },
        {
          document: 'KS/26-27/000102',
          message: expect.stringContaining(`buyer's GSTIN ${BAD_GSTIN}, which is not a valid GSTIN`),
        },
        { document: 'KS/26-27/000104', message: expect.stringContaining("without the shop's GSTIN") },
        {
          document: 'KS/26-27/000104',
          message: expect.stringContaining('a line without an HSN code: Hair Clip'),
        },
        {
          document: null,
          message: expect.stringMatching(/^KS\/26-27\/000101 to KS\/26-27\/000104: 1 number/),
        },
      ]),
    );
    expect(warnings).toHaveLength(5);
  });

  it('writes B2B and CDNR rows per rate, with the portal’s dates, codes and units', async () => {
    const csv = async (table: GstReturnTable) =>
      csvRows((await get(`/api/reports/gst?month=2026-08&format=csv&table=${table}`)).body).slice(1);
    expect(await csv('b2b')).toEqual([
      [
        BUYER_GSTIN,
        'Bansal Boutique LLP',
        'KS/26-27/000101',
        '05-Aug-2026',
        '30514.7',
        '09-Uttar Pradesh',
        'N',
        '',
        'Regular B2B',
        '',
        '1.5',
        '25000',
        '',
      ],
      [
        BUYER_GSTIN,
        'Bansal Boutique LLP',
        'KS/26-27/000101',
        '05-Aug-2026',
        '30514.7',
        '09-Uttar Pradesh',
        'N',
        '',
        'Regular B2B',
        '',
        '3',
        '4990',
        '',
      ],
      [
        BAD_GSTIN,
        'Mysore Silks',
        'KS/26-27/000102',
        '12-Aug-2026',
        '6300',
        '29-Karnataka',
        'N',
        '',
        'Regular B2B',
        '',
        '5',
        '6000',
        '',
      ],
    ]);
    expect(await csv('cdnr')).toEqual([
      [
        BUYER_GSTIN,
        'Bansal Boutique LLP',
        'KS/CN/26-27/0101',
        '20-Aug-2026',
        'C',
        '09-Uttar Pradesh',
        'N',
        'Regular B2B',
        '25375',
        '',
        '1.5',
        '25000',
        '',
      ],
    ]);
    expect((await csv('hsn')).map((row) => row[2])).toEqual(['PCS-PIECES', 'PCS-PIECES', 'PRS-PAIRS']);
  });

  it('answers an empty month with empty tables', async () => {
    const data = json(await get('/api/reports/gst?month=2025-01')).data;
    expect(data).toEqual({
      month: '2025-01',
      b2b: [],
      b2cl: [],
      b2cs: [],
      hsn: [],
      creditNotes: [],
      documents: [],
    });
  });
});
