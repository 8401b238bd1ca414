import { customType, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** PostgreSQL full-text document; written by a trigger (see the migrations), read only in SQL. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** Image bytes live in the database so that several app servers can share one store. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType() {
    return 'bytea';
  },
  fromDriver(value) {
    return Buffer.isBuffer(value) ? value : Buffer.from(value);
  },
});

/**
 * A GST percent: rates in force include 0.25 and 1.5 (decision 050), so two decimals. Read as a
 * number by Drizzle; raw SQL reads cast it (`::float8`), as drivers give numeric as text.
 */
export const gstRateColumn = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

/** Every rate a row may hold: the rates in force and the retired ones a shop stored before. */
export const STORABLE_GST_RATES = '(0, 0.25, 1.5, 3, 5, 12, 18, 28, 40)';
