// Run by `npm run build` after the browser build: prints each shopper's page's first-load JavaScript
// and fails the build when one weighs more than its budget, or carries zod or back-office code
// (decision 061). The bench (page-weight) counts the same files through first-load.mjs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FIRST_LOAD_TARGET_BYTES,
  forbiddenCode,
  kb,
  pageFirstLoad,
  readBuild,
  STOREFRONT_PAGES,
} from './first-load.mjs';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const build = readBuild(dist);
if (!build) {
  console.error(`First-load check: ${dist}/index.html is missing; run vite build first.`);
  process.exit(1);
}

const failures = [];
const lines = [`First-load JavaScript, gzipped (target ${kb(FIRST_LOAD_TARGET_BYTES)}):`];
for (const { page, module, words, budgetKb } of STOREFRONT_PAGES) {
  const load = pageFirstLoad(build, module, words);
  const budget = budgetKb * 1024;
  const over = load.totals.js > budget;
  lines.push(
    `  ${page.padEnd(9)} ${kb(load.totals.js).padStart(9)}  budget ${String(budgetKb).padStart(3)} KB${over ? '  OVER' : ''}`,
  );
  if (over) failures.push(`${page}: ${kb(load.totals.js)} is above its budget of ${budgetKb} KB`);
  for (const missing of load.missing) failures.push(`${page}: ${missing} is not in the build manifest`);
  for (const problem of forbiddenCode(load)) failures.push(`${page}: ${problem}`);
}
console.log(lines.join('\n'));
if (failures.length) {
  console.error(
    `\nThe storefront's first load is over its budget (decision 061):\n  ${failures.join('\n  ')}`,
  );
  process.exit(1);
}
