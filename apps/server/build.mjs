// Bundles the server (and the domain package it imports as TypeScript) into dist/main.js.
// Dependencies stay external: they are installed beside it.
import { build } from 'esbuild';
import { writePgliteTemplate } from './pglite-template.mjs';

await build({
  // draw-demo-photos: the short-lived process that draws the demo photos (decision 025).
  entryPoints: {
    main: 'src/main.ts',
    // The owner's commands (npm run create-admin, backup, restore), run with node: an install without
    // development dependencies has no tsx (decision 056).
    'create-admin': 'src/cli/create-admin.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    'draw-demo-photos': 'src/draw-demo-photos.ts',
  },
  outdir: 'dist',
  bundle: true,
  // Modules the server imports on first use (the mail renderer, the password judge) go into chunks of
  // their own, with the packages they import: a start does not load them (issue 27). The chunks sit
  // beside the entries in dist/, so that code finding files next to itself (the database template,
  // the photo-drawing entry, the migrations) finds them wherever esbuild put it.
  splitting: true,
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // The workspace package is source, not a built dependency: bundle it.
  alias: {
    '@shop/domain/markdown': '../../packages/domain/src/markdown.ts',
    '@shop/domain': '../../packages/domain/src/index.ts',
  },
  logLevel: 'warning',
});

await writePgliteTemplate('dist/pglite-template.tar');
