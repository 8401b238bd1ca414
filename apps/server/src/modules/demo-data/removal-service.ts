import { recordOneSummaryOnly, recordStaffChange } from '../audit/index.js';
import { sql, type SQL } from 'drizzle-orm';
import { PARENT_CATEGORY_SLUGS, type RemoveDemoDataResult } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { AppError } from '../../lib/errors.js';
import { catalogChanged } from '../catalog/index.js';
import { recomputeRatings } from '../reviews/index.js';
import { backUpNow, type BackupSource } from './backup.js';

/** pg_advisory_xact_lock key: two administrators pressing the button at once remove once. */
const REMOVAL_LOCK_KEY = 72_640_055;

// What the demo's rows are, as subqueries on the seed's own marks (decision 056). The calling
// administrator is never among the accounts, even when they are a demo account.
const demoIds = (kind: string) => sql`select record_id from demo_records where kind = ${kind}`;
const demoAccounts = (callerId: string) =>
  sql`select record_id from demo_records where kind = 'account' and record_id <> ${callerId}`;
/** Orders the demo's customers placed: fake buyers, so fake orders. A guest's order is never the demo's. */
const demoOrders = (callerId: string) =>
  sql`select id from orders where user_id in (${demoAccounts(callerId)})`;
/**
 * Demo products a real order holds (a line, or an exchange's variant): the order keeps its own
 * name and price, but its lines still point at the product, so the product is hidden, not removed.
 */
const heldProducts = (callerId: string) => sql`
  select oi.product_id from order_items oi
  where oi.order_id not in (${demoOrders(callerId)}) and oi.product_id in (${demoIds('product')})
  union
  select v.product_id from return_items ri
  join returns r on r.id = ri.return_id
  join product_variants v on v.id = ri.exchange_variant_id
  where r.order_id not in (${demoOrders(callerId)}) and v.product_id in (${demoIds('product')})`;
const removableProducts = (callerId: string) =>
  sql`select record_id from demo_records where kind = 'product' and record_id not in (${heldProducts(callerId)})`;

async function count(tx: Db, query: SQL): Promise<number> {
  const [row] = await rows<{ count: number | string }>(
    tx,
    sql`select count(*)::int as count from (${query}) as counted`,
  );
  return Number(row?.count ?? 0);
}

/** Runs a `delete … returning` and answers how many rows went. */
async function removed(tx: Db, statement: SQL): Promise<number> {
  return (await rows<unknown>(tx, statement)).length;
}

/**
 * Everything the demo seed created, in one transaction: its orders (with their lines, invoices,
 * credit notes, returns, history and mails), reviews, carts, products (variants, pictures' places,
 * wishlists, stock alerts), pictures, categories, coupons and accounts. What the owner made, the
 * settings and pages stay. Runs in order of the foreign keys; each statement reads the marks.
 */
