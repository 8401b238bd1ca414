import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { PRODUCT_FROM, VISIBLE } from './product-row.js';

/**
 * The id of the visible product a slug names: its current slug, else one it had before a rename
 * (product_slug_history). Product pages live at `/product/<id>`; a slug only ever redirects there.
 */
export async function productIdBySlug(db: Db, slug: string): Promise<string | null> {
  const [row] = await rows<{ id: string }>(
    db,
    sql`select p.id from ${PRODUCT_FROM}
        where ${VISIBLE}
          and (p.slug = ${slug}
               or p.id = (select h.product_id from product_slug_history h where h.slug = ${slug}))
        order by (p.slug = ${slug}) desc
        limit 1`,
  );
  return row?.id ?? null;
}
