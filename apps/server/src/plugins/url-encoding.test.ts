import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../test/support/catalog-fixtures.js';
import { createTestApp, json, type TestApp } from '../../test/support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createCategory(t.db, { name: 'Jewelry' });
});
afterAll(async () => {
  await t.close();
});

describe('malformed URL encoding', () => {
  it.each([
    '/api/categories/%ZZ',
    '/api/products/slug/%E0%A4',
    '/api/products?search=%ZZ',
    '/api/products/suggestions?q=ring%',
    '/api/categories?x=%E0%A4',
    '/%ZZ',
    '/images/%ZZ/640.webp',
  ])('answers %s with 400 BAD_URL_ENCODING in the envelope', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(json(response)).toEqual({
      success: false,
      code: 'BAD_URL_ENCODING',
      message: 'The address contains a malformed %-escape',
    });
    expect(response.body).not.toMatch(/FST_|not a valid url component/);
  });

  it('refuses a write with a malformed address before touching anything', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup?ref=%ZZ',
      payload: { email: 'asha@example.test', password: 'mango-chutney-41' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('BAD_URL_ENCODING');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'asha@example.test', password: 'mango-chutney-41' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('still reads well-formed escapes, in the path and the query', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/categories/%6Aewelry' })).statusCode).toBe(200);
    const search = await t.app.inject({ method: 'GET', url: '/api/products?search=%E0%A4%B9+ring%21' });
    expect(search.statusCode).toBe(200);
  });
});
