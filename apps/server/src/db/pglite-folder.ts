import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import tarStream from 'tar-stream';

/**
 * The extensions the shop's migrations create, which PGlite must load whenever it opens one of its
 * databases: a table with a trigram index cannot even take an insert without pg_trgm (decision 023).
 * Every PGlite the server, its tools and its tests open gets these.
 *
 * shared_buffers is 16 MB rather than PostgreSQL's 128 MB: inside WebAssembly the buffers are the
 * process's own memory, which never shrinks, and the 128 MB filled up during a first start cost ~100 MB
 * of peak (decision 025). The shop's tables without pictures are a few megabytes; pictures are served
 * from the in-process variant cache, and pages PostgreSQL drops are still in the system's file cache.
 */
export const PGLITE_OPTIONS = {
  extensions: { pg_trgm },
  postgresqlconf: ['shared_buffers=16MB'],
} satisfies PGliteOptions;

/** Written beside the server bundle by `npm run build` (apps/server/pglite-template.mjs). */
const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-template.tar');

/** Whether `folder` holds no embedded database yet (opening it will create an empty one). */
export function isNewPgliteFolder(folder: string): boolean {
  return !fs.existsSync(path.join(folder, 'PG_VERSION'));
}

/**
 * Unpacks a tarball of a data folder (PGlite's `dumpDataDir('none')`) into `folder`, streaming it from
 * disk with the operating system's own file calls: PGlite's `loadDataDir` unpacked it through its
 * emulated file system, in memory, which cost a second and ~110 MB of peak (decision 077).
 */
async function unpackDataFolder(tarball: string, folder: string): Promise<void> {
  const root = path.resolve(folder);
  const extract = tarStream.extract();
  let outside: string | undefined;
  extract.on('entry', (header, stream, next) => {
    const target = path.resolve(root, `./${header.name}`);
    const inside = target === root || target.startsWith(root + path.sep);
    // Read past what is not written (a directory's empty body, or a name outside the folder).
    if (!inside || header.type === 'directory') {
      if (!inside) outside ??= header.name;
      else fs.mkdirSync(target, { recursive: true });
      stream.resume();
      stream.once('end', next);
      return;
    }
    // Written as it streams in: the 16 MB write-ahead log never sits whole in memory.
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const file = fs.openSync(target, 'w');
    stream.on('data', (chunk: unknown) => fs.writeSync(file, chunk as Buffer));
    stream.once('error', () => fs.closeSync(file));
    stream.once('end', () => {
      fs.closeSync(file);
      next();
    });
  });
  await pipeline(fs.createReadStream(tarball), extract);
  if (outside) throw new Error(`The database template names a file outside its folder: ${outside}`);
}

/**
 * Opens the embedded database kept in `folder`. A new folder is unpacked from the built template (an
 * empty database with the build's migrations applied) rather than made by initdb: that takes seconds
 * and peaks near 800 MB (decision 018). Without a template (development, tests) or if it cannot be
 * opened (a PGlite upgraded since the build), initdb runs.
 */
export async function openPgliteFolder(folder: string, template = TEMPLATE): Promise<PGlite> {
  if (isNewPgliteFolder(folder) && fs.existsSync(template)) {
    // Unpacked beside the folder and then renamed: a start stopped half-way leaves no folder that
    // looks like a database (PG_VERSION present) but is not one.
    const unpacking = `${folder}.unpacking`;
    try {
      fs.rmSync(unpacking, { recursive: true, force: true });
      await unpackDataFolder(template, unpacking);
      fs.rmSync(folder, { recursive: true, force: true });
      fs.renameSync(unpacking, folder);
      return await PGlite.create(folder, PGLITE_OPTIONS);
    } catch {
      fs.rmSync(unpacking, { recursive: true, force: true });
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }
  return PGlite.create(folder, PGLITE_OPTIONS);
}
