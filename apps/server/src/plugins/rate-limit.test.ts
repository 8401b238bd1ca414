import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession } from '../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../test/support/test-app.js';

const READS = 5;
const SEARCHES = 2;
const PASSWORD_CHECKS = 3;

function get(t: TestApp, url: string, ip: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, remoteAddress: ip, headers });
}

function expectLimited(response: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(429);
  expect(json(response)).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  expect(json(response).message).toMatch(
    /^Too many requests\. Please try again in \d+ (seconds?|minutes?)\.$/,
  );
  const wait = Number(response.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
}

describe('rate limit on public reads and search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_READS: String(READS),
      RATE_LIMIT_SEARCH: String(SEARCHES),
      RATE_LIMIT_PASSWORD_CHECKS: String(PASSWORD_CHECKS),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with Retry-After once an address has used its reads, and only that address', async () => {
    const ip = '203.0.113.1';
    for (let i = 0; i < READS; i += 1) {
      expect((await get(t, '/api/categories', ip)).statusCode).toBe(200);
    }
    expectLimited(await get(t, '/api/products', ip));
    expect((await get(t, '/api/categories', '203.0.113.2')).statusCode).toBe(200);
  });

  it('never limits the health and readiness probes, even from an address out of reads', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < READS; i += 1) {
      expect((await get(t, '/api/categories', ip)).statusCode).toBe(200);
    }
    expectLimited(await get(t, '/api/categories', ip));
    for (let i = 0; i < READS * 4; i += 1) {
      expect((await get(t, '/api/health', ip)).statusCode).toBe(200);
      expect((await get(t, '/api/ready', ip)).statusCode).toBe(200);
    }
    expectLimited(await get(t, '/api/categories', ip));
  });

  it('gives searches their own, tighter budget', async () => {
    const ip = '203.0.113.3';
    for (let i = 0; i < SEARCHES; i += 1) {
      expect((await get(t, '/api/products/suggestions?q=ring', ip)).statusCode).toBe(200);
    }
    expectLimited(await get(t, '/api/products/search?q=ring', ip));
    expectLimited(await get(t, '/api/products/spellings?q=rnig', ip));
    // Browsing still works for this shopper.
    expect((await get(t, '/api/categories', ip)).statusCode).toBe(200);
  });

  it('gives password-strength checks a budget of their own', async () => {
    const ip = '203.0.113.5';
    const check = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-strength',
        payload: { password: 'mango-chutney-41' },
        remoteAddress: ip,
      });
    for (let i = 0; i < PASSWORD_CHECKS; i += 1) expect((await check()).statusCode).toBe(200);
    expectLimited(await check());
    // Searching is a budget of its own, untouched.
    expect((await get(t, '/api/products/suggestions?q=ring', ip)).statusCode).toBe(200);
  });

  it('leaves writes and signed-in pages to their own guards', async () => {
    const ip = '203.0.113.4';
    const customer = await createUserWithSession(t.db);
    for (let i = 0; i < READS + 3; i += 1) {
      const cart = await get(t, '/api/cart', ip, { authorization: customer.authorization });
      expect(cart.statusCode).toBe(200);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `nobody${i}@example.test`, password: 'x' },
        remoteAddress: '198.51.100.200',
      });
      expect(login.statusCode).not.toBe(429);
    }
  });

  it('does not let X-Forwarded-For pick a fresh budget unless TRUST_PROXY says so', async () => {
    const ip = '203.0.113.5';
    for (let i = 0; i < READS; i += 1)
      await get(t, '/api/categories', ip, { 'x-forwarded-for': `192.0.2.${i}` });
    expectLimited(await get(t, '/api/categories', ip, { 'x-forwarded-for': '192.0.2.200' }));
  });
});

describe('rate limit behind a reverse proxy', () => {
  it('counts the shopper from X-Forwarded-For when TRUST_PROXY=true', async () => {
    const t = await createTestApp({ RATE_LIMIT_READS: String(READS), TRUST_PROXY: 'true' });
    try {
      const proxy = '10.0.0.2';
      for (let i = 0; i < READS; i += 1) {
        await get(t, '/api/categories', proxy, { 'x-forwarded-for': '192.0.2.1' });
      }
      expectLimited(await get(t, '/api/categories', proxy, { 'x-forwarded-for': '192.0.2.1' }));
      expect((await get(t, '/api/categories', proxy, { 'x-forwarded-for': '192.0.2.2' })).statusCode).toBe(
        200,
      );
    } finally {
      await t.close();
    }
  });
});
