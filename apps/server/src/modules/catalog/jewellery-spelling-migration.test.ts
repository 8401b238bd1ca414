import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  migrationsBefore,
  openBareDatabase,
  type BareDatabase,
} from '../../../test/support/bare-database.js';
import { migrationsFolder } from '../../db/client.js';
import { rows } from '../../db/rows.js';

const DEMO_DESCRIPTION = 'Jhumkas, chokers, bangles and rings, finished by hand in our Greater Noida studio.';

/**
 * Migration 0015 (decision 035): the demo's "Jewelry" becomes "Jewellery"; a shop whose owner named
 * the category themselves keeps their name, whatever its spelling.
 */
describe('migration 0015 (one spelling of jewellery)', () => {
  let demo: BareDatabase;
  let owned: BareDatabase;
  const names = async (bare: BareDatabase) =>
    (await rows<{ name: string }>(bare.db, sql`select name from categories order by slug`)).map(
      (row) => row.name,
    );

  beforeAll(async () => {
    [demo, owned] = await Promise.all([openBareDatabase(), openBareDatabase()]);
    for (const bare of [demo, owned]) await bare.migrate(migrationsBefore('jewellery-spelling'));
    await demo.db.execute(sql`
      insert into categories (name, slug, category_type, description)
      values ('Jewelry', 'jewelry', 'parent', ${DEMO_DESCRIPTION}), ('Clothing', 'clothing', 'parent', null)`);
    await owned.db.execute(sql`
      insert into categories (name, slug, category_type, description)
      values ('Jewelry', 'jewelry', 'parent', 'Silver from our Jaipur workshop.')`);
    for (const bare of [demo, owned]) await bare.migrate(migrationsFolder());
    // Two embedded databases migrated from nothing, twice each: more than the usual minute on a busy machine.
  }, 240_000);

  afterAll(async () => {
    await Promise.all([demo.close(), owned.close()]);
  });

  it('renames the demo’s category and leaves the others', async () => {
    expect(await names(demo)).toEqual(['Clothing', 'Jewellery']);
  });

  it('leaves a name the owner wrote', async () => {
    expect(await names(owned)).toEqual(['Jewelry']);
  });
});
