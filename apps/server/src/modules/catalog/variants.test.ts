import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../test/support/catalog-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

/** Listings, search, facets and "similar pieces" over variants and provenance (decision 024). */
describe('catalogue reads with variants', () => {
  let t: TestApp;
  let kurtisId: string;
  let ringsId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const clothing = await createCategory(t.db, { name: 'Clothing' });
    kurtisId = (await createCategory(t.db, { name: 'Kurtis', parentId: clothing.id })).id;
    const jewellery = await createCategory(t.db, { name: 'Jewellery' });
    ringsId = (await createCategory(t.db, { name: 'Rings', parentId: jewellery.id })).id;
    const sizes = { name: 'Size', values: ['XS', 'S', 'M', 'L', 'XL'] };
    ids.indigo = (
      await createProduct(t.db, {
        name: 'Indigo Dabu Kurti',
        price: 1100,
        categoryId: kurtisId,
        craft: 'Dabu print',
        material: 'Cotton',
        options: [sizes, { name: 'Colour', values: ['Indigo', 'Rust', 'Mustard'] }],
        variants: [
          { optionValues: { Size: 'M', Colour: 'Indigo' }, stockQuantity: 2, sku: 'DABU-IND-M' },
          { optionValues: { Size: 'L', Colour: 'Rust' }, stockQuantity: 0, price: 1250 },
          { optionValues: { Size: 'XS', Colour: 'Rust' }, stockQuantity: 1 },
          { optionValues: { Size: 'S', Colour: 'Mustard' }, stockQuantity: 0 },
        ],
      })
    ).id;
    ids.ajrakh = (
      await createProduct(t.db, {
        name: 'Ajrakh Kurti',
        price: 1500,
        categoryId: kurtisId,
        craft: 'Ajrakh',
        material: 'cotton',
        options: [sizes],
        variants: [
          { optionValues: { Size: 'S' }, stockQuantity: 1 },
          { optionValues: { Size: 'XL' }, stockQuantity: 3 },
        ],
      })
    ).id;
    ids.dabuTwo = (
      await createProduct(t.db, {
        name: 'Second Dabu Kurti',
        price: 900,
        categoryId: kurtisId,
        craft: 'dabu print',
        stockQuantity: 1,
      })
    ).id;
    ids.soldOut = (
      await createProduct(t.db, {
        name: 'Sold Out Kurti',
        price: 900,
        categoryId: kurtisId,
        stockQuantity: 0,
      })
    ).id;
    ids.ring = (
      await createProduct(t.db, {
        name: 'Lac Ring',
        price: 300,
        categoryId: ringsId,
        craft: 'Lac',
        material: 'Lac, glass beads',
        origin: 'Jaipur',
        artisan: 'Maniharon ka Rasta cluster',
      })
    ).id;
  });
  afterAll(async () => {
    await t.close();
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer's shape is what is tested
  type Data = Record<string, any>;
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return json(response).data as Data;
  };
  const names = async (url: string) =>
    ((await get(url)).products as { name: string }[]).map((product) => product.name).sort();

  it('gives every product its options, live variants, price range and stock over all variants', async () => {
    const { product } = await get(`/api/products/id/${ids.indigo}`);
    expect(product).toMatchObject({
      options: [
        { name: 'Size', values: ['XS', 'S', 'M', 'L', 'XL'] },
        { name: 'Colour', values: ['Indigo', 'Rust', 'Mustard'] },
      ],
      price: 1100,
      priceMin: 1100,
      priceMax: 1250,
      stockQuantity: 3,
      inStock: true,
      sku: null,
    });
    expect(product.variants.map((v: { title: string; inStock: boolean }) => [v.title, v.inStock])).toEqual([
      ['M / Indigo', true],
      ['L / Rust', false],
      ['XS / Rust', true],
      ['S / Mustard', false],
    ]);
  });

  it('finds a product by the SKU of one of its variants, and by its craft or artisan', async () => {
    expect(await names('/api/products?search=DABU-IND-M')).toEqual(['Indigo Dabu Kurti']);
    expect(await names('/api/products?search=maniharon')).toEqual(['Lac Ring']);
  });

  it('filters by size and colour among variants in stock, and by craft and material case aside', async () => {
    expect(await names('/api/products?size=M')).toEqual(['Indigo Dabu Kurti']);
    expect(await names('/api/products?size=L')).toEqual([]);
    expect(await names('/api/products?size=s,xl')).toEqual(['Ajrakh Kurti']);
    expect(await names('/api/products?colour=rust')).toEqual(['Indigo Dabu Kurti']);
    expect(await names('/api/products?colour=mustard')).toEqual([]);
    // Size and colour together name one variant: M comes only in Indigo, Rust only in XS (and L, sold out).
    expect(await names('/api/products?size=M&colour=Rust')).toEqual([]);
    expect(await names('/api/products?size=XS&colour=Rust')).toEqual(['Indigo Dabu Kurti']);
    expect(await names('/api/products?size=M,XS&colour=Indigo')).toEqual(['Indigo Dabu Kurti']);
    expect(await names('/api/products?craft=Dabu%20Print')).toEqual([
      'Indigo Dabu Kurti',
      'Second Dabu Kurti',
    ]);
    expect(await names('/api/products?material=COTTON&category=kurtis')).toEqual([
      'Ajrakh Kurti',
      'Indigo Dabu Kurti',
    ]);
    // A material written as a list is filtered by each of its parts.
    expect(await names('/api/products?material=glass%20beads')).toEqual(['Lac Ring']);
    expect(await names('/api/products?material=lac')).toEqual(['Lac Ring']);
    expect(await names('/api/products?material=glass')).toEqual([]);
  });

  it('offers the facets of a listing: sizes and colours in stock in the option’s order, crafts, materials', async () => {
    expect((await get('/api/products/facets?category=kurtis')).facets).toEqual({
      sizes: ['XS', 'S', 'M', 'XL'],
      colours: ['Indigo', 'Rust'],
      crafts: ['Ajrakh', 'Dabu print'],
      materials: ['Cotton'],
    });
    expect((await get('/api/products/facets?category=rings')).facets).toEqual({
      sizes: [],
      colours: [],
      crafts: ['Lac'],
      materials: ['glass beads', 'Lac'],
    });
  });

  it('suggests similar pieces from the same subcategory, same craft first, in stock, never itself', async () => {
    const { products } = await get(`/api/products/id/${ids.indigo}/similar`);
    expect(products.map((p: { name: string }) => p.name)).toEqual(['Second Dabu Kurti', 'Ajrakh Kurti']);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/products/id/00000000-0000-4000-8000-000000000000/similar',
    });
    expect(missing.statusCode).toBe(404);
  });
});
