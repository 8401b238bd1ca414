import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import prefresh from '@prefresh/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, parseSync, type ESTree, type Plugin } from 'vite';
import { compiledCatalogues } from './catalogue-plugin.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Initialisers that build something: a call, a member read, a `new`, an object or array literal. */
const BUILDS_SOMETHING = new Set([
  'CallExpression',
  'MemberExpression',
  'NewExpression',
  'ObjectExpression',
  'ArrayExpression',
]);

/**
 * The initialisers of a module's top-level `const`s (exported or not) that build something. Object
 * and array literals count too: a shape of zod fields runs zod just like a call does. Parsed with
 * Vite's own parser (Oxc), which also reads TypeScript: the TypeScript compiler took 0.8 s to load
 * in each of the two builds of a first start (issue 27).
 */
function topLevelDefinitions(id: string, code: string): ESTree.Expression[] {
  const found: ESTree.Expression[] = [];
  for (const statement of parseSync(id, code).program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { init } of declaration.declarations)
      if (init && BUILDS_SOMETHING.has(init.type)) found.push(init);
  }
  return found;
}

/**
 * The domain package builds its zod schemas at module level. The browser uses only its pure helpers
 * (money, discount, paths), so each top-level definition is wrapped in an IIFE marked pure: an unused
 * schema then drops out with everything it calls, and zod with them (a sixth of the first load).
 * Domain modules have no side effects by rule (ARCHITECTURE.md), which is what makes this safe.
 */
function pureDomainDefinitions(): Plugin {
  return {
    name: 'pure-domain-definitions',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]packages[\\/]domain[\\/]src[\\/].+\.ts$/.test(id) || id.endsWith('.test.ts')) return null;
      const edits: { at: number; text: string }[] = [];
      for (const init of topLevelDefinitions(id, code)) {
        edits.push({ at: init.start, text: '/*#__PURE__*/ (() => (' });
        edits.push({ at: init.end, text: '))()' });
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const edit of edits.sort((a, b) => b.at - a.at))
        out = out.slice(0, edit.at) + edit.text + out.slice(edit.at);
      return { code: out, map: null };
    },
  };
}

/**
 * The shop is written against React's API and runs on Preact's (decision 078): the same components,
 * libraries and tests, with a runtime a sixth of React DOM's size on every shopper's first load.
 * Every way in to React leads to `preact/compat`, in the browser build, the server render and the
 * web tests alike.
 */
const PREACT_FOR_REACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  plugins: [
    pureDomainDefinitions(),
    compiledCatalogues(path.resolve(here, 'src'), path.resolve(here, 'src/locales')),
    // JSX only: React's fast refresh cannot reach components that Preact runs. Prefresh, Preact's
    // own, keeps an edited component's state and redraws it in `npm run dev` (it stays out of builds).
    react({ refreshExclude: /./ }),
    prefresh(),
    tailwindcss(),
  ],
  resolve: { alias: [{ find: '@', replacement: path.resolve(here, 'src') }, ...PREACT_FOR_REACT] },
  // The server render bundles its libraries too, so that they reach Preact through the same aliases
  // rather than loading React from node_modules.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/images': 'http://localhost:3000',
      '/sitemap.xml': 'http://localhost:3000',
      // The shop's icon is Shop Settings' (issue 26), answered by the server.
      '/favicon.ico': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: which chunks a route pulls in (bench/scenarios/page-weight.mjs).
    manifest: true,
    rolldownOptions: {
      // The domain package is reached through its one barrel (`@shop/domain`). Without this, every
      // page that imports anything from it "reaches" every domain module, zod included, and they
      // all land in one chunk on the first load (decision 061). With it (and the package marked
      // side-effect free), a page's chunks hold only the domain modules it really uses.
      experimental: { lazyBarrel: true },
    },
  },
  // `vite build` builds both the browser's bundle (dist) and the server render's (dist-ssr) in one
  // process: a first start loads Vite and its plugins once instead of twice (issue 27).
  builder: {},
  environments: {
    ssr: {
      build: {
        outDir: 'dist-ssr',
        rolldownOptions: { input: 'src/entry-server.tsx' },
        // The server render needs no copy of the public files, and no manifest.
        copyPublicDir: false,
        manifest: false,
      },
    },
  },
});
