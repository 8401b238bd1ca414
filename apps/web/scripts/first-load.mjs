// What a first visit to a storefront page downloads before it can run, counted one way for the build's
// budget (check-first-load.mjs) and the bench (bench/scenarios/page-weight.mjs): the boot script,
// the modules it preloads and the stylesheets named in the built index.html, the app entry the boot
// script imports once the page has painted (decision 025), plus the page's route module and every
// chunk it imports statically (from Vite's manifest; dynamic imports are later loads), each gzipped
// as the server sends it. Decision 061 sets the target and the budgets.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const APP_ENTRY_MODULE = 'src/entry-client.tsx';
/**
 * The words every English page fetches alongside the app, its frame's (decision 073), and those a
 * page fetches with its screen; a Hindi page fetches Hindi's.
 */
const FRAME_WORDS_MODULE = 'catalogue:en/core';
const screenWordsModule = (words) => `catalogue:en/screen/${words}`;

/** Issue 27: a product page that starts on a mid-range phone needs ≤ 90 KB of JavaScript. */
export const FIRST_LOAD_TARGET_BYTES = 90 * 1024;

/**
 * The shoppers' pages, their route modules (src/app/router.tsx) and the most JavaScript the build
 * lets each first load weigh: the figure measured when decision 061 was written, rounded up to the
 * next 5 KB, so any growth fails the build. Lower a budget when a page gets lighter. Decision 073
 * raised each by what it measured with the storefront's words (Lingui and the catalogue); its
 * amendments lowered them again once the account's words came apart from the shop's (about 6 KB),
 * and once each screen's words came with the screen (about 3–4 KB). Decision 078 lowered them by
 * 58 KB, what Preact saves over React DOM, keeping about 2 KB of room each; decision 081 by the
 * 27 KB of React Router, with the product page's at issue 27's target; the cart's by 14 KB more once
 * its "Clear cart" question came with the tap, and search's by 6 KB once its nothing-found answer did.
 */
export const STOREFRONT_PAGES = [
  { page: 'Home', module: 'src/features/catalog/pages/home-page.tsx', words: 'home', budgetKb: 83 },
  { page: 'Listing', module: 'src/features/catalog/pages/listing-page.tsx', words: 'listing', budgetKb: 88 },
  { page: 'Product', module: 'src/features/catalog/pages/product-page.tsx', words: 'product', budgetKb: 90 },
  { page: 'Search', module: 'src/features/catalog/pages/search-page.tsx', words: 'search', budgetKb: 88 },
  { page: 'Cart', module: 'src/features/cart/pages/cart-page.tsx', words: 'cart', budgetKb: 80 },
  {
    page: 'Checkout',
    module: 'src/features/checkout/pages/checkout-page.tsx',
    words: 'checkout',
    budgetKb: 85,
  },
];

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function attribute(tag, name) {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
}

/** The files the browser fetches because index.html names them. */
export function firstLoadAssets(html) {
  const assets = [];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = attribute(tag, 'src');
    if (src && /type\s*=\s*["']module["']/i.test(tag)) assets.push({ kind: 'js', href: src });
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = attribute(tag, 'rel')?.toLowerCase();
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') assets.push({ kind: 'js', href });
    if (rel === 'stylesheet') assets.push({ kind: 'css', href });
  }
  return assets.filter((asset) => asset.href.startsWith('/') && !asset.href.startsWith('//'));
}

/**
 * The chunks and stylesheets of `module` that are not already counted: its chunk and its static
 * imports, followed through the manifest. `route` marks them as the page's own rather than the app's.
 */
export function moduleAssets(manifest, module, alreadyLoaded, route = true) {
  const start = Object.keys(manifest).find((key) => key.endsWith(module));
  if (!start) return undefined;
  const seen = new Set();
  const assets = [];
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key];
    const add = (kind, file) => {
      const href = `/${file}`;
      if (!alreadyLoaded.has(href) && !assets.some((asset) => asset.href === href)) {
        assets.push({ kind, href, route, source: chunk.src });
      }
    };
    add('js', chunk.file);
    for (const css of chunk.css ?? []) add('css', css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(start);
  return assets;
}

/** The built storefront in `dist` (apps/web/dist), or null when it was not built. */
export function readBuild(dist) {
  const indexPath = path.join(dist, 'index.html');
  if (!fs.existsSync(indexPath)) return null;
  const manifestPath = path.join(dist, '.vite/manifest.json');
  const manifest = fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : {};
  return { dist, html: fs.readFileSync(indexPath, 'utf8'), manifest };
}

/**
 * One page's first load (its route module and its screen's `words`, as the router names them):
 * every file with its raw and gzipped size, the totals by kind, and the modules the manifest did
 * not know (a renamed route module must not quietly count as nothing).
 */
export function pageFirstLoad(build, routeModule, words) {
  const assets = firstLoadAssets(build.html);
  const missing = [];
  for (const [module, route] of [
    [APP_ENTRY_MODULE, false],
    [FRAME_WORDS_MODULE, false],
    [routeModule, true],
    [screenWordsModule(words), true],
  ]) {
    const found = moduleAssets(build.manifest, module, new Set(assets.map((asset) => asset.href)), route);
    if (found) assets.push(...found);
    else missing.push(module);
  }
  const totals = { js: 0, css: 0 };
  const files = assets.map((asset) => {
    const bytes = fs.readFileSync(path.join(build.dist, asset.href.split('?')[0]));
    const gzipped = zlib.gzipSync(bytes).length;
    totals[asset.kind] += gzipped;
    return { ...asset, raw: bytes.length, gzipped, text: asset.kind === 'js' ? bytes.toString('utf8') : '' };
  });
  return { files, totals, missing };
}

/** Zod's own property names survive minifying; no shopper's page should carry them (decision 061). */
const VALIDATION_LIBRARY = /\b_zod\b|ZodError/;
/** Route modules of the back office and the setup wizard. */
const BACK_OFFICE = /^src\/features\/(admin-[^/]+|setup\/pages|size-guide\/pages)\//;

/** What a shopper's first load must not carry, one line per file found. */
export function forbiddenCode(load) {
  const found = [];
  for (const file of load.files) {
    if (VALIDATION_LIBRARY.test(file.text)) found.push(`${file.href} carries zod`);
    if (file.source && BACK_OFFICE.test(file.source)) found.push(`${file.href} is ${file.source}`);
  }
  return found;
}
