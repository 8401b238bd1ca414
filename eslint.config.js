// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The storefront's files whose every word a shopper reads comes from the message catalogues
 * (issue 28, decision 073): a string literal a shopper could read fails the lint. The files not
 * yet in this list are the work still to do; the back office stays English and is never listed.
 */
const storefrontInCatalogues = [
  'apps/web/src/app/**/*.tsx',
  'apps/web/src/features/auth/*.{ts,tsx}',
  'apps/web/src/features/auth/{api,pages,password-strength}/**/*.{ts,tsx}',
  'apps/web/src/features/auth/components/*.tsx',
  'apps/web/src/features/profile/{api,pages}/**/*.{ts,tsx}',
  'apps/web/src/features/profile/components/{*-card,two-step-enrolment}.tsx',
  'apps/web/src/features/{cart,wishlist,checkout,delivery,addresses,payments}/**/*.{ts,tsx}',
  'apps/web/src/lib/{api-client,form-errors,shop-info,totals-words}.ts',
  'apps/web/src/features/{orders,returns,content}/**/*.{ts,tsx}',
  'apps/web/src/components/return-status-badge.tsx',
  'apps/web/src/features/size-guide/index.ts',
  'apps/web/src/features/size-guide/components/{size-guide-*,size-chart-table}.tsx',
  'apps/web/src/features/size-guide/{lib/format-measure,api/get-size-chart,api/get-size-chart-categories}.ts',
  'apps/web/src/features/{catalog,search,reviews}/**/*.{ts,tsx}',
  'apps/web/src/components/{product,ui}/**/*.{ts,tsx}',
  'apps/web/src/components/{states,pagination,category-icon,totals-lines,form-field,qr-code}.tsx',
];

/** Strings that are code, not words: class names, paths, ids, keys, formats. */
export const notWords = {
  useTsTypes: true,
  // Where a string is a message's id or goes to code rather than to a reader.
  ignoreFunctions: [
    't',
    'apiCall',
    'apiFile',
    'preload',
    '*.delete',
    '*.addEventListener',
    '*.removeEventListener',
    '*.scrollTo',
    '*.scrollIntoView',
    'cn',
    'usePageTitle',
    'console.*',
    'Error',
    'URLSearchParams',
    'navigate',
    'screen', // the router's screens: a path and the name of the screen's words (catalogue-parts.ts)
    '*.startsWith',
    '*.endsWith',
    '*.includes',
    '*.replace',
    '*.split',
    '*.join',
    '*.getItem',
    '*.setItem',
    '*.get',
    '*.set',
    '*.has',
    '*.querySelector',
    'document.getElementById',
  ],
  ignoreNames: [
    {
      regex: {
        pattern:
          '^(access|titleAs|as|fill|stroke|behavior|block|fetchPriority|orientation|fallback|className|[a-z]*ClassName|class|style|key|id|htmlFor|name|type|to|href|src|rel|target|role|lang|hrefLang|variant|size|side|align|autoComplete|inputMode|enterKeyHint|method|action|mode|data-[a-z-]+|aria-(hidden|live|controls|current|haspopup|expanded|describedby|labelledby)|[A-Z_]+|[a-zA-Z]*(Class|Key))$',
      },
    },
  ],
  // Ids and keys (`nav.home`, `signed-in`, `order:12`), paths, and flags.
  ignore: ['^[a-z0-9]+([-_.:][a-zA-Z0-9]+)+$', '^/', '^(true|false)$'],
};

/** Import directions of docs/architecture.md, enforced rather than hoped for. */
const restrict = (...patterns) => ['error', { patterns: patterns.flat() }];

/**
 * Server modules meet through each other's public entry, `modules/<name>/index.ts` (decision 011).
 * From a module's file, `../<other>/index.js` is the only way into another module; from the rest of
 * the server, `modules/<name>/index.js` (app.ts alone also registers every module's routes.ts). A
 * module's `tables.ts` passes this rule: whose tables a file may import, `moduleTableZones` decides.
 */
const moduleEntryOnly = [
  {
    regex: '^\\.\\./(?!\\.\\.?/)[^/]+/(?!(index|tables)\\.js$)',
    message: 'Another module is reached through its public entry, ../<module>/index.js.',
  },
];
/** The same from a part of a module in a folder of its own (catalog/admin/). */
const moduleEntryOnlyNested = [
  {
    regex: '^\\.\\./\\.\\./(?!\\.\\.?/)[^/]+/(?!(index|tables)\\.js$)',
    message: 'Another module is reached through its public entry, ../../<module>/index.js.',
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
    group: ['**/db/schema*', '**/tables.js', 'drizzle-orm', 'drizzle-orm/*'],
    message: 'Routes call services; services use the database.',
  },
];
const servicePatterns = [
  { group: ['fastify', 'fastify/*', '@fastify/*'], message: 'Services are framework-free.' },
];

/**
 * Every server module owns the tables in its `modules/<module>/tables.ts` (decision 052). The module
 * folders are read from disk, so a new module is held to the same rule: a module's files import its
 * own tables.ts, never another module's, and never db/schema/index.ts (which gathers every table for
 * drizzle-kit and the client). What a module needs of another's tables, the owner exports from its
 * index.ts (taking the caller's `tx`). A table's foreign keys name other modules' tables, so
 * tables.ts files are free of the rule, and so are tests (their fixtures write any table).
 */
const serverModules = fs
  .readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const tableOwners = serverModules.filter((module) =>
  fs.existsSync(new URL(`./apps/server/src/modules/${module}/tables.ts`, import.meta.url)),
);

