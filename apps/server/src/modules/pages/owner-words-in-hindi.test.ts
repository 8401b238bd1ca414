import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SHOP_IDENTITY } from '@shop/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

/** Decision 075: a Hindi page's head names the shop with the owner's Hindi tagline, from the first byte. */
let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: distDir, SHOP_NAME: 'Studio' });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

it('titles a Hindi page with the Hindi tagline once the owner gives one, and an English page as before', async () => {
  const page = (url: string) => t.app.inject({ method: 'GET', url }).then((response) => response.body);
  const english = `<title>Studio · ${DEFAULT_SHOP_IDENTITY.tagline}</title>`;
  expect(await page('/hi/about')).toContain(english);

  const { authorization } = await createUserWithSession(t.db, 'admin');
  const headers = { authorization };
  const { settings } = json(await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers })).data;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers,
    payload: {
      ...settings,
      shop: { ...settings.shop, translations: { hi: { tagline: 'नोएडा में हाथ से बना' } } },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);

  // The save cleared the rendered pages: the next Hindi render says the Hindi at once.
  expect(await page('/hi/about')).toContain('<title>Studio · नोएडा में हाथ से बना</title>');
  expect(await page('/about')).toContain(english);
});
