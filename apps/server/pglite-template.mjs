// Writes dist/pglite-template.tgz: an empty embedded database, as `initdb` leaves it. A new shop's
// first start unpacks it instead of running initdb inside WebAssembly, which takes seconds and
// peaks near 800 MB of memory (decision 018). Made at build time, from the PGlite installed here.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

export async function writePgliteTemplate(file) {
  const database = await PGlite.create();
  try {
    const tarball = await database.dumpDataDir('gzip');
    fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await database.close();
  }
}
