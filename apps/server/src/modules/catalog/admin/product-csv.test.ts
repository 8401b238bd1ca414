import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS } from '@shop/domain';
import { products, productVariants } from '../../../db/schema/index.js';
import { csvRow } from '../../../lib/csv.js';
import { createCategory, createImage } from '../../../../test/support/catalog-fixtures.js';
import { createUserWithSession } from '../../../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../../test/support/test-app.js';

let t: TestApp;
let adminAuth: string;
let customerAuth: string;
let image: string;
const url = (id: string) => `/images/${id}/640.webp`;
const HEADER = PRODUCT_CSV_COLUMNS.map((column) => column.name);

beforeAll(async () => {
  t = await createTestApp();
  adminAuth = (await createUserWithSession(t.db, 'admin')).authorization;
  customerAuth = (await createUserWithSession(t.db, 'customer')).authorization;
  const clothing = await createCategory(t.db, { name: 'Clothing' });
  await createCategory(t.db, { name: 'Kurtas', parentId: clothing.id });
  await createCategory(t.db, { name: 'Decor' });
  image = (await createImage(t.db)).id;
  const kurta = await post({
    name: 'Indigo Kurta',
    description: '=HYPERLINK("http://evil.example","Click")',
    price: 1499.5,
    originalPrice: 1899,
    category: 'kurtas',
    stockQuantity: 0,
    tags: ['cotton', 'indigo'],
    image: url(image),
    images: [url(image)],
    options: [
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Colour', values: ['Indigo', 'Rust'] },
    ],
    variants: [
      { optionValues: { Size: 'S', Colour: 'Indigo' }, sku: 'KURTA-S-IND', price: 1499.5, stockQuantity: 3 },
      { optionValues: { Size: 'M', Colour: 'Indigo' }, sku: 'KURTA-M-IND', price: 1599, stockQuantity: 4 },
      { optionValues: { Size: 'M', Colour: 'Rust' }, sku: 'KURTA-M-RUST', price: 1599, stockQuantity: 0 },
    ],
    craft: 'Dabu block print',
    origin: 'Bagru, Rajasthan',
  });
  expect(kurta.statusCode).toBe(201);
  const vase = await post({
    name: 'Blue Pottery Vase',
    description: '+91 made, "quoted", with a comma\nand a second line',
    price: 2200,
    category: 'decor',
    stockQuantity: 1,
    sku: 'VASE-1',
    image: url(image),
    images: [url(image)],
    isOneOfAKind: true,
    isFeatured: true,
    personalisation: { label: 'Name to paint', maxLength: 12 },
    hsnCode: '6913',
    gstRate: 5,
    material: '@clay',
  });
  expect(vase.statusCode).toBe(201);
});

afterAll(async () => {
  await t.close();
});

function post(payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { authorization: adminAuth },
    payload,
  });
}

function exportCsv(auth = adminAuth) {
  return t.app.inject({ method: 'GET', url: '/api/products/export.csv', headers: { authorization: auth } });
}

