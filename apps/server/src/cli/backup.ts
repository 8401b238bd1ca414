// `npm run backup [-- --dir <folder>]`: writes a timestamped archive of the shop's data into a folder
// (./backups by default). Uses the same settings (DATABASE_URL / DATA_DIR) as the server.
// See docs/decisions/016-backups.md.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../config.js';
import { PGLITE_OPTIONS } from '../db/pglite-folder.js';
import {
  archiveName,
  BackupError,
  pgliteFolder,
  pgliteInUse,
  postgresConnection,
  postgresTool,
  run,
  runCommand,
  userPath,
} from './backup-archive.js';

const USAGE = `Usage: npm run backup -- [--dir <folder>]
Writes a timestamped archive of the shop's data into <folder> (default: ./backups).
PostgreSQL (DATABASE_URL set): pg_dump, while the shop runs. Embedded database (DATA_DIR): stop the shop first.
Bring an archive back with: npm run restore -- <file>`;

async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  const pgDump = await postgresTool('pg_dump');
  const { url, env } = postgresConnection(databaseUrl);
  // A consistent snapshot taken in one transaction: the shop may keep selling meanwhile.
  await run(pgDump, ['--format=custom', '--no-owner', '--no-privileges', '--file', file, '--dbname', url], {
    env: { ...process.env, ...env },
  });
}

async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!fs.existsSync(pgliteFolder(dataDir))) {
    throw new BackupError(`There is no shop data in ${dataDir} (DATA_DIR) to back up.`);
  }
  if (pgliteInUse(dataDir)) {
    throw new BackupError(
      `The shop is running on ${dataDir} (or was not stopped cleanly). Stop it, then run the backup again: ` +
        'the embedded database can only be opened by one process at a time.',
    );
  }
  const database = await PGlite.create(pgliteFolder(dataDir), PGLITE_OPTIONS);
  try {
    const archive = await database.dumpDataDir('gzip');
    fs.writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { dir: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  const folder = values.dir ? userPath(values.dir) : path.resolve('backups');
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, archiveName(kind));
  // Written under a temporary name first: a file with the final name is always a whole archive.
  const partial = `${file}.partial`;
  try {
    if (config.databaseUrl) await backupPostgres(config.databaseUrl, partial);
    else await backupPglite(config.dataDir, partial);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  const size = (fs.statSync(file).size / 1024 / 1024).toFixed(1);
  console.log(`Backup written: ${file} (${size} MB)`);
  return 0;
}

runCommand(main, 'backup');
