import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/support/test-database.js';
import { openPgliteFolder } from './pglite-folder.js';

let dir: string;
let template: string;

beforeAll(async () => {
  if (testDatabaseKind !== 'pglite') return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pglite-folder-'));
  template = path.join(dir, 'template.tgz');
  const source = await PGlite.create();
  await source.exec('create table made_in_template (id int)');
  fs.writeFileSync(template, Buffer.from(await (await source.dumpDataDir('gzip')).arrayBuffer()));
  await source.close();
});

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const tables = async (database: PGlite) =>
  (
    await database.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public'",
    )
  ).rows.map((row) => row.name);

// The embedded database only: the PostgreSQL half of the suite has nothing to add here.
describe.skipIf(testDatabaseKind !== 'pglite')('openPgliteFolder', () => {
  it('fills a new folder from the template, and opens it as it is later', async () => {
    const folder = path.join(dir, 'from-template');
    const first = await openPgliteFolder(folder, template);
    expect(await tables(first)).toEqual(['made_in_template']);
    await first.exec('insert into made_in_template values (1)');
    await first.close();

    const again = await openPgliteFolder(folder, template);
    expect((await again.query('select * from made_in_template')).rows).toHaveLength(1);
    await again.close();
  });

  it('falls back to a fresh database when the template cannot be loaded', async () => {
    const broken = path.join(dir, 'broken.tgz');
    fs.writeFileSync(broken, 'not a tarball');
    const database = await openPgliteFolder(path.join(dir, 'from-initdb'), broken);
    expect(await tables(database)).toEqual([]);
    await database.close();
  });
});
