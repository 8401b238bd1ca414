import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import tarStream from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

/** A tarball holding one entry, as a hostile or broken template might. */
async function tarballOf(header: Parameters<tarStream.Pack['entry']>[0], body = '') {
  const pack = tarStream.pack();
  pack.entry(header, body);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  const file = path.join(dir, `${header.name.replace(/\W/g, '_')}.tar`);
  fs.writeFileSync(file, Buffer.concat(chunks));
  return file;
}

/** The warnings the start gave while `work` ran: one says the template was not used. */
async function warningsDuring<T>(work: () => Promise<T>): Promise<{ result: T; warnings: string[] }> {
  const warnings: string[] = [];
  const spy = vi.spyOn(process, 'emitWarning').mockImplementation((warning) => {
    warnings.push(String(warning));
  });
  try {
    return { result: await work(), warnings };
  } finally {
    spy.mockRestore();
  }
}

// The embedded database only: the PostgreSQL half of the suite has nothing to add here.
describe.skipIf(testDatabaseKind !== 'pglite')('openPgliteFolder', () => {
  it('fills a new folder from the template, and opens it as it is later', async () => {
    const folder = path.join(dir, 'from-template');
    const { result: first, warnings } = await warningsDuring(() => openPgliteFolder(folder, template));
    expect(warnings).toEqual([]);
    expect(await tables(first)).toEqual(['made_in_template']);
    await first.exec('insert into made_in_template values (1)');
    await first.close();

    const again = await openPgliteFolder(folder, template);
    expect((await again.query('select * from made_in_template')).rows).toHaveLength(1);
    await again.close();
  });

  it("keeps the database's files from other users, with the permissions PGlite's initdb gives them", async () => {
    const folder = path.join(dir, 'owner-only');
    const database = await openPgliteFolder(folder, template);
    await database.close();
    expect(fs.statSync(path.join(folder, 'PG_VERSION')).mode & 0o007).toBe(0);
    expect(fs.statSync(path.join(folder, 'base')).mode & 0o007).toBe(0);
  });

  it('uses the template for an empty folder made beforehand, and leaves nothing beside it', async () => {
    const folder = path.join(dir, 'made-empty');
    fs.mkdirSync(folder);
    const database = await openPgliteFolder(folder, template);
    expect(await tables(database)).toEqual(['made_in_template']);
    await database.close();
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('made-empty'))).toEqual(['made-empty']);
  });

  it('makes a new database, and says so, when the template cannot be read', async () => {
    const broken = path.join(dir, 'broken.tar');
    fs.writeFileSync(broken, 'not a tarball');
    const { result: database, warnings } = await warningsDuring(() =>
      openPgliteFolder(path.join(dir, 'from-initdb'), broken),
    );
    expect(warnings).toEqual([expect.stringContaining('could not be used')]);
    expect(await tables(database)).toEqual([]);
    await database.close();
  });

  it('writes nothing outside the folder, whatever names a template holds', async () => {
    const hostile = await tarballOf({ name: '../escaped.txt' }, 'outside');
    const { result: database, warnings } = await warningsDuring(() =>
      openPgliteFolder(path.join(dir, 'hostile-shop'), hostile),
    );
    expect(fs.existsSync(path.join(dir, 'escaped.txt'))).toBe(false);
    expect(warnings).toEqual([expect.stringContaining('names a file outside its folder')]);
    expect(await tables(database)).toEqual([]);
    await database.close();
  });

  it('refuses a template holding a link, which could point anywhere', async () => {
    const linking = await tarballOf({
      name: 'PG_VERSION',
      type: 'symlink',
      linkname: '/etc/passwd',
    } as never);
    const { result: database, warnings } = await warningsDuring(() =>
      openPgliteFolder(path.join(dir, 'linking-shop'), linking),
    );
    expect(warnings).toEqual([expect.stringContaining('holds a symlink entry')]);
    expect(fs.lstatSync(path.join(dir, 'linking-shop', 'PG_VERSION')).isSymbolicLink()).toBe(false);
    await database.close();
  });

  it('runs initdb when there is no template at all', async () => {
    const database = await openPgliteFolder(path.join(dir, 'no-template'), path.join(dir, 'missing.tar'));
    expect(await tables(database)).toEqual([]);
    await database.close();
  });
});
