// Run through tsx by bench/run.mjs: fills one database with the benchmark catalogue, using the
// server's own database client and the bench seeder, then reports a product id on stdout as JSON.
// Settings come from the environment: BENCH_DATABASE_URL or BENCH_DATA_DIR, and BENCH_PRODUCTS.
import { openDatabase } from '../apps/server/src/db/client.ts';
import { products } from '../apps/server/src/db/schema/index.ts';
import { seedBenchCatalog } from '../apps/server/src/demo/bench-catalog.ts';

const count = Number(process.env.BENCH_PRODUCTS ?? 2000);
const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  dataDir: process.env.BENCH_DATA_DIR || undefined,
});
try {
  const started = performance.now();
  await seedBenchCatalog(database.db, count);
  const seconds = (performance.now() - started) / 1000;
  const [first] = await database.db.select({ id: products.id }).from(products).limit(1);
  console.log(JSON.stringify({ productId: first?.id, seconds }));
} finally {
  await database.close();
}
