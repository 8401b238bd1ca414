// What `npm run backup` and `npm run restore` share: where the tools are, how archives are named,
// whether a database is in use or empty. See docs/decisions/016-backups.md.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { ConfigError } from '../config.js';

export const run = promisify(execFile);

/** A problem the owner can fix, reported as one sentence without a stack trace. */
export class BackupError extends Error {}

/** The archive of each kind of database, told apart by its name. */
export const ARCHIVE_SUFFIX = { pglite: '.pglite.tar.gz', postgres: '.pgdump' } as const;

export function archiveKind(file: string): 'pglite' | 'postgres' | undefined {
  if (file.endsWith(ARCHIVE_SUFFIX.pglite)) return 'pglite';
  if (file.endsWith(ARCHIVE_SUFFIX.postgres)) return 'postgres';
  return undefined;
}

/** `shop-2026-11-23T14-05-09Z`: sorts by time, and is a valid file name everywhere. */
export function archiveName(kind: 'pglite' | 'postgres', now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  return `shop-${stamp}${ARCHIVE_SUFFIX[kind]}`;
}

/** A path the owner typed, read from the folder they typed it in (npm runs scripts from the root). */
export function userPath(given: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
}

/**
 * A connection URL without its password, and the password as libpq's environment variable: the
 * command line of pg_dump and pg_restore is visible to every user of the machine, the environment not.
 */
export function postgresConnection(databaseUrl: string): { url: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Where PGlite keeps its files inside DATA_DIR (see db/client.ts). */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * Whether a PGlite database is open (or was not shut down cleanly): its control file says so. Only one
 * process may use the folder, so a backup or restore must not touch it while the shop runs.
 */
export function pgliteInUse(dataDir: string): boolean {
  const control = path.join(pgliteFolder(dataDir), 'global', 'pg_control');
  if (!fs.existsSync(control)) return false;
  // The cluster state sits after the system identifier and two version numbers; 1 = shut down.
  const state = fs.readFileSync(control).readUInt32LE(16);
  return state !== 1;
}

/** pg_dump, pg_restore or psql: on PATH, else from the newest installed PostgreSQL. */
export async function postgresTool(name: 'pg_dump' | 'pg_restore' | 'psql'): Promise<string> {
  const candidates: string[] = [name];
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    for (const version of fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a))) {
      candidates.push(path.join(debian, version, 'bin', name));
    }
  }
  for (const candidate of candidates) {
    try {
      await run(candidate, ['--version']);
      return candidate;
    } catch {
      // Not here; try the next place.
    }
  }
  throw new BackupError(`${name} was not found. Install the PostgreSQL client tools (version 15 or newer).`);
}

/** Whether a PostgreSQL database holds any table of its own (the shop's or anyone's). */
export async function postgresHasTables(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return Number(rows[0]?.count ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/**
 * SQL that makes a PostgreSQL database empty again: every schema of its own dropped, `public`
 * recreated. SQL rather than a client loop so that it can run inside the restore's one transaction.
 */
export const EMPTY_POSTGRES_SQL = `do $$
declare schema_name name;
begin
  for schema_name in
    select nspname from pg_namespace
    where nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and nspname not like 'pg_temp_%'
      and nspname not like 'pg_toast_temp_%'
  loop
    execute format('drop schema %I cascade', schema_name);
  end loop;
end $$;
create schema public;`;

/**
 * Runs a backup command's main and exits with its code; a known problem (bad settings, a file that
 * is not a backup) is told in its own words, anything else as "The <what> failed: …".
 */
export function runCommand(main: () => Promise<number>, what: 'backup' | 'restore'): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof ConfigError || error instanceof BackupError) {
        console.error(error.message);
      } else {
        console.error(`The ${what} failed:`, error instanceof Error ? error.message : error);
      }
      process.exit(1);
    },
  );
}
