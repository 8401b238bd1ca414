// A backup taken by the running shop just before it removes the demo data (decision 056), in the
// same format as `npm run backup` writes, so `npm run restore -- <file>` brings it back.
import fs from 'node:fs';
import path from 'node:path';
import { archiveName, postgresConnection, postgresTool, run } from '../../cli/backup-archive.js';
import type { Database } from '../../db/client.js';

export type BackupSource = NonNullable<Database['backupSource']>;

/** Writes a whole archive into `folder` and answers its file name; a failure leaves no file behind. */
export async function backUpNow(source: BackupSource, folder: string): Promise<string> {
  fs.mkdirSync(folder, { recursive: true });
  const name = archiveName(source.kind);
  const file = path.join(folder, name);
  // Under a temporary name first: a file with the final name is always a whole archive.
  const partial = `${file}.partial`;
  try {
    if (source.kind === 'postgres') {
      const pgDump = await postgresTool('pg_dump');
      const { url, env } = postgresConnection(source.url);
      await run(
        pgDump,
        ['--format=custom', '--no-owner', '--no-privileges', '--file', partial, '--dbname', url],
        {
          env: { ...process.env, ...env },
        },
      );
    } else {
      const archive = await source.dump();
      fs.writeFileSync(partial, Buffer.from(await archive.arrayBuffer()));
    }
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return name;
}