/**
 * The exceptions, the only ones (decision 052; docs/architecture.md, "Who owns which table"): a file
 * (under apps/server/src/modules/) and the modules whose tables it may use, each with why a call
 * through the owner's entry does not serve. Most are read models: one query joining several
 * modules' tables, where calls would turn one statement into several (the statement counts are
 * tested) or would have to go against the import direction.
 */
const tableCrossings = {
  // Staff's account management (list, roles, deactivation, staff accounts, the first administrator)
  // writes auth's `users`; users sits above auth (it calls auth's passwords and sessions), so this
  // is the account table's second writer until it moves behind auth's entry.
  'users/service.ts': { tables: ['auth'] },
  // The catalogue's write side retires variants: it asks which variants orders hold (order_items)
  // and takes archived ones out of carts (cart_items). Orders and cart sit above the catalogue
  // (they call it), so a call back would be a cycle.
  'catalog/admin/variant-writer.ts': { tables: ['cart', 'orders'] },
  // The products CSV import's bulk form of the same question (which variants orders hold).
  'catalog/admin/product-bulk-write.ts': { tables: ['orders'] },
  // Carts left behind (decision 043): the staff list finds carts untouched for some hours, with
  // their customers' names, in one grouped statement (a read model); their lines and value come
  // from the cart's own pricer (`cart.pricedCartsOf`, decision 053).
  'cart-reminders/service.ts': { tables: ['auth', 'cart'] },
  // Read models: the customer's name or e-mail beside an order, reply, review or invoice, joined in
  // the same statement (auth's `users`); a call per row or a second query would change the
  // statement counts the tests hold.
  'orders/query-service.ts': { tables: ['auth'] },
  'complaints/service.ts': { tables: ['auth'] },
  'reviews/service.ts': { tables: ['auth'] },
  // The order view shows who changed a status (users) and which lines the customer reviewed
  // (reviews); reviews calls orders (was the product delivered), so orders cannot call back.
  'orders/order-view.ts': { tables: ['auth', 'reviews'] },
  // A return (decision 054) reads its order with the buyer's name and e-mail, for its mails.
  'orders/for-returns.ts': { tables: ['auth'] },
  // Returns as shown: each line's name, picture and price from its order line, the buyer beside
  // them, for any number of returns in four statements (a read model); returns call orders.
  'returns/view.ts': { tables: ['auth', 'orders'] },
  // The invoice is built from the order, its lines and the buyer in the shipping transaction;
  // orders call invoicing, so invoicing cannot call orders.
  'invoicing/service.ts': { tables: ['auth', 'orders'] },
  // Mails are composed from the order, its lines and customer; orders call notifications, so it
  // cannot call back (docs/architecture.md, "Module entries").
  'notifications/compose.ts': { tables: ['auth', 'orders'] },
  'notifications/service.ts': { tables: ['orders'] },
  // The low-stock summary lists the live variants of products for sale at or below the threshold.
  'notifications/low-stock.ts': { tables: ['catalog'] },
  // Back-in-stock alerts name a product and variant and check they are for sale.
  'notifications/stock-alert-service.ts': { tables: ['catalog'] },
  // A code's uses and revenue are sums over the orders holding it (one statement for the list);
  // orders call promotions, so promotions cannot call orders.
  'promotions/coupon-admin-service.ts': { tables: ['orders'] },
  // A chart is listed and found by its category's slug, name and visibility, joined in one query.
  'size-charts/service.ts': { tables: ['catalog'] },
};

/** Zones for `import-x/no-restricted-paths`: what `target` (a module or one file of it) may not import. */
const moduleTableZones = (module, target = module, allowed = []) => [
  {
    target: `./apps/server/src/modules/${target}`,
    from: tableOwners
      .filter((owner) => owner !== module && !allowed.includes(owner))
      .map((owner) => `./apps/server/src/modules/${owner}/tables.ts`),
    message:
      "A module uses its own tables.ts; another module's tables are reached through a function of its index.js (decision 052).",
  },
  {
    target: `./apps/server/src/modules/${target}`,
    from: './apps/server/src/db/schema',
    except: ['./columns.ts'],
    message:
      'db/schema/index.ts gathers the tables for drizzle-kit; a module imports its own tables.ts (decision 052).',
  },
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
    files: ['apps/server/src/modules/*/*/*.ts'],
    rules: { 'no-restricted-imports': restrict(moduleEntryOnlyNested) },
  },
  {
    files: ['apps/server/src/modules/*/*/routes.ts', 'apps/server/src/modules/*/*/*-routes.ts'],
    rules: { 'no-restricted-imports': restrict(moduleEntryOnlyNested, routePatterns) },
  },
  {
    files: ['apps/server/src/modules/*/*/service.ts', 'apps/server/src/modules/*/*/*-service.ts'],
    rules: { 'no-restricted-imports': restrict(moduleEntryOnlyNested, servicePatterns) },
  },
  {
    // Each module uses its own tables (decision 052); the listed crossings below, and nothing else.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/*/tables.ts', '**/*.test.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: serverModules.flatMap((module) => moduleTableZones(module)) },
      ],
    },
  },
  ...Object.entries(tableCrossings).map(([file, { tables }]) => ({
    files: [`apps/server/src/modules/${file}`],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: moduleTableZones(file.split('/')[0], file, tables) },
      ],
    },
  })),
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
    // db/schema/index.ts gathers every module's tables.ts for drizzle-kit (decision 052).
    ignores: ['apps/server/src/app.ts', 'apps/server/src/db/schema/index.ts'],
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
    ignores: ['apps/server/src/db/schema/index.ts'],
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
  {
    files: storefrontInCatalogues,
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { lingui },
    rules: { 'lingui/no-unlocalized-strings': ['error', notWords] },
  },
);
