// Writes the small cuts of the self-hosted fonts into src/styles/fonts/ (decision 021):
// - <family>-rupee-wght-normal.woff2: the rupee sign (U+20B9) alone, cut from the latin-ext file of
//   each variable font (weight axis kept). The shop loads only the latin files, which lack ₹; without
//   these ~1 KB files every price would pull in the 34–85 KB latin-ext files.
// - hindi-label.woff2: the word "हिन्दी" alone, with the conjunct its letters join into, cut from Noto
//   Sans Devanagari. Every English page offers Hindi by that word; the whole Devanagari file (121 KB)
//   is for Hindi pages, and a device without a Devanagari font of its own showed empty boxes.
// Run after upgrading @fontsource-variable/*: node apps/web/scripts/make-font-cuts.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

const cuts = [
  ...['inter', 'fraunces'].map((family) => ({
    source: `@fontsource-variable/${family}/files/${family}-latin-ext-wght-normal.woff2`,
    text: '\u20B9',
    output: `${family}-rupee-wght-normal.woff2`,
  })),
  {
    source:
      '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
    text: 'हिन्दी',
    output: 'hindi-label.woff2',
  },
];

for (const cut of cuts) {
  const subset = await subsetFont(readFileSync(require.resolve(cut.source)), cut.text, {
    targetFormat: 'woff2',
  });
  const output = path.resolve(here, '../src/styles/fonts', cut.output);
  writeFileSync(output, subset);
  console.log(`${path.relative(process.cwd(), output)}: ${subset.length} bytes`);
}
