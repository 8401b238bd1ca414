import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { createUserWithSession } from '../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../test/support/test-app.js';
import { nulPath } from './reject-nul.js';

describe('text with a NUL character (PostgreSQL cannot store it)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is refused as an invalid field, never a 500, on sign-in and sign-up', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'asha@example.com\u0000', password: 'secret123' },
    });
    expect(login.statusCode).toBe(422);
    expect(json(login)).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      details: [{ field: 'email', message: 'This text contains a character that is not allowed' }],
    });

    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'nul-name@example.com', password: 'secret123', firstName: 'A\u0000' },
    });
    expect(signup.statusCode).toBe(422);
    expect(json(signup).details).toEqual([
      { field: 'firstName', message: 'This text contains a character that is not allowed' },
    ]);
    expect(await t.db.select().from(users).where(eq(users.email, 'nul-name@example.com'))).toEqual([]);
  });

  it('is refused in query strings and nested fields', async () => {
    for (const url of ['/api/products?tags=%00', '/api/products?category=ring%00']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(422);
      expect(json(res).code).toBe('VALIDATION_FAILED');
    }
    const me = await createUserWithSession(t.db, 'customer');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: me.authorization, 'idempotency-key': 'nul-test-key-1' },
      payload: { shippingAddress: { name: 'Asha\u0000' } },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).details).toEqual([
      { field: 'shippingAddress.name', message: 'This text contains a character that is not allowed' },
    ]);
  });

  it('still asks for a session first on signed-in routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders?page=%00' });
    expect(res.statusCode).toBe(401);
  });
});

describe('nulPath', () => {
  it('names the first value holding a NUL, and walks deep nesting without recursion', () => {
    expect(nulPath({ a: ['x', { b: 'y\u0000' }] }, '')).toBe('a.1.b');
    expect(nulPath({ a: 'fine', n: 1, z: null }, '')).toBeNull();
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(nulPath(deep, '')).toMatch(/^0(\.0)+$/);
  });
});
