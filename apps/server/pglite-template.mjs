// Writes dist/pglite-template.tar: an empty embedded database, as `initdb` leaves it, with every
// migration of this build already applied. A new shop's first start unpacks it instead of running
// initdb inside WebAssembly, which takes seconds and peaks near 800 MB of memory (decision 018),
// and then finds no migration left to run (decision 063). Made at build time, from the PGlite
// installed here. A template older than the migrations is still right: the start applies the rest.
//
// Uncompressed, and unpacked by the server with the operating system's own file calls
// (src/db/pglite-folder.ts): a gzipped one handed to PGlite was unpacked through its emulated file
// system, which cost a second and ~110 MB of the first start's peak memory (decision 077).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import fs from 'node:fs';

export async function writePgliteTemplate(file) {
  // The extensions the migrations create (src/db/pglite-folder.ts, PGLITE_OPTIONS). In memory:
  // initdb writing to disk through PGlite's emulated file system takes twice as long.
  const database = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migrate(drizzle(database), { migrationsFolder: 'drizzle' });
    const tarball = await database.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await database.close();
  }
}
