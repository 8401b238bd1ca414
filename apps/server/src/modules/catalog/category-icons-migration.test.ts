import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  migrationsBefore,
  openBareDatabase,
  type BareDatabase,
} from '../../../test/support/bare-database.js';
import { migrationsFolder } from '../../db/client.js';
import { rows } from '../../db/rows.js';

/**
 * Migration 0020 (decision 044): the emoji a shop used as category icons become the names of the
 * bundled icons nearest to them; an emoji with no counterpart is cleared, a name already set stays.
 */
describe('migration 0020 (category icons as bundled names)', () => {
  let bare: BareDatabase;

  beforeAll(async () => {
    bare = await openBareDatabase();
    await bare.migrate(migrationsBefore('icons-logged-mail-back-on-sale'));
    await bare.db.execute(sql`
      insert into categories (name, slug, category_type, icon) values
        ('Jewellery', 'jewelry', 'parent', '💎'),
        ('Kurtis', 'kurtis', 'parent', '👚'),
        ('Home Décor', 'home-decor', 'parent', '🪔'),
        ('Pottery', 'pottery', 'parent', '🏺'),
        ('Gifts', 'gifts', 'parent', 'gift'),
        ('Plain', 'plain', 'parent', null)`);
    await bare.migrate(migrationsFolder());
  }, 240_000);

  afterAll(async () => {
    await bare.close();
  });

  it('maps the known emoji, clears the unknown one and keeps names and empties', async () => {
    const icons = await rows<{ slug: string; icon: string | null }>(
      bare.db,
      sql`select slug, icon from categories order by slug`,
    );
    expect(Object.fromEntries(icons.map((row) => [row.slug, row.icon]))).toEqual({
      gifts: 'gift',
      'home-decor': 'lamp',
      jewelry: 'gem',
      kurtis: 'shirt',
      plain: null,
      pottery: null,
    });
  });
});
