import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isCategoryIconName,
  isColourOption,
  isSizeOption,
  PRICE_PRESETS,
  ProductCreateSchema,
  slugify,
  type Facets,
  type ParentCategorySlug,
  type Product,
} from '@shop/domain';
import { createTestApp, json, type TestApp } from '../../test/support/test-app.js';
import { DEMO_PRODUCTS } from './demo-catalog.js';
import { DEMO_HANDMADE } from './demo-handmade.js';
import { demoProvenanceHindi } from './demo-provenance-hindi.js';
import { seedDemoData, type SeedResult } from './seed-demo.js';

interface ProductRow {
  id: string;
  sku: string;
  price: number;
  original: number | null;
  stock: number;
  parent: string;
  featured: boolean;
  is_new: boolean;
  rating: number | null;
  review_count: number;
  reviews_written: number;
  average_written: number | null;
  images: number;
}

let shop: TestApp;
let first: SeedResult;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await shop.db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function get<T>(url: string): Promise<T> {
  const response = await shop.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return (json(response) as { data: T }).data;
}

const productNamed = async (name: string): Promise<Product> =>
  (await get<{ product: Product }>(`/api/products/slug/${slugify(name)}`)).product;

/** Every product a listing of the whole shop shows. */
const listed = async (query = ''): Promise<Product[]> =>
  (
    await Promise.all(
      ['jewelry', 'clothing', 'accessories'].map(
        async (category) =>
          (await get<{ products: Product[] }>(`/api/products?category=${category}&limit=50${query}`))
            .products,
      ),
    )
  ).flat();

async function snapshot() {
  return rows<{ table: string; n: number }>(sql`
    select 'categories' as table, count(*)::int as n from categories
    union all select 'products', count(*)::int from products
    union all select 'images', count(*)::int from images
    union all select 'variants', count(*)::int from image_variants
    union all select 'links', count(*)::int from product_images`);
}

// The demo seed runs once for the whole file.
beforeAll(async () => {
  shop = await createTestApp();
  first = await seedDemoData(shop.db);
}, 240_000);
afterAll(async () => {
  await shop?.close();
});

async function products(): Promise<ProductRow[]> {
  return rows<ProductRow>(sql`
    select p.id, p.sku, p.price_paise / 100.0 as price, p.original_price_paise / 100.0 as original,
           p.stock_quantity as stock, coalesce(parent.slug, c.slug) as parent, p.is_featured as featured,
           p.is_new, p.rating::float as rating, p.review_count,
           (select count(*)::int from reviews r where r.product_id = p.id) as reviews_written,
           (select round(avg(r.rating), 2)::float from reviews r where r.product_id = p.id) as average_written,
           (select count(*)::int from product_images pi where pi.product_id = p.id) as images
    from products p
    join categories c on c.id = p.category_id
    left join categories parent on parent.id = c.parent_id`);
}

