// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import directions of docs/architecture.md, enforced rather than hoped for. */
const restrict = (...patterns) => ['error', { patterns: patterns.flat() }];

/**
 * Server modules meet through each other's public entry, `modules/<name>/index.ts` (decision 011).
 * From a module's file, `../<other>/index.js` is the only way into another module; from the rest of
 * the server, `modules/<name>/index.js` (app.ts alone also registers every module's routes.ts).
 */
const moduleEntryOnly = [
  {
    regex: '^\\.\\./(?!\\.\\.?/)[^/]+/(?!index\\.js$)',
    message: 'Another module is reached through its public entry, ../<module>/index.js.',
  },
];
const moduleEntryFromOutside = [
  {
    regex: '(^|/)modules/[^/]+/(?!index\\.js$)',
    message: 'A module is reached through its public entry, modules/<module>/index.js.',
  },
];
const routePatterns = [
  {
    group: ['**/db/schema*', 'drizzle-orm', 'drizzle-orm/*'],
    message: 'Routes call services; services use the database.',
  },
];
const servicePatterns = [
  { group: ['fastify', 'fastify/*', '@fastify/*'], message: 'Services are framework-free.' },
];

/** The storefront's features, read from disk so a new feature is held to the same borders. */
const webFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const publicEntries = webFeatures.map((feature) => `./${feature}/index.ts`);

/**
 * Where web code may reach into apps/web/src/features, judged on the resolved file (so `../../cart/x`
 * is caught like `@/features/cart/x`): a feature reads its own files and other features' public entry
 * (`index.ts`); the app layer may also mount pages.
 */
const webFeatureZones = [
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`, ...publicEntries],
    message: 'Import another feature through its public entry, @/features/<name> (its index.ts).',
  })),
  {
    target: ['./apps/web/src/app', './apps/web/src/entry-client.tsx', './apps/web/src/entry-server.tsx'],
    from: './apps/web/src/features',
    except: [...publicEntries, ...webFeatures.map((feature) => `./${feature}/pages`)],
    message: 'The app layer uses a feature through its public entry, or mounts one of its pages.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            'bench/*.mjs',
            'scripts/*.mjs',
            'apps/server/build.mjs',
            '.ci/*.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'off',
      // Fastify plugins and handlers are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // No import cycles anywhere: a loop makes load order matter and hides which part depends on which.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests read JSON answers loosely; what they assert is the shape.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'apps/server/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The domain imports zod and nothing of ours.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['@shop/*', '../../apps/*', 'node:*'], message: 'The domain package imports zod only.' },
      ]),
    },
  },
  {
    files: ['apps/server/src/modules/*/*.ts'],
    rules: { 'no-restricted-imports': restrict(moduleEntryOnly) },
  },
  {
    // Routes talk HTTP and call services; they never touch the database tables directly.
    files: ['apps/server/src/modules/*/routes.ts', 'apps/server/src/modules/*/*-routes.ts'],
    rules: { 'no-restricted-imports': restrict(moduleEntryOnly, routePatterns) },
  },
  {
    // Services know nothing of HTTP.
    files: ['apps/server/src/modules/*/service.ts', 'apps/server/src/modules/*/*-service.ts'],
    rules: { 'no-restricted-imports': restrict(moduleEntryOnly, servicePatterns) },
  },
  {
    // The rest of the server uses a module through its entry; only app.ts registers routes.
    files: ['apps/server/src/*.ts', 'apps/server/src/{cli,db,demo}/**/*.ts'],
    ignores: ['apps/server/src/app.ts'],
    rules: { 'no-restricted-imports': restrict(moduleEntryFromOutside) },
  },
  {
    files: ['apps/server/src/app.ts'],
    rules: {
      'no-restricted-imports': restrict({
        regex: '^\\./modules/[^/]+/(?!(index|routes)\\.js$)',
        message: "app.ts registers routes.ts and uses a module's index.js, nothing else of it.",
      }),
    },
  },
  {
    // Plugins are cross-cutting: what they need of a module, app.ts hands them.
    files: ['apps/server/src/plugins/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        group: ['**/modules/**'],
        message: 'A plugin imports no module; app.ts passes it what it needs.',
      }),
    },
  },
  {
    // lib/ and db/ sit below the modules; lib/ knows nothing of the database either.
    files: ['apps/server/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        group: [
          '**/db/**',
          '**/modules/**',
          '**/plugins/**',
          'drizzle-orm',
          'drizzle-orm/*',
          'pg',
          '@electric-sql/*',
        ],
        message: 'lib/ holds helpers that know nothing of the database, modules or plugins.',
      }),
    },
  },
  {
    files: ['apps/server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        group: ['**/modules/**', '**/plugins/**', '**/demo/**'],
        message: 'db/ is schema, client and migrations; it imports nothing above it.',
      }),
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json', alwaysTryTypes: true }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict([
        {
          group: ['**/apps/server/**', '@shop/server'],
          message: 'The browser talks to the server over HTTP only.',
        },
        { group: ['@/app/*', '**/app/*'], message: 'Only the app layer imports the app layer.' },
      ]),
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webFeatureZones }],
      // Features meet in app/ or through a public entry, never in a loop.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    settings: {
      // Our primitives render these elements, so the rules look through them.
      'jsx-a11y': {
        components: {
          Button: 'button',
          Input: 'input',
          Textarea: 'textarea',
          Label: 'label',
          NativeSelect: 'select',
          PasswordInput: 'input',
        },
      },
    },
  },
  {
    // The app layer composes features and may import the app layer.
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/entry-*.tsx', 'apps/web/src/boot.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Design-system primitives and lib are below features.
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['@/features/*', '@/app/*'], message: 'components/ and lib/ sit below features.' },
      ]),
    },
  },
);
