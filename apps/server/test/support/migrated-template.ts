import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../../src/db/client.js';
import { PGLITE_OPTIONS } from '../../src/db/pglite-folder.js';
import * as schema from '../../src/db/schema/index.js';
import { repoRoot } from './shop-process.js';
import { adminPostgresUrl } from './test-database.js';

/**
 * Migrating an empty database once per test file cost 3.7–4.1 s on PGlite (initdb inside WebAssembly
 * plus every migration) and ~0.3 s on PostgreSQL. Instead the run migrates one database up front and
 * every test file starts from a copy (decision 047): a PGlite data directory loaded with `loadDataDir`,
 * or `CREATE DATABASE … TEMPLATE` on PostgreSQL. The copy is keyed on a hash of every file in
 * apps/server/drizzle/ (and PGlite's version), so a new or changed migration makes a new one by itself.
 */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  const folder = migrationsFolder();
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
  for (const file of walk(folder).sort()) {
    hash.update(path.relative(folder, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

const pgliteVersion = () =>
  (
    JSON.parse(
      fs.readFileSync(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
    ) as { version: string }
  ).version;

/** Where migrated PGlite data directories are kept between runs (a fresh clone makes its first). */
const cacheFolder = () => path.join(repoRoot, 'node_modules/.cache/shop-tests');

/**
 * The tarball of a migrated PGlite data directory for today's migrations, made if missing. Every
 * test file unpacks it, so it is kept lean: uncompressed (gunzipping 43 MB cost each file ~0.2 s) and
 * without `template0`, the pristine copy only `CREATE DATABASE … TEMPLATE template0` reads, which an
 * embedded database of one user never runs (another ~0.1 s of unpacking per file).
 */
export async function migratedPgliteTemplate(): Promise<string> {
  const file = path.join(cacheFolder(), `pglite-${pgliteVersion()}-${migrationsHash()}.tar`);
  if (fs.existsSync(file)) return file;
  const client = await PGlite.create(PGLITE_OPTIONS);
  try {
    await migratePglite(drizzlePglite(client, { schema, casing: 'snake_case' }), {
      migrationsFolder: migrationsFolder(),
    });
    // One statement each: DROP DATABASE refuses to run inside the transaction a batch makes.
    await client.query(`UPDATE pg_database SET datistemplate = false WHERE datname = 'template0'`);
    await client.query('DROP DATABASE template0');
    await client.query('CHECKPOINT');
    const tarball = await client.dumpDataDir('none');
    fs.mkdirSync(cacheFolder(), { recursive: true });
    // Written aside and renamed: a run started alongside never reads half a file.
    const partial = `${file}.${process.pid}-${randomBytes(3).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await client.close();
  }
  return file;
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminPostgresUrl() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function urlOf(database: string): string {
  const url = new URL(adminPostgresUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * The name of a migrated template database for today's migrations on the PostgreSQL server, made if
 * missing. Several runs (other checkouts) may share the server: each builds under a name of its own
 * and renames it into place; the loser of that race drops its copy and uses the winner's.
 */
export async function migratedPostgresTemplate(): Promise<string> {
  const name = `shop_template_${migrationsHash()}`;
  const exists = await withAdmin(async (admin) => {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return rowCount === 1;
  });
  if (exists) return name;
  const building = `shop_template_build_${randomBytes(4).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${building}`));
  try {
    const pool = new pg.Pool({ connectionString: urlOf(building), max: 1 });
    try {
      await migratePg(drizzlePg(pool, { schema, casing: 'snake_case' }), {
        migrationsFolder: migrationsFolder(),
      });
    } finally {
      await pool.end();
    }
    await withAdmin(async (admin) => {
      try {
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      } catch (error) {
        if ((error as { code?: string }).code !== '42P04') throw error; // duplicate_database: another run won
        return;
      }
      // Nobody connects to it by accident, and nobody drops it by accident.
      await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    });
  } finally {
    await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`));
  }
  return name;
}