async function removeDemoRows(db: Db, callerId: string, backup: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REMOVAL_LOCK_KEY})`);
    // Thousands of rows go: the activity log gets one entry with the counts (issue 29).
    await recordOneSummaryOnly(tx);
    // Kept, so the owner can see it said: real orders of demo products (not the demo's own orders).
    const ordersWithDemoProducts = await count(
      tx,
      sql`select distinct oi.order_id from order_items oi
          where oi.order_id not in (${demoOrders(callerId)}) and oi.product_id in (${demoIds('product')})`,
    );

    // Orders first: their documents and returns hold them (restrict), their lines, history and
    // mails go with them (cascade).
    const orderIds = demoOrders(callerId);
    const returnsOfOrders = sql`select id from returns where order_id in (${orderIds}) or replacement_order_id in (${orderIds})`;
    await tx.execute(sql`delete from credit_notes
      where invoice_id in (select id from invoices where order_id in (${orderIds})) or return_id in (${returnsOfOrders})`);
    await tx.execute(sql`delete from returns where id in (${returnsOfOrders})`);
    await tx.execute(sql`delete from invoices where order_id in (${orderIds})`);
    // An exchange's replacement points at its first order: unlink them so they go in any order.
    await tx.execute(sql`update orders set exchange_for_order_id = null
      where id in (${orderIds}) and exchange_for_order_id is not null`);
    const orders = await removed(tx, sql`delete from orders where id in (${orderIds}) returning id`);

    const reviewRows = await rows<{ productId: string }>(
      tx,
      sql`delete from reviews where product_id in (${removableProducts(callerId)})
          or user_id in (${demoAccounts(callerId)}) returning product_id as "productId"`,
    );
    const carts = await count(
      tx,
      sql`select distinct user_id from cart_items
          where product_id in (${removableProducts(callerId)}) or user_id in (${demoAccounts(callerId)})`,
    );
    await tx.execute(sql`delete from cart_items
      where product_id in (${removableProducts(callerId)}) or user_id in (${demoAccounts(callerId)})`);

    const hiddenProducts = await removed(
      tx,
      sql`update products set is_active = false, is_featured = false
          where id in (${heldProducts(callerId)}) returning id`,
    );
    const products = await removed(
      tx,
      sql`delete from products where id in (${removableProducts(callerId)}) returning id`,
    );
    // A kept product's rating loses the demo customers' stars.
    const reviewed = [...new Set(reviewRows.map((row) => row.productId))];
    const survivors = reviewed.length
      ? await rows<{ id: string }>(
          tx,
          sql`select id from products where id in (${sql.join(
            reviewed.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        )
      : [];
    await recomputeRatings(
      tx,
      survivors.map((row) => row.id),
    );

    // Subcategories first, then parents left without children: a category that still holds a
    // product (the owner's, or a hidden demo one) or one of the owner's subcategories stays. The
    // three main categories stay too: the storefront's menu and price filters are built on their
    // slugs (PARENT_CATEGORY_SLUGS), and the owner's own pieces go under them.
    const mainSlugs = sql.join(
      PARENT_CATEGORY_SLUGS.map((slug) => sql`${slug}`),
      sql`, `,
    );
    const emptyDemoCategories = sql`delete from categories c
      where c.id in (${demoIds('category')})
        and not (c.parent_id is null and c.slug in (${mainSlugs}))
        and not exists (select 1 from products p where p.category_id = c.id)
        and not exists (select 1 from categories k where k.parent_id = c.id)
      returning c.id`;
    const categories = (await removed(tx, emptyDemoCategories)) + (await removed(tx, emptyDemoCategories));
    const categoriesInUse = await count(
      tx,
      sql`select id from categories where id in (${demoIds('category')})`,
    );
    // A kept category's card showed a demo photo: it shows its icon until the owner gives it one.
    await tx.execute(sql`update categories c set image_url = null
      where c.id in (${demoIds('category')}) and c.image_url is not null
        and exists (select 1 from demo_records d
                    where d.kind = 'image' and c.image_url like '%' || d.record_id::text || '%')`);

    // A demo picture the owner uses elsewhere (a product of theirs, the logo, a category's card) stays.
    const pictures = await removed(
      tx,
      sql`delete from images i
          where i.id in (${demoIds('image')})
            and not exists (select 1 from product_images pi where pi.image_id = i.id)
            and not exists (select 1 from product_variants v where v.image_id = i.id)
            and not exists (select 1 from shop_settings s where s.value::text like '%' || i.id::text || '%')
            and not exists (select 1 from categories c where c.image_url like '%' || i.id::text || '%')
          returning i.id`,
    );
    const coupons = await removed(
      tx,
      sql`delete from coupons where id in (${demoIds('coupon')}) returning id`,
    );

    // The accounts last: their orders are gone (restrict); sessions, addresses, wishlists go with
    // them (cascade), so a removed account's token stops working at once.
    const accountEmails = sql`select email from users where id in (${demoAccounts(callerId)})`;
    await tx.execute(
      sql`delete from notifications where order_id is null and recipient in (${accountEmails})`,
    );
    await tx.execute(sql`delete from stock_alerts
      where user_id in (${demoAccounts(callerId)}) or email in (${accountEmails})`);
    const accounts = await removed(
      tx,
      sql`delete from users where id in (${demoAccounts(callerId)}) returning id`,
    );

    // The marks of what is gone; the caller's account is the owner's own from now on.
    await tx.execute(sql`delete from demo_records d where
      (d.kind = 'account' and (d.record_id = ${callerId} or not exists (select 1 from users u where u.id = d.record_id)))
      or (d.kind = 'product' and not exists (select 1 from products p where p.id = d.record_id))
      or (d.kind = 'category' and not exists (select 1 from categories c where c.id = d.record_id))
      or (d.kind = 'image' and not exists (select 1 from images i where i.id = d.record_id))
      or (d.kind = 'coupon' and not exists (select 1 from coupons k where k.id = d.record_id))`);
    await tx.execute(sql`insert into demo_removals (removed_by, backup) values (${callerId}, ${backup})`);

    const summary = {
      removed: {
        products,
        categories,
        pictures,
        reviews: reviewRows.length,
        coupons,
        orders,
        carts,
        accounts,
      },
      kept: { ordersWithDemoProducts, hiddenProducts, categoriesInUse },
    };
    await recordStaffChange(tx, { action: 'removed', entity: 'demo_data', changes: { ...summary, backup } });
    return summary;
  });
}

export interface RemoveDemoDataOptions {
  /** The administrator asking: their account stays, demo or not. */
  callerId: string;
  backupSource: BackupSource;
  /** Where the backup taken first goes (the data folder's `backups`). */
  backupFolder: string;
}

/** Leaving the demo (decision 056): a backup first, then the demo's rows in one transaction. */
export async function removeDemoData(db: Db, options: RemoveDemoDataOptions): Promise<RemoveDemoDataResult> {
  let backup: string;
  try {
    backup = await backUpNow(options.backupSource, options.backupFolder);
  } catch (error) {
    // No backup, no removal: the owner is told why, in words they can act on (or pass on).
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError(
      500,
      'INTERNAL',
      `The backup could not be taken, so nothing was removed. ${reason.split('\n')[0] ?? ''}`.trim(),
    );
  }
  const result = await removeDemoRows(db, options.callerId, backup);
  // This server's cached catalogue answers go now; the others' when the database's notice arrives.
  catalogChanged(db);
  return { ...result, backup };
}
