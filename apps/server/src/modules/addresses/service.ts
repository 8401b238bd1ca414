import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  addressBookFullMessage,
  MAX_SAVED_ADDRESSES,
  type SavedAddress,
  type ShippingAddress,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { savedAddresses } from './tables.js';
import { lockAccount } from '../auth/index.js';
import { conflict, notFound, violatedUniqueConstraint } from '../../lib/errors.js';

const NOT_FOUND = { en: 'Address not found', hi: 'यह पता नहीं मिला' };
const ALREADY_SAVED = {
  en: 'This address is already in your address book',
  hi: 'यह पता पहले से आपके सेव किए गए पतों में है',
};
const SAME_ADDRESS_INDEX = 'saved_addresses_same_address_unique';

type AddressRow = typeof savedAddresses.$inferSelect;

function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    phone: row.phone,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An address as the book stores it: the checked shipping address, nothing else from the body. */
const addressColumns = (address: ShippingAddress) => ({
  name: address.name,
  address: address.address,
  city: address.city,
  state: address.state,
  pincode: address.pincode,
  phone: address.phone,
});

/** The default first, then the newest: the order the profile and checkout show them in. */
export async function listAddresses(db: Db, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.isDefault), desc(savedAddresses.createdAt), desc(savedAddresses.id));
  return rows.map(toSavedAddress);
}

/**
 * Changes to one customer's book wait for each other (the customer's row is locked), so the limit
 * and "exactly one default" hold when two tabs save at once. An address saved twice is refused by
 * the unique index, in words.
 */
async function inCustomersBook<T>(db: Db, userId: string, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await lockAccount(tx, userId);
      return work(tx);
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === SAME_ADDRESS_INDEX) throw conflict(ALREADY_SAVED);
    throw error;
  }
}

const clearDefault = (tx: Db, userId: string, except?: string) =>
  tx
    .update(savedAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(savedAddresses.userId, userId),
        eq(savedAddresses.isDefault, true),
        except ? ne(savedAddresses.id, except) : undefined,
      ),
    );

export function addAddress(
  db: Db,
  userId: string,
  address: ShippingAddress,
  makeDefault = false,
): Promise<SavedAddress> {
  return inCustomersBook(db, userId, async (tx) => {
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, userId));
    const count = counted?.count ?? 0;
    if (count >= MAX_SAVED_ADDRESSES) throw conflict(addressBookFullMessage);
    // The first address is the default whatever the body says: checkout needs one to offer.
    const isDefault = makeDefault || count === 0;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(savedAddresses)
      .values({ userId, ...addressColumns(address), isDefault })
      .returning();
    if (!row) throw new Error('address not written');
    return toSavedAddress(row);
  });
}

/**
 * Replaces an address; `makeDefault` moves the default to it. Asking for false on the default does
 * not leave the book without one: the default moves only when another address is chosen.
 */
export function updateAddress(
  db: Db,
  userId: string,
  id: string,
  address: ShippingAddress,
  makeDefault = false,
): Promise<SavedAddress> {
  return inCustomersBook(db, userId, async (tx) => {
    if (makeDefault) await clearDefault(tx, userId, id);
    const [row] = await tx
      .update(savedAddresses)
      .set({ ...addressColumns(address), ...(makeDefault ? { isDefault: true } : {}) })
      .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
      .returning();
    // Another customer's address is not found either: ids are not a way to learn of others' books.
    if (!row) throw notFound(NOT_FOUND);
    return toSavedAddress(row);
  });
}

/** Deletes an address; when it was the default, the newest remaining one becomes the default. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<SavedAddress[]> {
  await inCustomersBook(db, userId, async (tx) => {
    const [removed] = await tx
      .delete(savedAddresses)
      .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
      .returning({ isDefault: savedAddresses.isDefault });
    if (!removed) throw notFound(NOT_FOUND);
    if (!removed.isDefault) return;
    await tx.execute(sql`
      update saved_addresses set is_default = true
      where id = (select id from saved_addresses where user_id = ${userId}
                  order by created_at desc, id desc limit 1)`);
  });
  return listAddresses(db, userId);
}

/**
 * Checkout keeps the address it shipped to (unless the shopper unticked it): one statement after
 * the order's transaction, so the stock locks are not held for it (decision 019). An address
 * already in the book (the same text in any case), or a full book, leaves the book as it is; the
 * first address becomes the default. The order is placed by then: a failure here is logged, and
 * the shopper still gets their order.
 */
export async function keepAddress(
  db: Db,
  userId: string,
  address: ShippingAddress,
  log: { warn: (details: object, message: string) => void },
): Promise<void> {
  const a = addressColumns(address);
  try {
    await db.execute(sql`
      insert into saved_addresses (user_id, name, address, city, state, pincode, phone, is_default)
      select ${userId}::uuid, ${a.name}, ${a.address}, ${a.city}, ${a.state}, ${a.pincode}, ${a.phone},
        not exists (select 1 from saved_addresses where user_id = ${userId})
      where (select count(*) from saved_addresses where user_id = ${userId}) < ${MAX_SAVED_ADDRESSES}::int
      on conflict do nothing`);
  } catch (error) {
    log.warn({ err: error }, 'checkout address not saved to the address book');
  }
}
