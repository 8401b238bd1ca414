// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import directions of docs/architecture.md, enforced rather than hoped for. */
const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
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
    // Routes talk HTTP and call services; they never touch the database tables directly.
    files: ['apps/server/src/modules/*/routes.ts', 'apps/server/src/modules/*/*-routes.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/db/schema*', 'drizzle-orm', 'drizzle-orm/*'],
          message: 'Routes call services; services use the database.',
        },
      ]),
    },
  },
  {
    // Services know nothing of HTTP.
    files: ['apps/server/src/modules/*/service.ts', 'apps/server/src/modules/*/*-service.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['fastify', 'fastify/*', '@fastify/*'], message: 'Services are framework-free.' },
      ]),
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict([
        {
          group: ['**/apps/server/**', '@shop/server'],
          message: 'The browser talks to the server over HTTP only.',
        },
        { group: ['@/app/*', '**/app/*'], message: 'Only the app layer imports the app layer.' },
        { group: ['@/features/*/pages/*'], message: 'Pages are mounted by the router only.' },
      ]),
    },
  },
  {
    // The app layer composes features and may mount their pages.
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/main.tsx'],
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
