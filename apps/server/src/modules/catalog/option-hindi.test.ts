import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createImage } from '../../../test/support/catalog-fixtures.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { addToCart, checkout, goodAddress } from '../../../test/support/order-fixtures.js';
import { createTestApp, json, readData, type TestApp } from '../../../test/support/test-app.js';

/**
 * Decision 074: option names and values in Hindi. Staff write them beside the English; a Hindi
 * page reads them as the option's label and values' labels and in the variants' titles, while
 * variants stay keyed by the English values, with the same ids and SKUs.
 */
let t: TestApp;
let adminAuth: string;
let image: string;
let kurtiId: string;

const staff = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: adminAuth }, ...(payload ? { payload } : {}) });
const get = (url: string, authorization?: string) => readData(t.app, url, authorization);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
const staffRead = async (id: string): Promise<any> =>
  (await get(`/api/products/id/${id}?includeInactive=true`, adminAuth)).product;

const SIZE = { name: 'Size', values: ['S', 'M', 'L'] };
const COLOUR = { name: 'Colour', values: ['Indigo', 'Mustard'] };
const grid = (sizes: string[], colours: string[]) =>
  sizes.flatMap((size) =>
    colours.map((colour) => ({ optionValues: { Size: size, Colour: colour }, stockQuantity: 2 })),
  );

beforeAll(async () => {
  t = await createTestApp();
  adminAuth = (await createUserWithSession(t.db, 'admin')).authorization;
  const clothing = await createCategory(t.db, { name: 'Clothing' });
  await createCategory(t.db, { name: 'Kurtis', parentId: clothing.id });
  image = `/images/${(await createImage(t.db)).id}/640.webp`;
  const response = await staff('POST', '/api/products', {
    name: 'Dabu Kurti',
    description: 'Indigo dabu print.',
    price: 1200,
    category: 'kurtis',
    stockQuantity: 0,
    image,
    images: [image],
    sku: 'DABU',
    options: [
      { ...SIZE, translations: { hi: { name: 'साइज़', values: { S: 'छोटा', M: 'मध्यम' } } } },
      { ...COLOUR, translations: { hi: { name: 'रंग', values: { Indigo: 'नील' } } } },
    ],
    variants: grid(['S', 'M', 'L'], ['Indigo', 'Mustard']),
  });
  expect(response.statusCode, response.body).toBe(201);
  kurtiId = String(json(response).data.product.id);
});

afterAll(async () => {
  await t.close();
});

