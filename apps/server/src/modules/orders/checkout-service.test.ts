import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createTestDatabase } from '../../../test/support/test-database.js';
import type { Database } from '../../db/client.js';
import { isIdempotencyConflict } from './checkout-service.js';

/**
 * The per-customer lock in placeOrder makes the unique constraint hard to reach through the API,
 * so its last line of defence is checked here: a duplicate key must be recognised on both drivers.
 */
describe('isIdempotencyConflict', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const row = (userId: string, idempotencyKey: string) => ({
    userId,
    subtotalPaise: 100,
    deliveryPaise: 0,
    gstPaise: 0,
    totalPaise: 100,
    shippingName: 'A',
    shippingAddress: 'B',
    shippingCity: 'C',
    shippingState: 'Delhi',
    shippingPincode: '110001',
    shippingPhone: '9876543210',
    idempotencyKey,
  });

  it('recognises a second order with the same key for the same customer', async () => {
    const { userId } = await createUserWithSession(database.db);
    await database.db.insert(orders).values(row(userId, 'same-key-123'));
    const error = await database.db
      .insert(orders)
      .values(row(userId, 'same-key-123'))
      .then(() => null)
      .catch((caught: unknown) => caught);
    expect(error).toBeTruthy();
    expect(isIdempotencyConflict(error)).toBe(true);
  });

  it('does not mistake other failures for it', async () => {
    const error = await database.db
      .insert(orders)
      .values(row('7b0f6c1e-6f1a-4c59-9a51-2b9d8f0f4a11', 'other-key-123'))
      .then(() => null)
      .catch((caught: unknown) => caught);
    expect(error).toBeTruthy();
    expect(isIdempotencyConflict(error)).toBe(false);
    expect(isIdempotencyConflict(new Error('boom'))).toBe(false);
  });
});
