import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/db/rows.js';
import { newShopStorage, repoRoot, type ShopStorage } from '../support/shop-process.js';
import { testDatabaseKind } from '../support/test-database.js';

/**
 * The owner's commands run from an install without development dependencies (`npm ci --omit=dev`
 * after a build; decision 056): the npm scripts run the built files with node, not tsx, and the
 * built files import only what a production install has.
 */
const COMMANDS = ['backup', 'restore', 'create-admin'] as const;
const serverDir = path.join(repoRoot, 'apps/server');
const readJson = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, file), 'utf8')) as {
    scripts: Record<string, string>;
    dependencies?: Record<string, string>;
  };

/** What a built file imports (with `firstUse`, also on first use): the specifiers as written. */
function specifiersOf(file: string, firstUse: boolean): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const specifiers = [...code.matchAll(/(?:^|\n)\s*import\s[^'"]*?from\s*['"]([^'"]+)['"]/g)].map(
    (match) => match[1] ?? '',
  );
  const dynamic = [...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1] ?? '');
  return firstUse ? [...specifiers, ...dynamic] : specifiers;
}

/**
 * The packages a built file imports (bare names, without a subpath), builtins left out, through the
 * chunks it shares with the other entries (the server build splits, issue 27).
 */
function packagesImportedBy(entry: string, { firstUse = true } = {}): string[] {
  const files = [entry];
  const packages = new Set<string>();
  for (const file of files) {
    for (const specifier of specifiersOf(file, firstUse)) {
      if (specifier.startsWith('.')) {
        const chunk = path.resolve(path.dirname(file), specifier);
        if (!files.includes(chunk)) files.push(chunk);
      } else if (!specifier.startsWith('node:')) {
        const name = specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : (specifier.split('/')[0] ?? '');
        if (!builtinModules.includes(name)) packages.add(name);
      }
    }
  }
  return [...packages].sort();
}

const run = (file: string, args: string[], env: Record<string, string>) =>
  promisify(execFile)(process.execPath, [file, ...args], {
    cwd: repoRoot,
    // Only the shop's settings: no DATABASE_URL or DATA_DIR of the test run itself.
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env },
  });

describe.runIf(testDatabaseKind === 'pglite')(
  'the built commands (npm run backup, restore, create-admin)',
  () => {
    let source: ShopStorage;
    let target: ShopStorage;
    let folder: string;

    // `npm test` builds once for this test, the start-up test and the journeys (SERVER_BUILT).
    beforeAll(async () => {
      if (process.env.SERVER_BUILT !== 'true') {
        await promisify(execFile)(process.execPath, [
          path.join(repoRoot, 'scripts/server-cli.mjs'),
          'backup',
          '--help',
        ]);
      }
      source = await newShopStorage('pglite');
      target = await newShopStorage('pglite');
      folder = fs.mkdtempSync(path.join(os.tmpdir(), 'built-backup-'));
    }, 180_000);
    afterAll(async () => {
      await source?.remove();
      await target?.remove();
      if (folder) fs.rmSync(folder, { recursive: true, force: true });
    });

    it('are npm scripts that run the built files with node, never tsx', () => {
      const root = readJson('package.json').scripts;
      const server = readJson('apps/server/package.json').scripts;
      expect(root.backup).toBe('node scripts/server-cli.mjs backup');
      expect(root.restore).toBe('node scripts/server-cli.mjs restore');
      expect(server['create-admin']).toBe('node ../../scripts/server-cli.mjs create-admin');
      for (const script of [root.backup, root.restore, root['create-admin'], server['create-admin']]) {
        expect(script).not.toMatch(/\btsx\b/);
      }
    });

    it('import only node, the server production dependencies and the domain package’s', () => {
      const allowed = new Set([
        ...Object.keys(readJson('apps/server/package.json').dependencies ?? {}),
        ...Object.keys(readJson('packages/domain/package.json').dependencies ?? {}),
      ]);
      for (const command of COMMANDS) {
        const file = path.join(serverDir, 'dist', `${command}.js`);
        expect(fs.existsSync(file), file).toBe(true);
        const imported = packagesImportedBy(file);
        expect(imported.length, command).toBeGreaterThan(0);
        expect(
          imported.filter((name) => !allowed.has(name)),
          `${command} imports development-only packages`,
        ).toEqual([]);
      }
    });

    it('leave the mail renderer, the PDF writer and the password judge out of the server’s start', () => {
      // Loading them took about half a second of every start (issue 27): they load on first use.
      const main = path.join(serverDir, 'dist', 'main.js');
      const lazy = ['@react-email/components', '@react-email/render', 'pdfkit', '@zxcvbn-ts/core'];
      for (const name of lazy) {
        expect(packagesImportedBy(main, { firstUse: false }), name).not.toContain(name);
        expect(packagesImportedBy(main), name).toContain(name);
      }
    });

    it('back up and restore a shop when run with plain node', async () => {
      // A shop with its tables and one account of its own.
      const database = await source.open();
      await database.db.execute(
        sql`insert into users (email, full_name, password_hash) values ('kept@example.test', 'Kept', 'x')`,
      );
      await database.close();

      const backup = await run(path.join(serverDir, 'dist/backup.js'), ['--dir', folder], source.env);
      expect(backup.stdout).toMatch(/Backup written: .*\.pglite\.tar\.gz/);
      const [archive] = fs.readdirSync(folder);
      expect(archive).toMatch(/^shop-.*\.pglite\.tar\.gz$/);

      await run(path.join(serverDir, 'dist/restore.js'), [path.join(folder, archive ?? '')], target.env);
      const restored = await target.open();
      try {
        const users = await rows<{ email: string }>(restored.db, sql`select email from users`);
        expect(users.map((user) => user.email)).toContain('kept@example.test');
      } finally {
        await restored.close();
      }
    }, 120_000);
  },
);