function importCsv(body: string, { dryRun = false, auth = adminAuth } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/products/import${dryRun ? '?dryRun=true' : ''}`,
    headers: { authorization: auth, 'content-type': 'text/csv' },
    payload: body,
  });
}

/** The exported file as rows of cells by column (header aside). */
async function exportedRows(): Promise<Record<string, string>[]> {
  const response = await exportCsv();
  return parse<Record<string, string>>(response.body, { bom: true, columns: true });
}

const toCsv = (rows: readonly Record<string, string>[]) =>
  csvRow(HEADER) + rows.map((row) => csvRow(HEADER.map((name) => row[name] ?? ''))).join('');

const row = (cells: Record<string, string>) => ({
  active: 'yes',
  category: 'decor',
  description: 'Hand made.',
  images: url(image),
  stock: '5',
  ...cells,
});

async function snapshot() {
  const rows = await t.db.select().from(products).orderBy(products.slug);
  const variants = await t.db.select().from(productVariants).orderBy(productVariants.sku);
  return { rows, variants };
}

describe('access', () => {
  it('keeps both routes to staff: customers get 403, anonymous 401', async () => {
    expect((await exportCsv(customerAuth)).statusCode).toBe(403);
    expect((await importCsv('handle\n', { auth: customerAuth })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/products/export.csv' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/products/export.csv', () => {
  it('answers one row per variant in the documented columns, formulas neutralised', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="products-.*\.csv"/);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(response.body.split('\r\n')[0]).toBe(`\uFEFF${HEADER.join(',')}`);
    const rows = await exportedRows();
    const kurta = rows.filter((cells) => cells.handle === 'indigo-kurta');
    expect(kurta.map((cells) => [cells.option1_value, cells.option2_value, cells.sku, cells.price])).toEqual([
      ['S', 'Indigo', 'KURTA-S-IND', '1499.50'],
      ['M', 'Indigo', 'KURTA-M-IND', '1599'],
      ['M', 'Rust', 'KURTA-M-RUST', '1599'],
    ]);
    expect(kurta[0]).toMatchObject({ option1_name: 'Size', option2_name: 'Colour', tags: 'cotton|indigo' });
    // CSV injection: a cell starting with = + - @ opens as text in a spreadsheet.
    expect(kurta[0]?.description).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    const vase = rows.find((cells) => cells.handle === 'blue-pottery-vase');
    expect(vase).toMatchObject({
      description: `'+91 made, "quoted", with a comma\nand a second line`,
      material: "'@clay",
      one_of_a_kind: 'yes',
      featured: 'yes',
      personalisation_label: 'Name to paint',
      personalisation_max_length: '12',
      hsn_code: '6913',
      gst_rate: '5',
      gst_slab_up_to: '',
      gst_rate_above: '',
      country_of_origin: 'India',
      sku: 'VASE-1',
      stock: '1',
      images: url(image),
    });
  });
});

