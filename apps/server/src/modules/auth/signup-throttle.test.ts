import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

const LIMIT = 5;
let counter = 0;
const signupBody = () => ({ email: `flood${++counter}@example.test`, password: 'mango-chutney-41' });
const userCount = async (t: TestApp) => (await t.db.select({ id: users.id }).from(users)).length;

function signup(t: TestApp, options: { ip?: string; forwardedFor?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: signupBody(),
    remoteAddress: options.ip ?? '203.0.113.7',
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
  });
}

describe('sign-up throttling per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SIGNUPS: String(LIMIT) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses most of 30 simultaneous sign-ups from one address with 429 and Retry-After', async () => {
    const before = await userCount(t);
    const answers = await Promise.all(Array.from({ length: 30 }, () => signup(t)));
    const created = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    // A burst counts itself before judging (throttle-service.ts), so it may even be refused whole.
    expect(created.length).toBeLessThanOrEqual(LIMIT);
    expect(refused.length).toBe(30 - created.length);
    for (const answer of refused) {
      expect(json(answer)).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      const wait = Number(answer.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(3600);
    }
    expect(await userCount(t)).toBe(before + created.length);
    // Another shopper is not held back by the flood.
    expect((await signup(t, { ip: '203.0.113.8' })).statusCode).toBe(201);
  });

  it('does not count a refused weak password against the address', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < LIMIT + 2; i += 1) {
      const weak = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: `weak${i}@example.test`, password: 'password' },
        remoteAddress: ip,
      });
      expect(weak.statusCode).toBe(422);
    }
    expect((await signup(t, { ip })).statusCode).toBe(201);
  });

  it('counts an IPv6 /64 as one address, so rotating the host part does not help', async () => {
    for (let i = 1; i <= LIMIT; i += 1) {
      expect((await signup(t, { ip: `2001:db8:1:2::${i.toString(16)}` })).statusCode).toBe(201);
    }
    expect((await signup(t, { ip: '2001:db8:1:2::beef' })).statusCode).toBe(429);
    // The next /64 is someone else.
    expect((await signup(t, { ip: '2001:db8:1:3::1' })).statusCode).toBe(201);
  });

  it('does not believe X-Forwarded-For unless TRUST_PROXY says so', async () => {
    for (let i = 0; i < LIMIT; i += 1) await signup(t, { ip: '198.51.100.1', forwardedFor: `192.0.2.${i}` });
    const spoofed = await signup(t, { ip: '198.51.100.1', forwardedFor: '192.0.2.99' });
    expect(spoofed.statusCode).toBe(429);
  });
});

describe('sign-up throttling behind a reverse proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SIGNUPS: String(LIMIT), TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts the shopper behind the proxy, not the proxy', async () => {
    const proxy = '10.0.0.2';
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await signup(t, { ip: proxy, forwardedFor: '192.0.2.10' })).statusCode).toBe(201);
    }
    expect((await signup(t, { ip: proxy, forwardedFor: '192.0.2.10' })).statusCode).toBe(429);
    expect((await signup(t, { ip: proxy, forwardedFor: '192.0.2.11' })).statusCode).toBe(201);
  });
});