describe('seedDemoData', () => {
  it('fills an empty database with three parents, their subcategories and their products', async () => {
    expect(first).toMatchObject({ seeded: true });
    expect(first.products).toBeGreaterThanOrEqual(36);
    const categories = await rows<{
      slug: string;
      category_type: string;
      parent_slug: string | null;
      icon: string | null;
      image_url: string | null;
      description: string | null;
    }>(sql`
      select c.slug, c.category_type, p.slug as parent_slug, c.icon, c.image_url, c.description
      from categories c left join categories p on p.id = c.parent_id`);
    const parents = categories.filter((category) => category.category_type === 'parent');
    expect(parents.map((parent) => parent.slug).sort()).toEqual(['accessories', 'clothing', 'jewelry']);
    for (const parent of parents) {
      expect(
        categories.filter((category) => category.parent_slug === parent.slug).length,
      ).toBeGreaterThanOrEqual(3);
    }
    for (const category of categories) {
      // A bundled icon's name, never an emoji that a phone without an emoji font shows as a box.
      expect(isCategoryIconName(category.icon ?? '')).toBe(true);
      expect(category.description).toBeTruthy();
      expect(category.image_url).toMatch(/^\/images\/[0-9a-f-]{36}\/640\.webp$/);
    }
  });

  it('prices fall in every price preset of every parent', async () => {
    const list = await products();
    for (const [parent, presets] of Object.entries(PRICE_PRESETS) as [
      ParentCategorySlug,
      typeof PRICE_PRESETS.jewelry,
    ][]) {
      for (const preset of presets) {
        const inRange = list.filter(
          (p) => p.parent === parent && p.price >= preset.min && p.price <= preset.max,
        );
        expect(inRange.length, `${parent} ${preset.label}`).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('has sold-out pieces, discounts, featured and new pieces, ratings from real reviews, and SKUs', async () => {
    const list = await products();
    expect(list.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(
      list.filter((p) => p.original !== null && Number(p.original) > Number(p.price)).length,
    ).toBeGreaterThanOrEqual(10);
    expect(list.filter((p) => p.featured).length).toBeGreaterThanOrEqual(6);
    expect(list.filter((p) => p.is_new).length).toBeGreaterThanOrEqual(6);
    for (const p of list) {
      // Ratings are what the review records say, nothing typed (decision 030).
      expect(p.review_count, p.sku).toBe(p.reviews_written);
      expect(p.rating, p.sku).toBe(p.average_written);
      expect(p.sku).toMatch(/^KS-(JW|CL|AC)-[A-Z]{3}-\d{3}$/);
    }
    expect(new Set(list.map((p) => p.sku)).size).toBe(list.length);
    const reviewed = list.filter((p) => p.review_count > 0);
    expect(reviewed.length).toBeGreaterThanOrEqual(Math.floor(list.length * 0.4));
    expect(reviewed.length).toBeLessThanOrEqual(Math.ceil(list.length * 0.6));
    const stars = await rows<{ rating: number }>(sql`select distinct rating from reviews order by rating`);
    expect(stars.map((row) => row.rating)).toEqual([3, 4, 5]);
  });

  it('gives every product at least two photos, stored by name and drawn as WebP when first asked for (decision 063)', async () => {
    const list = await products();
    for (const p of list) expect(p.images, p.sku).toBeGreaterThanOrEqual(2);
    const drawnAtSeed = await rows<{ n: number }>(sql`select count(*)::int as n from image_variants`);
    expect(drawnAtSeed[0]?.n).toBe(0);

    const [image] = await rows<{ id: string }>(sql`select id from images order by content_hash limit 1`);
    const response = await shop.app.inject({ method: 'GET', url: `/images/${image?.id}/640.webp` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.toString('latin1', 8, 12)).toBe('WEBP');
    // Every width of that picture is kept: the next request for any of them is read, not drawn.
    const widths = await rows<{ width: number }>(
      sql`select width from image_variants where image_id = ${image?.id} order by width`,
    );
    expect(widths.map((row) => row.width)).toEqual([320, 640, 1024]);
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    const again = await seedDemoData(shop.db);
    expect(again.seeded).toBe(false);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the demo catalogue shows the trade (decision 024)', () => {
  it('sells kurtis in sizes, some sold out, and lists them from their lowest price', async () => {
    const kurti = await productNamed('Indigo Dabu Print Cotton Kurti');
    expect(kurti.options).toMatchObject([{ name: 'Size', values: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] }]);
    expect(kurti.variants.map((variant) => [variant.title, variant.sku, variant.inStock])).toEqual([
      ['XS', expect.stringMatching(/^KS-CL-KUR-\d{3}-XS$/), false],
      ['S', expect.stringMatching(/^KS-CL-KUR-\d{3}-S$/), true],
      ['M', expect.stringMatching(/-M$/), true],
      ['L', expect.stringMatching(/-L$/), true],
      ['XL', expect.stringMatching(/-XL$/), true],
      ['XXL', expect.stringMatching(/-XXL$/), false],
    ]);
    expect(kurti.stockQuantity).toBe(kurti.variants.reduce((sum, variant) => sum + variant.stockQuantity, 0));

    // One kurti costs more in XXL: its card says "from" the smaller sizes' price.
    const clothing = await listed();
    const ajrakh = clothing.find((product) => product.name === 'Ajrakh Print Straight Kurti');
    expect(ajrakh).toMatchObject({ price: 1899, priceMin: 1899, priceMax: 1999, inStock: true });
    expect(ajrakh?.variants.find((variant) => variant.title === 'XXL')).toMatchObject({
      price: 1999,
      originalPrice: 2399,
    });
    const sanganeri = clothing.find((product) => product.name === 'Sanganeri Floral A-Line Kurti');
    expect(sanganeri).toMatchObject({ priceMin: 899, priceMax: 899, inStock: true });
    expect(sanganeri?.variants.filter((variant) => !variant.inStock).map((variant) => variant.title)).toEqual(
      ['L'],
    );
    // The size filter finds a kurti only in a size it has left.
    const inL = (
      await get<{ products: Product[] }>('/api/products?category=kurtis&size=L&limit=50')
    ).products.map((product: Product) => product.name);
    expect(inL).toContain('Indigo Dabu Print Cotton Kurti');
    expect(inL).not.toContain('Sanganeri Floral A-Line Kurti');
    expect(
      (await productNamed('Indigo Ajrakh Cotton Kurta')).variants.map((variant) => variant.title),
    ).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
  });

  it('names its sizes as the size charts name their rows, so the size guide fits', async () => {
    let sized = 0;
    for (const product of DEMO_PRODUCTS) {
      const option = DEMO_HANDMADE[product.name]?.options?.find((candidate) => isSizeOption(candidate.name));
      if (!option) continue;
      sized += 1;
      const { subcategory } = await productNamed(product.name);
      const { sizeChart } = await get<{ sizeChart: { rows: { size: string }[] } | null }>(
        `/api/size-charts?category=${subcategory}`,
      );
      const rows = (sizeChart?.rows ?? []).map((row: { size: string }) => row.size);
      for (const value of option.values) expect(rows, `${product.name} ${value}`).toContain(value);
    }
    expect(sized).toBeGreaterThanOrEqual(7);
  });

  it('names its options and colours in Hindi on a Hindi page, sizes in letters as they are (decision 074)', async () => {
    const hindi = async (name: string) =>
      (await get<{ product: Product }>(`/api/products/slug/${slugify(name)}?lang=hi`)).product;
    const shortKurti = await hindi('Everyday Cotton Short Kurti');
    expect(shortKurti.options).toMatchObject([
      { name: 'Size', label: 'साइज़', valueLabels: { S: 'S', M: 'M' } },
      { name: 'Colour', label: 'रंग', valueLabels: { Teal: 'मोरपंखी', Mustard: 'सरसों पीला' } },
    ]);
    expect(shortKurti.variants[0]?.title).toBe('S / मोरपंखी');
    const potli = await hindi('Mirror-Work Potli');
    expect(potli.variants.map((variant) => variant.title)).toEqual(['नील', 'रानी पिंक', 'पन्ना हरा']);
    const [ring] = (await hindi('Oxidised Silver Statement Ring')).options;
    expect(ring?.label).toBe('अंगूठी का साइज़');
    // Every option name of the demo has its Hindi.
    for (const product of await listed('&lang=hi'))
      for (const option of product.options) expect(option.label, product.slug).not.toBe(option.name);
  });

  it('gives each colour of two products a picture of its own, which the image route serves', async () => {
    for (const name of ['Everyday Cotton Short Kurti', 'Mirror-Work Potli']) {
      const product = await productNamed(name);
      const colour = product.options.find((option) => isColourOption(option.name));
      expect(colour?.values.length, name).toBeGreaterThanOrEqual(2);
      const pictureOf = new Map<string, string | null>();
      for (const variant of product.variants) {
        const value = variant.optionValues[colour?.name ?? ''] ?? '';
        // Every variant of one colour shows the same picture.
        if (pictureOf.has(value)) expect(variant.image).toBe(pictureOf.get(value));
        pictureOf.set(value, variant.image);
      }
      const pictures = [...pictureOf.values()];
      expect(new Set(pictures).size, name).toBe(colour?.values.length);
      for (const picture of pictures) {
        expect(picture).toMatch(/^\/images\/[0-9a-f-]{36}\/640\.webp$/);
        expect(product.images).not.toContain(picture);
        const served = await shop.app.inject({ method: 'GET', url: picture ?? '' });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
      }
    }
  });

  it('has one-of-a-kind pieces, one already sold whose page stays', async () => {
    const sold = await productNamed('Terracotta Bead Necklace');
    expect(sold).toMatchObject({ isOneOfAKind: true, isSold: true, inStock: false, stockQuantity: 0 });
    for (const name of ['Temple Chandbali Drops in Antique Gold', 'Phulkari Embroidered Dupatta']) {
      expect(await productNamed(name)).toMatchObject({
        isOneOfAKind: true,
        isSold: false,
        stockQuantity: 1,
        options: [],
      });
    }
    const names = (await listed()).map((product) => product.name);
    expect(names).not.toContain('Terracotta Bead Necklace');
    expect(names).toContain('Phulkari Embroidered Dupatta');
  });

  it('has made-to-order pieces, available with no stock', async () => {
    const available = (await listed('&inStock=true')).map((product) => product.name);
    for (const [name, days] of [
      ['Chanderi Silk Saree with Zari Border', 21],
      ['Embroidered Mandala Cushion Cover', 10],
    ] as const) {
      expect(await productNamed(name)).toMatchObject({
        madeToOrder: true,
        leadTimeDays: days,
        stockQuantity: 0,
        inStock: true,
      });
      expect(available).toContain(name);
    }
    expect((await productNamed('Embroidered Mandala Cushion Cover')).personalisation).toEqual({
      label: 'Name to embroider',
      maxLength: 24,
    });
    expect((await productNamed('Gold-Tone Kada Pair with Kundan')).personalisation).toEqual({
      label: 'Engraving inside the kada',
      maxLength: 20,
    });
  });

  it('tells where most pieces come from, and gives every variant an SKU of its own', async () => {
    const all = await listed();
    const told = all.filter((product) => product.craft && product.material && product.origin);
    expect(told.length).toBeGreaterThanOrEqual(25);
    expect(all.find((product) => product.name === 'Bagru Block-Print Mulmul Saree')).toMatchObject({
      craft: 'Bagru block print',
      origin: 'Bagru, Rajasthan',
      artisan: "Bagru printers' cluster",
    });
    const skus = await rows<{ sku: string }>(sql`select sku from product_variants`);
    expect(skus.length).toBeGreaterThan(first.products);
    expect(new Set(skus.map((row) => row.sku.toUpperCase())).size).toBe(skus.length);
  });

  it('tells where each piece comes from in Hindi on a Hindi page, and names each note in Hindi (decision 071)', async () => {
    const english = new Map((await listed()).map((product) => [product.id, product]));
    const devanagari = /[\u0900-\u097F]/;
    const parts = (list: string | null | undefined) => (list ?? '').split(',').filter((part) => part.trim());
    let told = 0;
    for (const hindi of await listed('&lang=hi')) {
      const own = english.get(hindi.id);
      for (const field of ['craft', 'material', 'origin', 'artisan'] as const) {
        if (!own?.[field]) continue;
        told += 1;
        expect(hindi[field], `${hindi.slug} ${field}`).toMatch(devanagari);
      }
      // Lists part for part, so the filters can name each value in Hindi.
      for (const field of ['craft', 'material'] as const) {
        expect(parts(hindi[field]).length, `${hindi.slug} ${field}`).toBe(parts(own?.[field]).length);
      }
      if (own?.personalisation) expect(hindi.personalisation?.label, hindi.slug).toMatch(devanagari);
    }
    expect(told).toBeGreaterThanOrEqual(100);
    const kundan = await get<{ product: Product }>(
      `/api/products/slug/${slugify('Kundan Gold-Tone Jhumka Earrings')}?lang=hi`,
    );
    expect(kundan.product).toMatchObject({
      craft: 'कुंदन',
      material: 'सोने का पानी चढ़ा पीतल, कुंदन काँच, पन्ना-हरे मनके, मोती',
      origin: 'जयपुर, राजस्थान',
      artisan: 'जौहरी बाज़ार के कुंदन कारीगर',
      countryOfOrigin: 'India',
    });
    // Every craft and material the shop's filters offer reads in Hindi.
    const { facets } = await get<{ facets: Facets }>('/api/products/facets?lang=hi');
    for (const key of ['crafts', 'materials'] as const) {
      expect(facets[key].length).toBeGreaterThan(10);
      for (const value of facets[key]) expect(facets.labels?.[key][value], value).toMatch(devanagari);
    }
  });

  it("keeps the admin's rules for options, variants and handmade pieces", () => {
    const names = new Set(DEMO_PRODUCTS.map((product) => product.name));
    for (const [name, handmade] of Object.entries(DEMO_HANDMADE)) {
      expect(names, name).toContain(name);
      const product = DEMO_PRODUCTS.find((candidate) => candidate.name === name);
      const parsed = ProductCreateSchema.safeParse({
        name,
        description: product?.description,
        price: product?.price,
        category: product?.subcategory,
        stockQuantity: product?.stock,
        options: handmade.options ?? [],
        variants: (handmade.variants ?? []).map((variant) => ({
          optionValues: variant.optionValues,
          price: variant.price ?? product?.price,
          stockQuantity: variant.stock,
        })),
        isOneOfAKind: handmade.isOneOfAKind ?? false,
        madeToOrder: handmade.leadTimeDays !== undefined,
        leadTimeDays: handmade.leadTimeDays ?? null,
        personalisation: handmade.personalisation ?? null,
        craft: handmade.craft,
        material: handmade.material,
        origin: handmade.origin,
        artisan: handmade.artisan,
        care: handmade.care,
        // Its Hindi within the rules staff's Hindi keeps (decision 071): no field longer than its English may be.
        translations: { hi: demoProvenanceHindi(handmade) },
      });
      expect(parsed.error?.issues ?? [], name).toEqual([]);
    }
  });
});