describe('POST /api/products/import', () => {
  it('takes back its own export unchanged (round trip)', async () => {
    const before = await snapshot();
    const first = (await exportCsv()).body;
    const response = await importCsv(first);
    expect(response.statusCode).toBe(200);
    // Nothing in the file differs from the shop: both products are reported unchanged, not updated.
    expect(json(response).data).toEqual({
      dryRun: false,
      rows: 4,
      created: 0,
      updated: 0,
      unchanged: 2,
      hiddenWithoutPictures: [],
      errors: [],
    });
    expect((await exportCsv()).body).toBe(first);
    const after = await snapshot();
    const strip = <T extends { updatedAt: Date }>(list: T[]) => list.map(({ updatedAt: _, ...rest }) => rest);
    expect(strip(after.variants)).toEqual(strip(before.variants));
    expect(after.rows.map((product) => product.description)).toEqual(before.rows.map((p) => p.description));
  });

  it('lists every problem by line and column in a dry run, and changes nothing', async () => {
    const before = await snapshot();
    const rows = await exportedRows();
    rows[0] = { ...rows[0], price: 'abc' };
    rows[2] = { ...rows[2], stock: '-2' };
    rows.push(
      row({ handle: 'new-lamp', name: '', category: 'no-such-category', sku: 'LAMP-1', price: '10.555' }),
      row({ handle: 'Bad Handle!', name: 'X', price: '5' }),
      row({
        handle: 'brass-bell',
        name: 'Brass Bell',
        price: '350',
        featured: 'maybe',
        images: 'https://elsewhere.example/a.jpg',
      }),
    );
    const response = await importCsv(toCsv(rows), { dryRun: true });
    expect(response.statusCode).toBe(200);
    const data = json(response).data;
    expect(data).toMatchObject({ dryRun: true, rows: 7, created: 0 });
    // Every problem of every row at once (line 7's unknown category beside its name and price), in
    // the spreadsheet's words: the column, then what to write in it.
    expect(data.errors).toEqual([
      { line: 2, column: 'price', message: 'price: write the price in rupees above 0, like 1499 or 1499.50' },
      { line: 4, column: 'stock', message: 'stock: write a whole number of 0 or more' },
      // The vase's description spans lines 5 and 6.
      { line: 7, column: 'name', message: 'name: give the product a name' },
      {
        line: 7,
        column: 'category',
        message: 'category: no category has this slug; use a slug from Category Management, like kurtas',
      },
      { line: 7, column: 'price', message: 'price: write the price in rupees above 0, like 1499 or 1499.50' },
      {
        line: 8,
        column: 'handle',
        message: expect.stringMatching(/^handle: a handle is lowercase letters, digits and hyphens/),
      },
      { line: 9, column: 'featured', message: 'featured: write yes or no' },
      {
        line: 9,
        column: 'images',
        message: expect.stringMatching(
          /^images: pictures are not fetched from other websites; use a picture address/,
        ),
      },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('reports what only the database knows (category, SKU of another product) on its line', async () => {
    const rows = [
      row({
        handle: 'clay-lamp',
        name: 'Clay Lamp',
        category: 'no-such-category',
        sku: 'LAMP-1',
        price: '120',
      }),
      row({ handle: 'copper-lamp', name: 'Copper Lamp', sku: 'vase-1', price: '450' }),
      row({ handle: 'lamp-a', name: 'Lamp A', sku: 'LAMP-DUP', price: '10' }),
      row({ handle: 'lamp-b', name: 'Lamp B', sku: 'LAMP-DUP', price: '10' }),
    ];
    const response = await importCsv(toCsv(rows), { dryRun: true });
    expect(json(response).data.errors).toEqual([
      {
        line: 2,
        column: 'category',
        message: 'category: no category has this slug; use a slug from Category Management, like kurtas',
      },
      { line: 3, column: 'sku', message: 'sku: SKU VASE-1 is already used by another product' },
      { line: 5, column: 'sku', message: 'sku: SKU LAMP-DUP is already used by another product' },
    ]);
    expect(json(response).data.created).toBe(1);
  });

  it('applies all or nothing: one bad row and no product of the file is written', async () => {
    const before = await snapshot();
    const rows = [
      row({ handle: 'good-lamp', name: 'Good Lamp', sku: 'GOOD-1', price: '99.50' }),
      row({ handle: 'bad-lamp', name: 'Bad Lamp', sku: 'BAD-1', price: '0' }),
    ];
    const response = await importCsv(toCsv(rows));
    expect(response.statusCode).toBe(422);
    const body = json(response);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(body.message).toBe('The file has 1 problem; nothing was changed');
    expect(body.details).toEqual([
      { field: 'line 3, price', message: 'price: write the price in rupees above 0, like 1499 or 1499.50' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('creates new products with their variants and updates variants matched by SKU', async () => {
    const [variant] = await t.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.sku, 'KURTA-M-IND'));
    const rows = (await exportedRows()).map((cells) =>
      cells.sku === 'KURTA-M-IND' ? { ...cells, stock: '9', price: '1,649' } : cells,
    );
    rows.push(
      row({
        handle: 'brass-diya',
        name: 'Brass Diya',
        option1_name: 'Size',
        option1_value: 'Small',
        sku: 'DIYA-S',
        price: '₹250',
        stock: '4',
      }),
      row({
        handle: 'brass-diya',
        option1_value: 'Large',
        sku: '',
        price: '400',
        stock: '2',
        description: '',
        images: '',
      }),
    );
    const response = await importCsv(toCsv(rows));
    expect(json(response).data).toMatchObject({ created: 1, updated: 2, unchanged: 0, errors: [] });
    const [after] = await t.db.select().from(productVariants).where(eq(productVariants.sku, 'KURTA-M-IND'));
    expect(after).toMatchObject({ id: variant?.id, stockQuantity: 9, pricePaise: 164900 });
    const diya = (await exportedRows()).filter((cells) => cells.handle === 'brass-diya');
    expect(diya.map((cells) => [cells.option1_value, cells.price, cells.stock])).toEqual([
      ['Small', '250', '4'],
      ['Large', '400', '2'],
    ]);
    // A blank SKU is made by the shop, as in the product form.
    expect(diya[1]?.sku).toMatch(/-LARGE$/);
  });

  it('writes the whole file as the product form would: a variant left out goes and its SKU moves on', async () => {
    const search = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/products/search?q=KURTA-M-RUST' });
      return (json(response).data as { products: { slug: string }[] }).products.map(
        (product) => product.slug,
      );
    };
    expect(await search()).toEqual(['indigo-kurta']);
    // The kurta, earlier in the file, lets go of its Rust variant; a new piece, later, takes its SKU.
    const rows = (await exportedRows()).filter((cells) => cells.sku !== 'KURTA-M-RUST');
    rows.push(
      row({
        handle: 'rust-stole',
        name: 'Rust Stole',
        sku: 'KURTA-M-RUST',
        price: '700',
        stock: '1',
        one_of_a_kind: 'yes',
        variant_image: url(image),
      }),
    );
    const response = await importCsv(toCsv(rows));
    // The kurta changes, the diya does not; the vase does (this test's CSV writer quotes its
    // description's leading + once more, as a spreadsheet's text).
    expect(json(response).data).toMatchObject({ created: 1, updated: 2, unchanged: 1, errors: [] });

    const variantsOf = (slug: string) =>
      t.db
        .select({
          sku: productVariants.sku,
          stock: productVariants.stockQuantity,
          imageId: productVariants.imageId,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(eq(products.slug, slug))
        .orderBy(productVariants.position);
    expect(await variantsOf('rust-stole')).toEqual([{ sku: 'KURTA-M-RUST', stock: 1, imageId: image }]);
    expect((await variantsOf('indigo-kurta')).map((variant) => variant.sku)).toEqual([
      'KURTA-S-IND',
      'KURTA-M-IND',
    ]);
    // The roll-up kept each product's price and stock, and the search document its SKUs.
    const [kurta] = await t.db.select().from(products).where(eq(products.slug, 'indigo-kurta'));
    expect(kurta).toMatchObject({ pricePaise: 149950, stockQuantity: 12 });
    const [stole] = await t.db.select().from(products).where(eq(products.slug, 'rust-stole'));
    expect(stole).toMatchObject({ pricePaise: 70000, stockQuantity: 1, soldAt: null });
    expect(await search()).toEqual(['rust-stole']);
  });

  it('counts as updated only the products whose rows change something; the others are unchanged', async () => {
    const handles = new Set((await exportedRows()).map((cells) => cells.handle));
    // The owner's round trip: export, change one stock figure of one product (sku, price,
    // original_price, stock are neighbours), import the file.
    const file = (await exportCsv()).body;
    const edited = file.replace(/(KURTA-S-IND,[^,]*,[^,]*,)(\d+)/, (_, before: string, stock: string) => {
      return `${before}${Number(stock) + 1}`;
    });
    expect(edited).not.toBe(file);
    const response = await importCsv(edited);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: handles.size - 1,
      errors: [],
    });
  });

  it('creates a new product given no picture, hidden from shoppers, and says so', async () => {
    const rows = [
      row({ handle: 'sketch-potli', name: 'Sketch Potli', sku: 'SKETCH-1', price: '450', images: '' }),
    ];
    const checked = json(await importCsv(toCsv(rows), { dryRun: true })).data;
    expect(checked).toMatchObject({
      created: 1,
      errors: [],
      hiddenWithoutPictures: [{ line: 2, handle: 'sketch-potli' }],
    });
    const applied = await importCsv(toCsv(rows));
    expect(applied.statusCode, applied.body).toBe(200);
    expect(json(applied).data.hiddenWithoutPictures).toEqual([{ line: 2, handle: 'sketch-potli' }]);
    const [potli] = await t.db.select().from(products).where(eq(products.slug, 'sketch-potli'));
    expect(potli).toMatchObject({ isActive: false, name: 'Sketch Potli', pricePaise: 45000 });
    // Hidden: shoppers do not find it.
    const listed = await t.app.inject({ method: 'GET', url: '/api/products/slug/sketch-potli' });
    expect(listed.statusCode).toBe(404);
  });

  it('refuses what it cannot take: too many rows or bytes (413), another type (415), broken CSV', async () => {
    const many = csvRow(HEADER) + 'x\r\n'.repeat(10_001);
    const rows = await importCsv(many, { dryRun: true });
    expect(rows.statusCode).toBe(413);
    expect(json(rows).message).toMatch(/at most 10,000 rows/);
    const big = await importCsv('a'.repeat(5 * 1024 * 1024 + 1), { dryRun: true });
    expect(big.statusCode).toBe(413);
    expect(json(big).message).toMatch(/at most 5 MB/);
    const typed = await t.app.inject({
      method: 'POST',
      url: '/api/products/import',
      headers: { authorization: adminAuth },
      payload: { handle: 'x' },
    });
    expect(typed.statusCode).toBe(415);
    const broken = await importCsv(`${csvRow(HEADER)}"unclosed,quote\r\n`, { dryRun: true });
    expect(json(broken).data.errors).toEqual([
      { line: 2, column: '', message: expect.stringMatching(/could not be read as CSV/) },
    ]);
    const header = await importCsv('handle,colour\r\nx,y\r\n', { dryRun: true });
    expect(json(header).data.errors[0]).toEqual({
      line: 1,
      column: 'colour',
      message: 'Unknown column "colour"; see the documented columns',
    });
  });
});

// Last: the products these write would change the counts of the files above.
describe('POST /api/products/import: slabs and country of origin (decision 051)', () => {
  it('takes a slab and a country of origin, and an old file without those columns keeps them', async () => {
    const slab = row({
      handle: 'ikat-dupatta',
      name: 'Ikat Dupatta',
      sku: 'IKAT-1',
      price: '2800',
      hsn_code: '6214',
      gst_rate: '5',
      gst_slab_up_to: '2,500',
      gst_rate_above: '18',
      country_of_origin: 'Nepal',
    });
    const created = await importCsv(toCsv([slab]));
    expect(json(created).data).toMatchObject({ created: 1, errors: [] });
    const [dupatta] = (await exportedRows()).filter((cells) => cells.handle === 'ikat-dupatta');
    expect(dupatta).toMatchObject({
      gst_rate: '5',
      gst_slab_up_to: '2500',
      gst_rate_above: '18',
      country_of_origin: 'Nepal',
    });

    // A file from before the columns: the slab and the country stay as stored.
    const OLD = HEADER.filter(
      (name) => !['gst_slab_up_to', 'gst_rate_above', 'country_of_origin'].includes(name),
    );
    const old = { ...slab, price: '2900' } as Record<string, string>;
    const oldFile = csvRow(OLD) + csvRow(OLD.map((name) => old[name] ?? ''));
    const updated = await importCsv(oldFile);
    expect(json(updated).data).toMatchObject({ updated: 1, errors: [] });
    const [row_] = await t.db.select().from(products).where(eq(products.slug, 'ikat-dupatta'));
    expect(row_).toMatchObject({
      pricePaise: 290000,
      gstRate: 5,
      gstSlabUpToPaise: 250000,
      gstRateAbove: 18,
      countryOfOrigin: 'Nepal',
    });

    // A new product from an old file is made in India, at a flat rate.
    const fresh: Record<string, string> = {
      ...old,
      handle: 'plain-stole',
      name: 'Plain Stole',
      sku: 'STOLE-1',
    };
    const freshFile = csvRow(OLD) + csvRow(OLD.map((name) => fresh[name] ?? ''));
    expect(json(await importCsv(freshFile)).data).toMatchObject({ created: 1, errors: [] });
    const [stole] = await t.db.select().from(products).where(eq(products.slug, 'plain-stole'));
    expect(stole).toMatchObject({ countryOfOrigin: 'India', gstRate: 5, gstSlabUpToPaise: null });
  });

  it('names the line and column of a slab the rules refuse', async () => {
    const bad = row({
      handle: 'bad-slab',
      name: 'Bad Slab',
      sku: 'BAD-1',
      price: '100',
      gst_rate: '12',
      gst_slab_up_to: '2500',
      gst_rate_above: '5',
    });
    const half = row({
      handle: 'half-slab',
      name: 'Half Slab',
      sku: 'HALF-1',
      price: '100',
      gst_rate: '5',
      gst_slab_up_to: '2500',
    });
    const response = await importCsv(toCsv([bad, half]), { dryRun: true });
    expect(json(response).data.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          line: 2,
          column: 'gst_rate',
          message: expect.stringContaining('no longer in force'),
        }),
        expect.objectContaining({ line: 2, column: 'gst_rate_above' }),
        expect.objectContaining({
          line: 3,
          column: 'gst_rate_above',
          message: 'gst_rate_above: a slab needs both its value and its rate above',
        }),
      ]),
    );
  });
});

describe('POST /api/products/import: options in Hindi (decision 074)', () => {
  const potli = (cells: Record<string, string>) =>
    row({
      handle: 'mirror-potli',
      name: 'Mirror Potli',
      price: '899',
      option1_name: 'Colour',
      option1_name_hi: 'रंग',
      option2_name: 'Size',
      ...cells,
    });
  // Built when a test runs: the picture is stored before them.
  const file = () => [
    potli({ option1_value: 'Indigo', option1_value_hi: 'नील', option2_value: 'S', sku: 'POT-IND-S' }),
    potli({ option1_value: 'Indigo', option1_value_hi: 'नील', option2_value: 'L', sku: 'POT-IND-L' }),
    potli({ option1_value: 'Emerald', option1_value_hi: '', option2_value: 'S', sku: 'POT-EM-S' }),
  ];
  const staffOptions = async () => {
    const [stored] = await t.db
      .select({ options: products.options })
      .from(products)
      .where(eq(products.slug, 'mirror-potli'));
    return stored?.options;
  };

  it('reads each option’s Hindi name and each value’s Hindi, and writes them back out', async () => {
    const created = await importCsv(toCsv(file()));
    expect(json(created).data).toMatchObject({ created: 1, errors: [] });
    expect(await staffOptions()).toEqual([
      {
        name: 'Colour',
        values: ['Indigo', 'Emerald'],
        translations: { hi: { name: 'रंग', values: { Indigo: 'नील' } } },
      },
      { name: 'Size', values: ['S', 'L'] },
    ]);
    const exported = (await exportedRows()).filter((cells) => cells.handle === 'mirror-potli');
    expect(
      exported.map((cells) => [cells.option1_name_hi, cells.option1_value_hi, cells.option2_value_hi]),
    ).toEqual([
      ['रंग', 'नील', ''],
      ['रंग', 'नील', ''],
      ['रंग', '', ''],
    ]);
  });

  it('keeps the Hindi when the file has no Hindi columns, and clears it where a cell is blank', async () => {
    const OLD = HEADER.filter((name) => !/^option\d_(name|value)_hi$/.test(name));
    const oldFile =
      csvRow(OLD) +
      file()
        .map((cells) => csvRow(OLD.map((name) => (cells as Record<string, string>)[name] ?? '')))
        .join('');
    expect(json(await importCsv(oldFile)).data).toMatchObject({ errors: [] });
    expect((await staffOptions())?.[0]?.translations).toEqual({
      hi: { name: 'रंग', values: { Indigo: 'नील' } },
    });
    const blank = file().map((cells) => ({ ...cells, option1_name_hi: '', option1_value_hi: '' }));
    expect(json(await importCsv(toCsv(blank))).data).toMatchObject({ updated: 1, errors: [] });
    expect((await staffOptions())?.[0]).toEqual({ name: 'Colour', values: ['Indigo', 'Emerald'] });
  });

  it('names the line and column of a value given two Hindi words, or Hindi the rules refuse', async () => {
    const before = await staffOptions();
    const [indigoS, indigoL, emerald] = file();
    const twoWords = [indigoS, { ...indigoL, option1_value_hi: 'नीला' }, emerald] as Record<string, string>[];
    const long = [indigoS, indigoL, { ...emerald, option1_value_hi: 'ह'.repeat(31) }] as Record<
      string,
      string
    >[];
    const [first, second] = await Promise.all([
      importCsv(toCsv(twoWords), { dryRun: true }),
      importCsv(toCsv(long), { dryRun: true }),
    ]);
    expect(json(first).data.errors).toEqual([
      expect.objectContaining({
        line: 3,
        column: 'option1_value_hi',
        message: expect.stringContaining('line 2'),
      }),
    ]);
    expect(json(second).data.errors).toEqual([
      expect.objectContaining({
        line: 4,
        column: 'option1_value_hi',
        message: expect.stringContaining('at most 30'),
      }),
    ]);
    expect(await staffOptions()).toEqual(before);
  });
});
