// What a first visit to each shopper's page downloads before it can run, counted by the same module
// as the build's budget (apps/web/scripts/first-load.mjs): the boot script, its preloads and
// stylesheets, the app entry, and the page's route chunks, gzipped as the server sends them.
// Issue 27 target: 90 KB of JavaScript per page (decision 061); the build itself fails above each
// page's budget, this reports every page against the target and lists the product page's files.
import path from 'node:path';
import {
  FIRST_LOAD_TARGET_BYTES,
  kb,
  pageFirstLoad,
  readBuild,
  STOREFRONT_PAGES,
} from '../../apps/web/scripts/first-load.mjs';
import { root } from '../lib/paths.mjs';

const DETAILED_PAGE = 'Product';
const dist = path.join(root, 'apps/web/dist');

export const pageWeight = {
  id: 'page-weight',
  title: 'Storefront first load (gzipped)',
  scope: 'once',
  description:
    'Per shopper page: entry script, modulepreload links and stylesheets of `apps/web/dist/index.html`, ' +
    "the app entry the boot script imports after the first paint, and the page's route chunks (marked " +
    '*route*) from `dist/.vite/manifest.json`, gzipped with zlib. The product page is listed file by file.',
  columns: ['File', 'Kind', 'Raw', 'Gzipped'],

  async run() {
    const build = readBuild(dist);
    const target = `≤ ${kb(FIRST_LOAD_TARGET_BYTES)}`;
    if (!build) {
      return {
        rows: [],
        notes: ['apps/web/dist/index.html is missing: the storefront was not built.'],
        checks: [{ label: 'First-load JavaScript', target, actual: 'not built', pass: false }],
      };
    }
    const rows = [];
    const notes = [];
    const checks = [];
    for (const { page, module, words } of STOREFRONT_PAGES) {
      const load = pageFirstLoad(build, module, words);
      for (const missing of load.missing) notes.push(`${page}: ${missing} is not in the build manifest.`);
      if (page === DETAILED_PAGE) {
        for (const file of load.files) {
          const kind = file.route ? `${file.kind} (route)` : file.kind;
          rows.push([file.href, kind, kb(file.raw), kb(file.gzipped)]);
        }
        rows.push(
          [`${page}: total JavaScript`, 'js', '', kb(load.totals.js)],
          [`${page}: total CSS`, 'css', '', kb(load.totals.css)],
        );
      }
      checks.push({
        label: `${page} page first-load JavaScript (gzipped)`,
        target,
        actual: kb(load.totals.js),
        pass: load.totals.js <= FIRST_LOAD_TARGET_BYTES,
      });
    }
    return { rows, notes, checks };
  },
};
