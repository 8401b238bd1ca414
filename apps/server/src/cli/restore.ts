// `npm run restore -- <file> [--force]`: brings back an archive written by `npm run backup` into the
// database the settings name (DATABASE_URL / DATA_DIR). It refuses to overwrite a database that holds
// data unless told to. See docs/decisions/016-backups.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../config.js';
import { PGLITE_OPTIONS } from '../db/pglite-folder.js';
import {
  ARCHIVE_SUFFIX,
  archiveKind,
  BackupError,
  EMPTY_POSTGRES_SQL,
  pgliteFolder,
  pgliteInUse,
  postgresConnection,
  postgresHasTables,
  postgresTool,
  run,
  runCommand,
  userPath,
} from './backup-archive.js';

const USAGE = `Usage: npm run restore -- <file> [--force]
Brings back a backup written by \`npm run backup\` into the database of the current settings
(DATABASE_URL, or the embedded database in DATA_DIR). Stop the shop first.
--force  replace the data already there (PostgreSQL: every schema is dropped and the backup loaded in
         one transaction, so a restore that fails leaves the old data as it was; embedded database:
         the old folder is kept beside the new one as pglite.replaced-<time>).`;

/** What a failed pg_restore or psql said: its first error line, without the noise around it. */
function toolMessage(error: unknown): string {
  // execFile's error carries what the tool printed, as a string (its default encoding is utf8).
  const { stderr } = error as { stderr?: string };
  // "psql:/tmp/…/restore.sql:543: ERROR:  relation …": the scratch file's name tells the owner nothing.
  const lines = (stderr ?? '').split('\n').map((line) =>
    line
      .replace(/^(psql|pg_restore):\S*\s*/, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  return (
    lines.find((line) => /error/i.test(line)) ??
    lines.find(Boolean) ??
    (error instanceof Error ? error.message : String(error))
  );
}

/**
 * All or nothing: the archive is first turned into SQL (a truncated or corrupt file fails here, before
 * the database is touched), then emptying the database and loading that SQL run as ONE transaction,
 * so a restore that fails half-way leaves the data that was there exactly as it was.
 */
async function restorePostgres(databaseUrl: string, file: string, force: boolean): Promise<string> {
  const [pgRestore, psql] = [await postgresTool('pg_restore'), await postgresTool('psql')];
  const { url, env } = postgresConnection(databaseUrl);
  const target = `the database ${new URL(url).pathname.slice(1)} on ${new URL(url).host}`;
  const replacing = await postgresHasTables(databaseUrl);
  if (replacing && !force) {
    throw new BackupError(
      `Not restored: ${target} already holds tables. Restore into a new, empty database, ` +
        'or add --force to replace everything in it.',
    );
  }
  // The SQL holds the customers' data: a folder only this user can read, removed whatever happens.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restore-'));
  try {
    const sql = path.join(scratch, 'restore.sql');
    try {
      await run(pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', '--file', sql, file]);
    } catch (error) {
      throw new BackupError(
        `Not restored: ${file} cannot be read as a backup (${toolMessage(error)}). Nothing was changed.`,
      );
    }
    const empty = replacing ? ['--command', EMPTY_POSTGRES_SQL] : [];
    try {
      await run(
        psql,
        [
          '--no-psqlrc',
          '--quiet',
          '--single-transaction',
          // The setval() calls in the SQL print a row each; nobody reads them.
          '--output',
          os.devNull,
          '--set',
          'ON_ERROR_STOP=1',
          ...empty,
          '--file',
          sql,
          url,
        ],
        { env: { ...process.env, ...env } },
      );
    } catch (error) {
      throw new BackupError(
        `Not restored: loading ${file} failed (${toolMessage(error)}). Nothing was changed in ${target}.`,
      );
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return target;
}

async function restorePglite(dataDir: string, file: string, force: boolean): Promise<string> {
  const folder = pgliteFolder(dataDir);
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
    if (pgliteInUse(dataDir)) {
      throw new BackupError(
        `Not restored: the shop is running on ${dataDir} (or was not stopped cleanly). Stop it first.`,
      );
    }
    if (!force) {
      throw new BackupError(
        `Not restored: ${dataDir} (DATA_DIR) already holds a shop. Point DATA_DIR at an empty folder, ` +
          'or add --force to replace it (the old data is kept beside it).',
      );
    }
    const kept = `${folder}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(folder, kept);
    console.log(`The data that was there is kept in ${kept}`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const database = await PGlite.create(folder, {
    ...PGLITE_OPTIONS,
    loadDataDir: new Blob([fs.readFileSync(file)]),
  });
  try {
    await database.query('select 1');
  } finally {
    await database.close();
  }
  return dataDir;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [given] = positionals;
  if (!given || positionals.length > 1) throw new BackupError(USAGE);
  const file = userPath(given);
  if (!fs.existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const kind = archiveKind(file);
  if (!kind) {
    throw new BackupError(
      `${file} is not a shop backup: their names end in ${ARCHIVE_SUFFIX.pglite} or ${ARCHIVE_SUFFIX.postgres}.`,
    );
  }
  const config = loadConfig();
  const targetKind = config.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== targetKind) {
    throw new BackupError(
      kind === 'postgres'
        ? 'This is a backup of a PostgreSQL database: set DATABASE_URL to the database to restore it into.'
        : 'This is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR to restore it.',
    );
  }
  const force = values.force ?? false;
  const target = config.databaseUrl
    ? await restorePostgres(config.databaseUrl, file, force)
    : await restorePglite(config.dataDir, file, force);
  console.log(`Restored ${file} into ${target}. Start the shop as usual.`);
  return 0;
}

runCommand(main, 'restore');
