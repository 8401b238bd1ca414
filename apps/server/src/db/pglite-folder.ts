import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

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
const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-template.tgz');

/** Whether `folder` holds no embedded database yet (opening it will create an empty one). */
export function isNewPgliteFolder(folder: string): boolean {
  return !fs.existsSync(path.join(folder, 'PG_VERSION'));
}

/**
 * Opens the embedded database kept in `folder`. A new folder is filled from the built template (an
 * empty database, as initdb leaves it) rather than by initdb: that takes seconds and peaks near
 * 800 MB, the template well under a second and half the memory (decision 018). Without a template
 * (development, tests) or if it cannot be loaded (a PGlite upgraded since the build), initdb runs.
 */
export async function openPgliteFolder(folder: string, template = TEMPLATE): Promise<PGlite> {
  const fresh = isNewPgliteFolder(folder);
  if (fresh && fs.existsSync(template)) {
    try {
      return await PGlite.create(folder, {
        ...PGLITE_OPTIONS,
        loadDataDir: new Blob([fs.readFileSync(template)]),
      });
    } catch {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }
  return PGlite.create(folder, PGLITE_OPTIONS);
}