describe('option names and values in Hindi', () => {
  it('reads back to staff on each option, every value named, null where none was given', async () => {
    const product = await staffRead(kurtiId);
    expect(product.options.map((option: { translations: unknown }) => option.translations)).toEqual([
      { hi: { name: 'साइज़', values: { S: 'छोटा', M: 'मध्यम', L: null } } },
      { hi: { name: 'रंग', values: { Indigo: 'नील', Mustard: null } } },
    ]);
  });

  it('answers ?lang=hi with Hindi labels and variant titles, the English kept wherever none was given', async () => {
    const { product } = await get(`/api/products/id/${kurtiId}?lang=hi`);
    expect(product.options).toEqual([
      { name: 'Size', values: ['S', 'M', 'L'], label: 'साइज़', valueLabels: { S: 'छोटा', M: 'मध्यम', L: 'L' } },
      {
        name: 'Colour',
        values: ['Indigo', 'Mustard'],
        label: 'रंग',
        valueLabels: { Indigo: 'नील', Mustard: 'Mustard' },
      },
    ]);
    const titles = product.variants.map((variant: { title: string }) => variant.title);
    expect(titles).toEqual([
      'छोटा / नील',
      'छोटा / Mustard',
      'मध्यम / नील',
      'मध्यम / Mustard',
      'L / नील',
      'L / Mustard',
    ]);
  });

  it('keeps what a choice is made by: the same variant ids, English values and SKUs in both languages', async () => {
    const hindi = (await get(`/api/products/id/${kurtiId}?lang=hi`)).product;
    const english = (await get(`/api/products/id/${kurtiId}`)).product;
    const identity = (product: { variants: { id: string; sku: string; optionValues: object }[] }) =>
      product.variants.map(({ id, sku, optionValues }) => ({ id, sku, optionValues }));
    expect(identity(hindi)).toEqual(identity(english));
    expect(english.variants[0]).toMatchObject({ sku: 'DABU-S-INDIGO', title: 'S / Indigo' });
    expect(english.options[0]).toMatchObject({ label: 'Size', valueLabels: { S: 'S', M: 'M', L: 'L' } });
    // Public reads never carry the Hindi as staff wrote it, in either language.
    for (const product of [hindi, english])
      for (const option of product.options) expect(option.translations).toBeUndefined();
    // A listing reads the same words as the page.
    const listed = (await get('/api/products?category=kurtis&lang=hi')).products[0];
    expect(listed.options[0].label).toBe('साइज़');
  });

  it('keeps the Hindi of options sent without it, drops a removed value’s, and clears what is sent empty', async () => {
    const response = await staff('PUT', `/api/products/${kurtiId}`, {
      options: [
        // No Hindi sent: kept, for the values it still has (L goes, and M's Hindi stays).
        { name: 'Size', values: ['S', 'M'] },
        { ...COLOUR, translations: { hi: { name: null, values: { Indigo: '', Mustard: 'सरसों पीला' } } } },
      ],
      variants: grid(['S', 'M'], ['Indigo', 'Mustard']),
    });
    expect(response.statusCode, response.body).toBe(200);
    const product = await staffRead(kurtiId);
    expect(product.options.map((option: { translations: unknown }) => option.translations)).toEqual([
      { hi: { name: 'साइज़', values: { S: 'छोटा', M: 'मध्यम' } } },
      { hi: { name: null, values: { Indigo: null, Mustard: 'सरसों पीला' } } },
    ]);
    const { product: hindi } = await get(`/api/products/id/${kurtiId}?lang=hi`);
    expect(hindi.options[1]).toMatchObject({ label: 'Colour', valueLabels: { Indigo: 'Indigo' } });
    // A save that leaves the options out leaves their Hindi alone.
    expect((await staff('PUT', `/api/products/${kurtiId}`, { name: 'Dabu Print Kurti' })).statusCode).toBe(
      200,
    );
    expect((await staffRead(kurtiId)).options).toEqual(product.options);
  });

  it.each([
    ['a language the shop does not have', { fr: { name: 'Taille' } }, 'options.0.translations'],
    ['a field options do not have', { hi: { colour: 'नीला' } }, 'options.0.translations.hi'],
    [
      'Hindi for a value the option does not have',
      { hi: { values: { XL: 'बहुत बड़ा' } } },
      'options.0.translations.hi.values',
    ],
    [
      'a Hindi name longer than an English one may be',
      { hi: { name: 'स'.repeat(31) } },
      'options.0.translations.hi.name',
    ],
    [
      'two values a Hindi page would show alike',
      { hi: { values: { S: 'मध्यम', M: 'मध्यम' } } },
      'options.0.translations.hi.values',
    ],
    [
      'an option named in Hindi as another reads',
      { hi: { name: 'Colour' } },
      'options.0.translations.hi.name',
    ],
  ])('refuses %s (422), changing nothing', async (_case, translations, field) => {
    const before = await staffRead(kurtiId);
    const response = await staff('PUT', `/api/products/${kurtiId}`, {
      options: [{ name: 'Size', values: ['S', 'M'], translations }, COLOUR],
      variants: grid(['S', 'M'], ['Indigo', 'Mustard']),
    });
    expect(response.statusCode, response.body).toBe(422);
    const fields = (json(response).details as { field: string }[]).map((detail) => detail.field);
    expect(
      fields.some((named) => named.startsWith(field)),
      fields.join(),
    ).toBe(true);
    expect(await staffRead(kurtiId)).toEqual(before);
  });
});

describe('the cart on a Hindi page', () => {
  it('reads the variant in Hindi; the order placed from it keeps the English, as its invoice does', async () => {
    const shopper = await createUserWithSession(t.db, 'customer');
    const { product } = await get(`/api/products/id/${kurtiId}`);
    const small = product.variants.find((variant: { title: string }) => variant.title === 'S / Mustard');
    await addToCart(t.app, shopper.authorization, kurtiId, 1, { variantId: small.id });
    const { cart } = await get('/api/cart?lang=hi', shopper.authorization);
    const [line] = cart.items;
    expect(line).toMatchObject({
      variantId: small.id,
      sku: 'DABU-S-MUSTARD',
      variantTitle: 'छोटा / सरसों पीला',
    });
    expect(line.product.options[0]).toMatchObject({ name: 'Size', label: 'साइज़' });
    expect(line.product.options[0].translations).toBeUndefined();
    expect(line.product.translations).toBeUndefined();
    expect((await get('/api/cart', shopper.authorization)).cart.items[0].variantTitle).toBe('S / Mustard');

    const placed = await checkout(t.app, shopper.authorization, {
      body: { shippingAddress: goodAddress, language: 'hi' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(json(placed).data.order.items[0]).toMatchObject({ variantTitle: 'S / Mustard' });
  });
});
