import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  migrationsBefore,
  openBareDatabase,
  type BareDatabase,
} from '../../../test/support/bare-database.js';
import { migrationsFolder } from '../../db/client.js';

const CATEGORY = '10000000-0000-4000-8000-000000000001';
const ASHA = '20000000-0000-4000-8000-000000000001';
const RAVI = '20000000-0000-4000-8000-000000000002';
const REVIEWED = '30000000-0000-4000-8000-000000000001';
const UNREVIEWED = '31000000-0000-4000-8000-000000000002';

/**
 * Migration 0013 on a shop whose products carry typed ratings (4.8 by default, invented counts):
 * afterwards each product's rating and count are its reviews' alone, and none without reviews.
 */
describe('migration 0013 (ratings from reviews) on a shop with typed ratings', () => {
  let bare: BareDatabase;
  beforeAll(async () => {
    bare = await openBareDatabase();
    await bare.migrate(migrationsBefore('ratings-from-reviews'));
    await bare.db.execute(sql`
      insert into categories (id, name, slug, category_type) values (${CATEGORY}, 'Jewellery', 'jewellery', 'parent')`);
    await bare.db.execute(sql`
      insert into users (id, email, full_name, password_hash)
      values (${ASHA}, 'asha@example.in', 'Asha', 'x'), (${RAVI}, 'ravi@example.in', 'Ravi', 'x')`);
    await bare.db.execute(sql`
      insert into products (id, name, slug, description, price_paise, category_id, stock_quantity,
        base_rating, base_review_count, rating, review_count)
      values (${REVIEWED}, 'Kundan Jhumka', 'kundan-jhumka', 'Gold-plated.', 149950, ${CATEGORY}, 7, 4.9, 88, 4.87, 90),
             (${UNREVIEWED}, 'Lac Bangle', 'lac-bangle', 'Lac.', 50000, ${CATEGORY}, 3, 4.8, 0, 4.8, 0)`);
    await bare.db.execute(sql`
      insert into reviews (product_id, user_id, rating, comment)
      values (${REVIEWED}, ${ASHA}, 4, 'Lovely'), (${REVIEWED}, ${RAVI}, 3, null)`);
    await bare.migrate(migrationsFolder());
  });
  afterAll(async () => {
    await bare.close();
  });
  const select = async (query: ReturnType<typeof sql>) =>
    ((await bare.db.execute(query)) as { rows: unknown[] }).rows;

  it('keeps only what the reviews say: their average and count, or no rating at all', async () => {
    expect(
      await select(sql`select id, rating::float8 as rating, review_count from products order by name`),
    ).toEqual([
      { id: REVIEWED, rating: 3.5, review_count: 2 },
      { id: UNREVIEWED, rating: null, review_count: 0 },
    ]);
  });

  it('drops the typed figures', async () => {
    const columns = await select(
      sql`select column_name from information_schema.columns
          where table_name = 'products' and column_name like 'base_%'`,
    );
    expect(columns).toEqual([]);
  });

  it('refuses a rating without reviews from now on', async () => {
    await expect(
      bare.db.execute(sql`update products set rating = 4.8 where id = ${UNREVIEWED}`),
    ).rejects.toThrow();
  });
});
