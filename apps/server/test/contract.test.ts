import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractEndpoints, type Endpoint } from '@shop/domain';
import { createUserWithSession } from './support/fixtures.js';
import { createTestApp, json, type TestApp } from './support/test-app.js';

/**
 * The contract in packages/domain is the one list of the API: every route the server answers has
 * an entry, every entry has a route with the same access level, and OpenAPI documents exactly them.
 */
let t: TestApp;
let staff: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUserWithSession(t.db, 'administrator');
});
afterAll(async () => {
  await t.close();
});

const entries = contractEndpoints();
const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const contractKeys = entries.map((entry) => keyOf(entry.method, entry.path)).sort();

describe('the API contract', () => {
  it('names each route once', () => {
    expect(new Set(contractKeys).size).toBe(contractKeys.length);
  });

  it('has an entry for every /api route of the server, and a route for every entry', () => {
    const served = t.app.routeTable.map((route) => keyOf(route.method, route.url)).sort();
    expect(served).toEqual(contractKeys);
  });

  it('gives every route the access level of its entry', () => {
    const accessOf = new Map(t.app.routeTable.map((route) => [keyOf(route.method, route.url), route.access]));
    for (const entry of entries)
      expect(accessOf.get(keyOf(entry.method, entry.path)), entry.path).toBe(entry.access);
  });

  it('documents in OpenAPI exactly the entries of the contract', () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => keyOf(method, path.replace(/\{(\w+)\}/g, ':$1'))),
      )
      .sort();
    expect(documented).toEqual(contractKeys);
  });
});

const writes = entries.filter((entry) => ['POST', 'PUT', 'PATCH'].includes(entry.method));
const concretePath = (entry: Endpoint) => entry.path.replace(/:(\w+)/g, () => randomUUID());

describe('unknown fields in write bodies', () => {
  it.each(writes.map((entry) => [keyOf(entry.method, entry.path), entry] as const))(
    '%s refuses an unknown field, naming it',
    async (_name, entry) => {
      const response = await t.app.inject({
        method: entry.method,
        url: concretePath(entry),
        headers: { ...staffHeaders(), 'idempotency-key': `contract-${randomUUID()}` },
        payload: { unexpectedField: 1 },
      });
      if (entry.consumes) {
        // Uploads read multipart files only: a JSON body is refused whole.
        expect(response.statusCode).toBe(415);
        return;
      }
      expect(response.statusCode).toBe(422);
      expect(json(response)).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        details: expect.arrayContaining([
          { field: 'unexpectedField', message: expect.stringContaining('Unknown field: unexpectedField') },
        ]),
      });
    },
  );
});

function staffHeaders() {
  return { authorization: staff.authorization };
}

describe('PUT /api/users/profile', () => {
  it('refuses a role, status or email with 422 naming each, and changes nothing', async () => {
    const customer = await createUserWithSession(t.db, 'customer', { fullName: 'Meera Shah' });
    const profile = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: { authorization: customer.authorization },
      });
    const before = json(await profile()).data.user;
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { authorization: customer.authorization },
      payload: { fullName: 'Meera S', role: 'administrator', isActive: false, email: 'owner@elsewhere.test' },
    });
    expect(response.statusCode).toBe(422);
    const fields = json(response).details.map((detail: { field: string }) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['role', 'isActive', 'email']));
    expect(json(await profile()).data.user).toEqual(before);
  });
});
