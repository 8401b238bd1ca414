import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/** Written beside the server bundle by `npm run build` (apps/server/pglite-template.mjs). */
const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-template.tgz');

/**
 * Opens the embedded database kept in `folder`. A new folder is filled from the built template (an
 * empty database, as initdb leaves it) rather than by initdb: that takes seconds and peaks near
 * 800 MB, the template well under a second and half the memory (decision 018). Without a template
 * (development, tests) or if it cannot be loaded (a PGlite upgraded since the build), initdb runs.
 */
export async function openPgliteFolder(folder: string, template = TEMPLATE): Promise<PGlite> {
  const fresh = !fs.existsSync(path.join(folder, 'PG_VERSION'));
  if (fresh && fs.existsSync(template)) {
    try {
      return await PGlite.create(folder, { loadDataDir: new Blob([fs.readFileSync(template)]) });
    } catch {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }
  return PGlite.create(folder);
}
