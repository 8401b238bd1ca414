import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

describe('system routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports the process alive', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, data: { status: 'ok' } });
  });

  it('reports the database ready', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(json(ready).data).toEqual({ status: 'ready', database: t.database.kind });
  });

  it('answers unknown API paths with a JSON 404 in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(response.body).not.toMatch(/at .*\.ts/);
  });

  it('sends a strict self-only Content-Security-Policy and a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('gives every API route an access level', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(0);
    for (const route of t.app.routeTable) expect(route.access).toBeTruthy();
  });
});

describe('readiness when the database is gone', () => {
  it('answers 503 in the envelope, while health still answers', async () => {
    const t = await createTestApp();
    await t.database.close();
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(json(ready)).toMatchObject({ success: false, code: 'DATABASE_UNAVAILABLE' });
    expect(ready.headers['retry-after']).toMatch(/^\d+$/);
    // Any route that needs the database says the same, in the same envelope.
    const products = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(products.statusCode).toBe(503);
    expect(json(products)).toMatchObject({ success: false, code: 'DATABASE_UNAVAILABLE' });
    expect(products.headers['retry-after']).toMatch(/^\d+$/);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    await t.app.close();
  });
});
