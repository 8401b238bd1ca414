// Run through tsx by bench/scenarios/product-import.mjs, against a database no server has open
// (PGlite is single-process), with the server's own database client: a category, one uploaded
// picture and a staff session, then the products CSV to import, written to BENCH_IMPORT_FILE:
// BENCH_IMPORT_ROWS rows (5,000), 2,000 products sold as one piece and the rest of the rows as
// products in five sizes. Prints a JSON summary ({ token, rows, products }) last.
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PRODUCT_CSV_COLUMNS } from '@shop/domain';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { categories, images, sessions, users } from '../apps/server/src/db/schema/index.ts';
import { csvRow } from '../apps/server/src/lib/csv.ts';
import { hashToken, newToken } from '../apps/server/src/modules/auth/tokens.ts';

const file = process.env.BENCH_IMPORT_FILE;
if (!file) throw new Error('BENCH_IMPORT_FILE is not set');
const rowCount = Number(process.env.BENCH_IMPORT_ROWS ?? 5000);
const SINGLE = Math.min(2000, rowCount);
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];

const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  dataDir: process.env.BENCH_DATA_DIR || undefined,
});
try {
  const db = database.db;
  await db
    .insert(categories)
    .values({ name: 'Bench Imports', slug: 'bench-imports', categoryType: 'parent' });
  const [image] = await db
    .insert(images)
    .values({ contentHash: randomBytes(32).toString('hex'), width: 1024, height: 1024 })
    .returning({ id: images.id });
  const [user] = await db
    .insert(users)
    .values({
      email: 'bench-import@example.test',
      fullName: 'Bench Admin',
      passwordHash: 'bench:no-password',
      role: 'admin',
    })
    .returning({ id: users.id });
  const token = newToken();
  await db.insert(sessions).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
  });

  const header = PRODUCT_CSV_COLUMNS.map((column) => column.name);
  const base = (n) => ({
    handle: `bench-import-${n}`,
    name: `Bench Import ${n}`,
    description: `Handwoven piece number ${n}, made in Bhujodi.`,
    category: 'bench-imports',
    active: 'yes',
    featured: n % 50 === 0 ? 'yes' : 'no',
    new: 'no',
    tags: 'handwoven|wool',
    images: `/images/${image.id}/640.webp`,
    one_of_a_kind: 'no',
    made_to_order: 'no',
    craft: 'Weaving',
    material: 'Wool',
    origin: 'Bhujodi, Gujarat',
    hsn_code: '6214',
    gst_rate: '5',
    gst_slab_up_to: '2500',
    gst_rate_above: '18',
  });
  const lines = [csvRow(header)];
  let products = 0;
  for (let n = 1; n <= SINGLE; n += 1, products += 1) {
    const cells = { ...base(n), sku: `BI-${n}`, price: `${500 + (n % 300)}.50`, stock: String(n % 20) };
    lines.push(csvRow(header.map((name) => cells[name] ?? '')));
  }
  let written = SINGLE;
  for (let n = SINGLE + 1; written < rowCount; n += 1, products += 1) {
    for (const size of SIZES.slice(0, Math.min(SIZES.length, rowCount - written))) {
      const cells = {
        ...base(n),
        option1_name: 'Size',
        option1_value: size,
        sku: `BI-${n}-${size}`,
        price: String(1200 + SIZES.indexOf(size) * 100),
        stock: '6',
      };
      lines.push(csvRow(header.map((name) => cells[name] ?? '')));
      written += 1;
    }
  }
  fs.writeFileSync(file, lines.join(''));
  console.log(JSON.stringify({ token, rows: rowCount, products }));
} finally {
  await database.close();
}
