import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { fillDemoPhotos } from './fill-demo-photos.js';
import { seedDemoData } from './seed-demo.js';

let shop: TestApp;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await shop.db.execute(query);
  return (result as { rows: T[] }).rows;
}

beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
}, 60_000);
afterAll(async () => {
  await shop?.close();
});

describe('drawing the demo photos behind a shop that already answers (decision 063)', () => {
  it('draws and stores every photo not drawn yet, and leaves those drawn on request as they are', async () => {
    // All but two photos of the third product count as drawn already: a stand-in width each.
    await shop.db.execute(sql`
      insert into image_variants (image_id, width, bytes)
      select id, 1, '\\x00'::bytea from images where content_hash not in ('demo-photo:2:0', 'demo-photo:2:1')`);

    expect(await fillDemoPhotos(shop.db)).toBe(2);

    const drawn = await rows<{ hash: string; widths: number[] }>(sql`
      select i.content_hash as hash, array_agg(v.width order by v.width) as widths
      from images i join image_variants v on v.image_id = i.id
      where i.content_hash in ('demo-photo:2:0', 'demo-photo:2:1')
      group by i.content_hash order by i.content_hash`);
    expect(drawn).toEqual([
      { hash: 'demo-photo:2:0', widths: [320, 640, 1024] },
      { hash: 'demo-photo:2:1', widths: [320, 640, 1024] },
    ]);
    const [untouched] = await rows<{ n: number }>(
      sql`select count(*)::int as n from image_variants where width <> 1 and image_id in (select id from images where content_hash not like 'demo-photo:2:%')`,
    );
    expect(untouched?.n).toBe(0);
    // Nothing is left to draw: a restart draws nothing.
    expect(await fillDemoPhotos(shop.db)).toBe(0);
  }, 60_000);
});
