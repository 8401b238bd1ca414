import { sql } from 'drizzle-orm';
import type { ErrorDetail } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { outOfStock } from '../../lib/errors.js';
import { imageUrl } from '../images/index.js';
import { PRODUCT_FROM, rows, VISIBLE } from './product-row.js';

/**
 * The only writer of stock levels besides the staff's product form: checkout takes, cancellation
 * returns. Both run inside the caller's transaction (the order is written in the same one), so a
 * refused or failed order leaves the stock as it was.
 */

export interface StockLine {
  productId: string;
  quantity: number;
}

/** A line as the catalogue priced it when its stock was taken; the order keeps it as it is. */
export interface TakenLine extends StockLine {
  productName: string;
  productImage: string | null;
  unitPricePaise: number;
}

interface LockedProduct {
  id: string;
  name: string;
  price_paise: number;
  /** The stock as locked, before this take. */
  stock_quantity: number;
  visible: boolean;
  image_id: string | null;
  taken: boolean;
}

/** `(id, quantity)` rows for a VALUES list: one statement whatever the number of lines. */
const valuesOf = (lines: readonly StockLine[]) =>
  sql.join(
    lines.map((line) => sql`(${line.productId}::uuid, ${line.quantity}::integer)`),
    sql`, `,
  );

const idsOf = (lines: readonly StockLine[]) =>
  sql.join(
    lines.map((line) => sql`${line.productId}::uuid`),
    sql`, `,
  );

/** Why a line was not taken, in the words the shopper reads. */
function shortfall(row: LockedProduct | undefined): string {
  if (!row?.visible) return `${row?.name ?? 'A product in your cart'} is no longer available`;
  if (row.stock_quantity <= 0) return `${row.name} is out of stock`;
  return `Only ${row.stock_quantity} left of ${row.name}`;
}

/**
 * Takes the stock of every line (one line per product, as a cart holds them) or none, in one
 * statement: the products are locked in id order (so two checkouts sharing products cannot
 * deadlock) and read with what the order keeps (name, main picture, price); each line whose
 * product is visible and has the units is decremented in the same statement. When fewer lines
 * were taken than asked, the whole take is refused with a 409 `OUT_OF_STOCK` naming every short
 * line, and the caller's transaction rolls the others back. The rows read are the latest committed
 * ones, so the last unit goes to exactly one buyer.
 */
export async function takeStock(tx: Db, lines: readonly StockLine[]): Promise<TakenLine[]> {
  if (lines.length === 0) return [];
  // `locked` is materialized and sorted before its rows are locked; the update only touches rows
  // it produced, so every lock is taken in id order whatever plan joins them.
  const locked = await rows<LockedProduct>(
    tx,
    sql`with wanted (id, quantity) as (values ${valuesOf(lines)}),
        locked as (
          select p.id, p.name, p.price_paise, p.stock_quantity, ${VISIBLE} as visible, wanted.quantity,
            (select pi.image_id::text from product_images pi where pi.product_id = p.id
              order by pi.position limit 1) as image_id
          from ${PRODUCT_FROM}
          join wanted on wanted.id = p.id
          order by p.id
          for update of p
        ),
        taken as (
          update products set stock_quantity = products.stock_quantity - locked.quantity, updated_at = now()
          from locked
          where products.id = locked.id and locked.visible and locked.stock_quantity >= locked.quantity
          returning products.id
        )
        select locked.id, locked.name, locked.price_paise, locked.stock_quantity, locked.visible,
          locked.image_id, taken.id is not null as taken
        from locked left join taken on taken.id = locked.id`,
  );
  const byId = new Map(locked.map((row) => [row.id, row]));

  const problems: ErrorDetail[] = [];
  const taken: TakenLine[] = [];
  for (const line of lines) {
    const row = byId.get(line.productId);
    if (!row?.taken) {
      problems.push({ field: line.productId, message: shortfall(row) });
      continue;
    }
    taken.push({
      productId: line.productId,
      quantity: line.quantity,
      productName: row.name,
      productImage: row.image_id ? imageUrl(row.image_id) : null,
      unitPricePaise: row.price_paise,
    });
  }
  const [first] = problems;
  if (first) throw outOfStock(first.message, problems);
  return taken;
}

/**
 * Puts the units of cancelled lines back. Products deleted since have nothing to return to and
 * are skipped. Several rows are locked in id order first, like `takeStock` does, so a
 * cancellation racing a checkout on the same products cannot deadlock.
 */
export async function returnStock(tx: Db, returned: readonly StockLine[]): Promise<void> {
  // One row per product: an UPDATE changes each row once, however often the VALUES name it.
  const quantities = new Map<string, number>();
  for (const line of returned) {
    quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  }
  const lines = [...quantities].map(([productId, quantity]) => ({ productId, quantity }));
  if (lines.length === 0) return;
  if (lines.length > 1) {
    await tx.execute(sql`select id from products where id in (${idsOf(lines)}) order by id for update`);
  }
  await tx.execute(sql`
    update products set stock_quantity = products.stock_quantity + returned.quantity, updated_at = now()
    from (values ${valuesOf(lines)}) as returned (id, quantity)
    where products.id = returned.id`);
}
