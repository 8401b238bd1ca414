// What a first visit to the home page downloads before it can run: the boot script, the modules it
// preloads and the stylesheets named in the built index.html, the app entry the boot script imports
// once the page has painted (decision 025), plus the home route's own chunks (from Vite's manifest:
// each module's chunk and every chunk it imports statically), each gzipped as the server sends them.
// Issue 9 budget: 100 KB of JavaScript.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from '../lib/paths.mjs';

const JS_BUDGET_BYTES = 100 * 1024;
const APP_ENTRY_MODULE = 'src/entry-client.tsx';
const HOME_ROUTE_MODULE = 'src/features/catalog/pages/home-page.tsx';
const dist = path.join(root, 'apps/web/dist');

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
 * imports, followed through the manifest (dynamic imports are later loads, not counted). `route`
 * marks them as the page's own rather than the app's.
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
        assets.push({ kind, href, route });
      }
    };
    add('js', chunk.file);
    for (const css of chunk.css ?? []) add('css', css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(start);
  return assets;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export const pageWeight = {
  id: 'page-weight',
  title: 'Storefront first load (gzipped)',
  scope: 'once',
  description:
    'Entry script, modulepreload links and stylesheets of `apps/web/dist/index.html`, and the home ' +
    "app entry the boot script imports after the first paint, and the home route's chunks (marked " +
    '*route*), both from `dist/.vite/manifest.json`, gzipped with zlib.',
  columns: ['File', 'Kind', 'Raw', 'Gzipped'],

  async run() {
    const indexPath = path.join(dist, 'index.html');
    if (!fs.existsSync(indexPath)) {
      return {
        rows: [],
        notes: ['apps/web/dist/index.html is missing: the storefront was not built.'],
        checks: [
          {
            label: 'First-load JavaScript',
            target: `≤ ${kb(JS_BUDGET_BYTES)}`,
            actual: 'not built',
            pass: false,
          },
        ],
      };
    }
    const assets = firstLoadAssets(fs.readFileSync(indexPath, 'utf8'));
    const notes = [];
    const manifestPath = path.join(dist, '.vite/manifest.json');
    const manifest = fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : {};
    for (const [module, route] of [
      [APP_ENTRY_MODULE, false],
      [HOME_ROUTE_MODULE, true],
    ]) {
      const found = moduleAssets(manifest, module, new Set(assets.map((asset) => asset.href)), route);
      if (found) assets.push(...found);
      else notes.push(`Not counted: ${module} is not in the build manifest.`);
    }
    const rows = [];
    const totals = { js: 0, css: 0 };
    for (const asset of assets) {
      const bytes = fs.readFileSync(path.join(dist, asset.href.split('?')[0]));
      const gzipped = zlib.gzipSync(bytes).length;
      totals[asset.kind] += gzipped;
      rows.push([
        asset.href,
        asset.route ? `${asset.kind} (route)` : asset.kind,
        kb(bytes.length),
        kb(gzipped),
      ]);
    }
    rows.push(['Total JavaScript', 'js', '', kb(totals.js)], ['Total CSS', 'css', '', kb(totals.css)]);
    return {
      rows,
      notes,
      checks: [
        {
          label: 'Home page first-load JavaScript (gzipped)',
          target: `≤ ${kb(JS_BUDGET_BYTES)}`,
          actual: kb(totals.js),
          pass: totals.js <= JS_BUDGET_BYTES,
        },
      ],
    };
  },
};
