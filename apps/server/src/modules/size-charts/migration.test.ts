import { asc, eq, sql } from 'drizzle-orm';
import { slugify } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore, openBareDatabase } from '../../../test/support/bare-database.js';
import { migrationsFolder, type Db } from '../../db/client.js';
import { categories, sizeCharts } from '../../db/schema/index.js';
import { DEMO_CATEGORIES } from '../../demo/demo-catalog.js';
import { insertDemoCategories } from '../../demo/demo-categories.js';
import { insertStandardSizeCharts } from './service.js';
import { STANDARD_SIZE_CHARTS } from './standard-charts.js';

async function chartsBySlug(db: Db) {
  return db
    .select({
      categorySlug: categories.slug,
      title: sizeCharts.title,
      note: sizeCharts.note,
      columns: sizeCharts.columns,
      rows: sizeCharts.rows,
    })
    .from(sizeCharts)
    .innerJoin(categories, eq(categories.id, sizeCharts.categoryId))
    .orderBy(asc(categories.slug));
}

/** The demo tree written with the columns categories had then (today's insert names later ones). */
async function insertCategoriesOfThen(db: Db): Promise<void> {
  for (const [order, parent] of DEMO_CATEGORIES.entries()) {
    const written: unknown = await db.execute(sql`
      insert into categories (name, slug, category_type, sort_order)
      values (${parent.name}, ${parent.slug}, 'parent', ${order}) returning id`);
    const parentId = (written as { rows: { id: string }[] }).rows[0]?.id;
    for (const sub of parent.subcategories) {
      await db.execute(sql`
        insert into categories (name, slug, category_type, parent_id)
        values (${sub.name}, ${slugify(sub.name)}, 'subcategory', ${parentId})`);
    }
  }
}

const standardBySlug = [...STANDARD_SIZE_CHARTS].sort((a, b) => a.categorySlug.localeCompare(b.categorySlug));

describe('migration 0003 (size charts) on a shop that had its categories before', () => {
  let bare: Awaited<ReturnType<typeof openBareDatabase>>;
  beforeAll(async () => {
    bare = await openBareDatabase();
    await bare.migrate(migrationsBefore('size-charts'));
    await insertCategoriesOfThen(bare.db);
    await bare.migrate(migrationsFolder());
  });
  afterAll(async () => {
    await bare.close();
  });

  it('seeds the standard charts, by category slug, with the figures of standard-charts.ts', async () => {
    expect(await chartsBySlug(bare.db)).toEqual(standardBySlug);
  });

  it('leaves the charts alone when the standard ones are offered again', async () => {
    await bare.db.update(sizeCharts).set({ title: 'Ring sizes (edited)' });
    expect(await insertStandardSizeCharts(bare.db)).toBe(0);
    const titles = (await chartsBySlug(bare.db)).map((chart) => chart.title);
    expect(titles).toEqual(['Ring sizes (edited)', 'Ring sizes (edited)', 'Ring sizes (edited)']);
  });
});

describe('a new shop', () => {
  // Opening a bare database and migrating it takes most of the time: a hook's limit, not a test's.
  let bare: Awaited<ReturnType<typeof openBareDatabase>>;
  beforeAll(async () => {
    bare = await openBareDatabase();
    await bare.migrate(migrationsFolder());
  });
  afterAll(async () => {
    await bare.close();
  });

  it('has no chart after the migrations, and the standard ones once its categories are seeded', async () => {
    expect(await chartsBySlug(bare.db)).toEqual([]);
    await insertDemoCategories(bare.db);
    expect(await insertStandardSizeCharts(bare.db)).toBe(STANDARD_SIZE_CHARTS.length);
    expect(await chartsBySlug(bare.db)).toEqual(standardBySlug);
  });
});
