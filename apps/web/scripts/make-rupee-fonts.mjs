// Writes src/styles/fonts/<family>-rupee-wght-normal.woff2: the rupee sign (U+20B9) alone, cut from the
// latin-ext file of each self-hosted variable font (weight axis kept). The shop loads only the latin
// files, which lack ₹; without these ~1 KB files every price would pull in the 34–85 KB latin-ext files.
// Run after upgrading @fontsource-variable/*: node apps/web/scripts/make-rupee-fonts.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

for (const family of ['inter', 'fraunces']) {
  const source = require.resolve(
    `@fontsource-variable/${family}/files/${family}-latin-ext-wght-normal.woff2`,
  );
  const subset = await subsetFont(readFileSync(source), '\u20B9', { targetFormat: 'woff2' });
  const output = path.resolve(here, `../src/styles/fonts/${family}-rupee-wght-normal.woff2`);
  writeFileSync(output, subset);
  console.log(`${path.relative(process.cwd(), output)}: ${subset.length} bytes`);
}
