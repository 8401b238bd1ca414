import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createImage } from '../../../test/support/catalog-fixtures.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { productsFile } from '../../../test/support/products-file.js';
import { staffProducts } from '../../../test/support/staff-products.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

/**
 * A product's provenance in Hindi (decision 071, amended): staff write its craft, material, origin
 * and artisan beside the English, a Hindi page reads them in the usual fields, the products file
 * carries them, and a Hindi listing's craft and material filters read them.
 */
let t: TestApp;
let adminAuth: string;
let image: string;

/** A public read's data. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer's shape is what is tested
const get = async (url: string): Promise<any> => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return json(response).data;
};
const { staff, publicProduct, staffHindi, createProduct, storedRow } = staffProducts(
  () => t,
  () => adminAuth,
  () => image,
  { description: 'Made by hand.', price: 1200, category: 'earrings' },
);
const provenanceOf = (product: Record<string, unknown>) => ({
  craft: product.craft,
  material: product.material,
  origin: product.origin,
  artisan: product.artisan,
});

const KUNDAN = {
  craft: 'Kundan',
  material: 'Gold-plated brass, kundan glass, pearls',
  origin: 'Jaipur, Rajasthan',
  artisan: 'Kundan setters of Johari Bazaar',
};
const KUNDAN_HINDI = {
  craft: 'कुंदन',
  material: 'सोने का पानी चढ़ा पीतल, कुंदन काँच, मोती',
  origin: 'जयपुर, राजस्थान',
  artisan: 'जौहरी बाज़ार के कुंदन कारीगर',
};

beforeAll(async () => {
  t = await createTestApp();
  adminAuth = (await createUserWithSession(t.db, 'admin')).authorization;
  const jewellery = await createCategory(t.db, { name: 'Jewellery' });
  await createCategory(t.db, { name: 'Earrings', parentId: jewellery.id });
  await createCategory(t.db, { name: 'Hair Pins', parentId: jewellery.id });
  image = `/images/${(await createImage(t.db)).id}/640.webp`;
});

afterAll(async () => {
  await t.close();
});

describe('the provenance in Hindi', () => {
  it('is written trimmed by staff, read back by staff, and answered to a Hindi page in its fields', async () => {
    const id = await createProduct('Kundan Jhumka', {
      ...KUNDAN,
      translations: { hi: { ...KUNDAN_HINDI, craft: `  ${KUNDAN_HINDI.craft}  ` } },
    });
    expect(await staffHindi(id)).toMatchObject(KUNDAN_HINDI);
    const hindi = await publicProduct(id, '?lang=hi');
    expect(provenanceOf(hindi)).toEqual(KUNDAN_HINDI);
    expect(hindi.translations).toBeUndefined();
    expect(provenanceOf(await publicProduct(id))).toEqual(KUNDAN);
  });

  it('falls back to the English field by field, and once a field is cleared', async () => {
    const id = await createProduct('Kundan Tikka', {
      ...KUNDAN,
      translations: { hi: { origin: 'जयपुर, राजस्थान' } },
    });
    expect(await staffHindi(id)).toMatchObject({ craft: null, material: null, artisan: null });
    expect(provenanceOf(await publicProduct(id, '?lang=hi'))).toEqual({ ...KUNDAN, origin: 'जयपुर, राजस्थान' });

    const cleared = await staff('PUT', `/api/products/${id}`, { translations: { hi: { origin: null } } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await staffHindi(id)).origin).toBeNull();
    expect(provenanceOf(await publicProduct(id, '?lang=hi'))).toEqual(KUNDAN);
  });

  it('keeps the Hindi when a write leaves it out, the English changed or not', async () => {
    const id = await createProduct('Kundan Ring', { ...KUNDAN, translations: { hi: KUNDAN_HINDI } });
    const otherHindi = await staff('PUT', `/api/products/${id}`, {
      translations: { hi: { name: 'कुंदन अंगूठी' } },
    });
    expect(otherHindi.statusCode, otherHindi.body).toBe(200);
    const newEnglish = await staff('PUT', `/api/products/${id}`, { artisan: 'Kundan setters of Jaipur' });
    expect(newEnglish.statusCode, newEnglish.body).toBe(200);
    expect(await staffHindi(id)).toMatchObject({ name: 'कुंदन अंगूठी', ...KUNDAN_HINDI });
    expect(provenanceOf(await publicProduct(id, '?lang=hi'))).toEqual(KUNDAN_HINDI);
    expect((await publicProduct(id)).artisan).toBe('Kundan setters of Jaipur');
  });

  it('refuses a Hindi field longer than its English one may be, and changes nothing', async () => {
    const id = await createProduct('Kundan Bangle', KUNDAN);
    const before = await storedRow(id);
    const response = await staff('PUT', `/api/products/${id}`, {
      name: 'Renamed Bangle',
      translations: { hi: { craft: 'कुंदन', material: 'म'.repeat(81) } },
    });
    expect(response.statusCode).toBe(422);
    expect(json(response).details).toEqual([
      { field: 'translations.hi.material', message: 'Hindi material must be at most 80 characters' },
    ]);
    expect(await storedRow(id)).toEqual(before);
  });

  it('finds a piece by a word only its Hindi provenance says, in either script', async () => {
    await createProduct('Temple Studs', {
      craft: 'Temple jewellery',
      translations: { hi: { material: 'चाँदी' } },
    });
    const names = (found: { name: string }[]) => found.map((product) => product.name);
    expect(names((await get(`/api/products/search?q=${encodeURIComponent('चाँदी')}`)).products)).toEqual([
      'Temple Studs',
    ]);
    expect(names((await get('/api/products/search?q=chandi')).products)).toEqual(['Temple Studs']);
  });

  it('reads in Hindi in a Hindi cart', async () => {
    const id = await createProduct('Kundan Maang Tikka', { ...KUNDAN, translations: { hi: KUNDAN_HINDI } });
    const { variants } = await publicProduct(id);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer's shape is what is tested
    const quote = async (query: string): Promise<any> => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/cart/quote${query}`,
        payload: { items: [{ productId: id, variantId: variants[0].id, quantity: 1 }] },
      });
      expect(response.statusCode, response.body).toBe(200);
      return json(response).data.cart.items[0].product;
    };
    expect(provenanceOf(await quote('?lang=hi'))).toEqual(KUNDAN_HINDI);
    expect(provenanceOf(await quote(''))).toEqual(KUNDAN);
  });
});

describe('the products file', () => {
  const { exportRows, importFile, importRows, rowOf } = productsFile(
    () => t,
    () => adminAuth,
  );
  let pinId: string;
  const pinRow = () => rowOf('kundan-juda-pin');

  beforeAll(async () => {
    pinId = await createProduct('Kundan Juda Pin', { ...KUNDAN, translations: { hi: KUNDAN_HINDI } });
  });

  it('exports craft_hi, material_hi, origin_hi and artisan_hi, and takes its own export back unchanged', async () => {
    const rows = await exportRows();
    expect(await pinRow()).toMatchObject({
      craft: 'Kundan',
      craft_hi: 'कुंदन',
      material_hi: KUNDAN_HINDI.material,
      origin_hi: 'जयपुर, राजस्थान',
      artisan_hi: KUNDAN_HINDI.artisan,
    });
    expect(rows.find((cells) => cells.handle === 'kundan-bangle')).toMatchObject({
      craft_hi: '',
      material_hi: '',
      origin_hi: '',
      artisan_hi: '',
    });
    expect(await importRows(rows)).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: rows.length,
      errors: [],
    });
  });

  it('imports a changed Hindi field as an update, and a blank one as a clear', async () => {
    const changed = await importRows([{ ...(await pinRow()), artisan_hi: ' जयपुर के कुंदन कारीगर ' }]);
    expect(changed).toMatchObject({ updated: 1, unchanged: 0, errors: [] });
    expect((await publicProduct(pinId, '?lang=hi')).artisan).toBe('जयपुर के कुंदन कारीगर');

    const blank = await importRows([{ ...(await pinRow()), craft_hi: '' }]);
    expect(blank).toMatchObject({ updated: 1, errors: [] });
    const hindi = await publicProduct(pinId, '?lang=hi');
    expect(hindi).toMatchObject({ craft: 'Kundan', origin: 'जयपुर, राजस्थान' });
  });

  it('keeps the Hindi provenance when the file has no such columns', async () => {
    await staff('PUT', `/api/products/${pinId}`, { translations: { hi: KUNDAN_HINDI } });
    const {
      craft_hi: _craft,
      material_hi: _material,
      origin_hi: _origin,
      artisan_hi: _artisan,
      ...older
    } = await pinRow();
    expect(await importRows([{ ...older, origin: 'Jaipur' }])).toMatchObject({ updated: 1, errors: [] });
    const hindi = await publicProduct(pinId, '?lang=hi');
    expect(provenanceOf(hindi)).toEqual(KUNDAN_HINDI);
    expect((await publicProduct(pinId)).origin).toBe('Jaipur');
  });

  it('refuses a Hindi field too long at its line and column, and changes nothing', async () => {
    const before = await storedRow(pinId);
    const response = await importFile([{ ...(await pinRow()), origin_hi: 'ज'.repeat(81) }]);
    expect(response.statusCode).toBe(422);
    expect(json(response).details).toEqual([
      { field: 'line 2, origin_hi', message: 'origin_hi: hindi origin must be at most 80 characters' },
    ]);
    expect(await storedRow(pinId)).toEqual(before);
  });
});

describe('the craft and material filters of a Hindi listing', () => {
  beforeAll(async () => {
    const pin = (name: string, fields: Record<string, unknown>) =>
      createProduct(name, { category: 'hair-pins', ...fields });
    await pin('Kundan Juda Pin Pair', {
      craft: 'Kundan',
      material: 'Gold-plated brass, Pearls',
      translations: { hi: { craft: 'कुंदन', material: 'सोने का पानी चढ़ा पीतल, मोती' } },
    });
    // Another spelling of the same craft by one product: the words most products give win.
    await pin('Kundan Hair Comb', {
      craft: 'kundan',
      material: 'pearls, silk dori',
      // One Hindi part for two English ones: which goes with which cannot be told, so none is used.
      translations: { hi: { craft: 'कुन्दन', material: 'मोती और रेशमी डोरी' } },
    });
    await pin('Kundan Hair Stick', {
      craft: 'Kundan',
      material: 'Silk dori',
      translations: { hi: { craft: 'कुंदन' } },
    });
    await pin('Lac Hair Pin', { craft: 'Lac work', material: 'Lac' });
  });

  it('answers ?lang=hi with each craft and material’s Hindi, the English where none fits', async () => {
    const english = {
      sizes: [],
      colours: [],
      crafts: ['Kundan', 'Lac work'],
      materials: ['Gold-plated brass', 'Lac', 'Pearls', 'Silk dori'],
    };
    expect((await get('/api/products/facets?category=hair-pins')).facets).toEqual(english);
    expect((await get('/api/products/facets?category=hair-pins&lang=hi')).facets).toEqual({
      ...english,
      labels: {
        sizes: {},
        colours: {},
        crafts: { Kundan: 'कुंदन', 'Lac work': 'Lac work' },
        materials: {
          'Gold-plated brass': 'सोने का पानी चढ़ा पीतल',
          Lac: 'Lac',
          Pearls: 'मोती',
          'Silk dori': 'Silk dori',
        },
      },
    });
  });

  it('filters by the English value a Hindi label stands for', async () => {
    const found = await get('/api/products?category=hair-pins&material=Pearls&lang=hi');
    expect(found.products.map((product: { material: string }) => product.material).sort()).toEqual([
      'मोती और रेशमी डोरी',
      'सोने का पानी चढ़ा पीतल, मोती',
    ]);
  });
});
