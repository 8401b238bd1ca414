import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const CSP =
  "default-src 'self';base-uri 'self';font-src 'self';form-action 'self';frame-ancestors 'none';" +
  "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
  "style-src 'self' 'unsafe-inline';connect-src 'self'";

/** Every header plugins/security.ts promises, with its exact value. */
const EXPECTED: [string, string][] = [
  ['content-security-policy', CSP],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

describe.each([
  ['an HTML page', '/products/some-ring', 'text/html'],
  ['an API answer', '/api/health', 'application/json'],
])('security headers on %s', (_label, url, type) => {
  it('is the kind of answer this block is about', async () => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(type);
  });

  it.each(EXPECTED)('sends %s: %s', async (header, value) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.headers[header]).toBe(value);
  });

  it('does not tell which server software answers', async () => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('security headers on error answers', () => {
  it.each([
    ['an unknown API path', '/api/no-such-thing', 404],
    ['a malformed %-escape', '/api/products?search=%ZZ', 400],
  ])('are sent with %s too', async (_label, url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    for (const [header, value] of EXPECTED) expect(response.headers[header]).toBe(value);
  });
});
