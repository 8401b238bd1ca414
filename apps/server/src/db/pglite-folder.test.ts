import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import tarStream from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/support/test-database.js';
import { openPgliteFolder } from './pglite-folder.js';

let dir: string;
let template: string;

beforeAll(async () => {
  if (testDatabaseKind !== 'pglite') return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pglite-folder-'));
  // As the build writes it (apps/server/pglite-template.mjs): an uncompressed dump.
  template = path.join(dir, 'template.tar');
  const source = await PGlite.create();
  await source.exec('create table made_in_template (id int)');
  fs.writeFileSync(template, Buffer.from(await (await source.dumpDataDir('none')).arrayBuffer()));
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

  it('leaves the template as it was: the next new shop starts from the same empty database', async () => {
    const first = await openPgliteFolder(path.join(dir, 'first-shop'), template);
    await first.exec('create table only_in_the_first_shop (id int)');
    await first.close();
    const second = await openPgliteFolder(path.join(dir, 'second-shop'), template);
    expect(await tables(second)).toEqual(['made_in_template']);
    await second.close();
  });

  it('falls back to a fresh database when the template cannot be loaded', async () => {
    const broken = path.join(dir, 'broken.tar');
    fs.writeFileSync(broken, 'not a tarball');
    const database = await openPgliteFolder(path.join(dir, 'from-initdb'), broken);
    expect(await tables(database)).toEqual([]);
    await database.close();
  });

  it('writes nothing outside the folder, whatever names a template holds', async () => {
    const pack = tarStream.pack();
    pack.entry({ name: '../escaped.txt' }, 'outside');
    pack.finalize();
    const chunks: Buffer[] = [];
    for await (const chunk of pack) chunks.push(chunk as Buffer);
    const hostile = path.join(dir, 'hostile.tar');
    fs.writeFileSync(hostile, Buffer.concat(chunks));
    const database = await openPgliteFolder(path.join(dir, 'hostile-shop'), hostile);
    expect(fs.existsSync(path.join(dir, 'escaped.txt'))).toBe(false);
    expect(await tables(database)).toEqual([]);
    await database.close();
  });

  it('runs initdb when there is no template at all', async () => {
    const database = await openPgliteFolder(path.join(dir, 'no-template'), path.join(dir, 'missing.tar'));
    expect(await tables(database)).toEqual([]);
    await database.close();
  });
});
