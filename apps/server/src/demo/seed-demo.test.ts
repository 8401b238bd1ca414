import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_PRESETS, type ParentCategorySlug } from '@shop/domain';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../../test/support/test-database.js';
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
  rating: number;
  base_rating: number;
  review_count: number;
  base_review_count: number;
  images: number;
}

let database: Database;
let first: SeedResult;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function snapshot() {
  return rows<{ table: string; n: number }>(sql`
    select 'categories' as table, count(*)::int as n from categories
    union all select 'products', count(*)::int from products
    union all select 'images', count(*)::int from images
    union all select 'variants', count(*)::int from image_variants
    union all select 'links', count(*)::int from product_images`);
}

// The demo seed draws about a hundred photos: it runs once for the whole file.
beforeAll(async () => {
  database = await createTestDatabase();
  first = await seedDemoData(database.db);
}, 240_000);
afterAll(async () => {
  await database?.close();
});

async function products(): Promise<ProductRow[]> {
  return rows<ProductRow>(sql`
    select p.id, p.sku, p.price_paise / 100.0 as price, p.original_price_paise / 100.0 as original,
           p.stock_quantity as stock, coalesce(parent.slug, c.slug) as parent, p.is_featured as featured,
           p.is_new, p.rating::float as rating, p.base_rating::float as base_rating, p.review_count,
           p.base_review_count, (select count(*)::int from product_images pi where pi.product_id = p.id) as images
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
      expect(category.icon).toBeTruthy();
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

  it('has sold-out pieces, discounts, featured and new pieces, ratings and SKUs', async () => {
    const list = await products();
    expect(list.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(
      list.filter((p) => p.original !== null && Number(p.original) > Number(p.price)).length,
    ).toBeGreaterThanOrEqual(10);
    expect(list.filter((p) => p.featured).length).toBeGreaterThanOrEqual(6);
    expect(list.filter((p) => p.is_new).length).toBeGreaterThanOrEqual(6);
    for (const p of list) {
      expect(p.base_rating).toBeGreaterThanOrEqual(4.2);
      expect(p.base_rating).toBeLessThanOrEqual(5);
      expect(p.rating).toBe(p.base_rating);
      expect(p.review_count).toBe(p.base_review_count);
      expect(p.sku).toMatch(/^KS-(JW|CL|AC)-[A-Z]{3}-\d{3}$/);
    }
    expect(new Set(list.map((p) => p.sku)).size).toBe(list.length);
  });

  it('gives every product at least two photos, each stored as WebP at every width', async () => {
    const list = await products();
    for (const p of list) expect(p.images, p.sku).toBeGreaterThanOrEqual(2);
    const incomplete = await rows<{ id: string }>(sql`
      select i.id from images i
      where (select count(*) from image_variants v where v.image_id = i.id and v.content_type = 'image/webp') <> 3`);
    expect(incomplete).toEqual([]);
    const webp = await rows<{ magic: string }>(sql`
      select encode(substring(bytes from 9 for 4), 'escape') as magic from image_variants limit 5`);
    for (const row of webp) expect(row.magic).toBe('WEBP');
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    const again = await seedDemoData(database.db);
    expect(again.seeded).toBe(false);
    expect(await snapshot()).toEqual(before);
  });
});
