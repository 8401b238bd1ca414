import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unpackDataFolder } from './unpack-data-folder.js';

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

/** Removes what a failed start left, never failing itself (a file still held open on Windows stays). */
function removeLeftovers(folder: string): void {
  try {
    fs.rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  } catch {
    // Left for the next start; it is not a database (no PG_VERSION), so nothing reads it.
  }
}

/** The slow way was taken; the owner's log says why (a PGlite upgraded since the build, a full disk). */
function warnTemplateUnused(template: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  process.emitWarning(
    `The database template ${template} could not be used (${reason}); a new database is made instead, which is slower and takes more memory.`,
  );
}

/**
 * Opens the embedded database kept in `folder`. A new folder is unpacked from the built template (an
 * empty database with the build's migrations applied) rather than made by initdb: that takes seconds
 * and peaks near 800 MB (decision 018). Without a template (development, tests) or if it cannot be
 * used (a PGlite upgraded since the build), initdb runs, with a warning.
 */
export async function openPgliteFolder(folder: string, template = TEMPLATE): Promise<PGlite> {
  if (isNewPgliteFolder(folder) && fs.existsSync(template)) {
    // Unpacked beside the folder under this process's own name, then renamed into place: a start
    // stopped half-way leaves no folder that looks like a database (PG_VERSION) but is not one, and
    // of two processes starting on one new folder at once (the server and create-admin), the
    // first rename wins and the other opens that database.
    const unpacking = `${folder}.unpacking-${process.pid}`;
    let unpacked = false;
    try {
      await unpackDataFolder(template, unpacking);
      // An empty folder (made by hand, or by an older start) gives way; a non-empty one refuses.
      if (fs.existsSync(folder) && fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
      fs.renameSync(unpacking, folder);
      unpacked = true;
    } catch (error) {
      removeLeftovers(unpacking);
      if (isNewPgliteFolder(folder)) warnTemplateUnused(template, error);
    }
    if (unpacked) {
      try {
        return await PGlite.create(folder, PGLITE_OPTIONS);
      } catch (error) {
        warnTemplateUnused(template, error);
        removeLeftovers(folder);
      }
    }
  }
  return PGlite.create(folder, PGLITE_OPTIONS);
}
