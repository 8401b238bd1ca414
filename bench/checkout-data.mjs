// Run through tsx by bench/scenarios/checkout.mjs, against a database no server has open (PGlite
// is single-process), with the server's own database client:
//   prepare: the bench catalogue, known stock on the products buyers want (a few deliberately
//            scarce), and BENCH_CHECKOUT_BUYERS customers, each with a live session and a cart of
//            1–3 lines, written straight to the database so the timed part measures checkout only.
//   verify:  after the load, proves the stock: for every product, seeded = left + sold in orders
//            that are not cancelled, nothing below zero, one order per 201, and refused carts kept.
// Both read and write the JSON file named by BENCH_CHECKOUT_FILE and print a JSON summary last.
import fs from 'node:fs';
import { eq, inArray, ne, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  cartItems,
  orderItems,
  orders,
  products,
  productVariants,
  sessions,
  users,
} from '../apps/server/src/db/schema/index.ts';
import { seedBenchCatalog } from '../apps/server/src/demo/bench-catalog.ts';
import { hashToken, newToken } from '../apps/server/src/modules/auth/tokens.ts';

const AMPLE_PRODUCTS = 400;
const AMPLE_STOCK = 1000;
const SCARCE_PRODUCTS = 10;
/** Share of carts holding one scarce line: enough buyers race for the last units. */
const SCARCE_SHARE = 0.1;
const CHUNK = 500;

const file = process.env.BENCH_CHECKOUT_FILE;
if (!file) throw new Error('BENCH_CHECKOUT_FILE is not set');

/** Deterministic, so two runs put the same carts in front of the server. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function stockById(db) {
  const rows = await db.select({ id: products.id, stock: products.stockQuantity }).from(products);
  return Object.fromEntries(rows.map((row) => [row.id, row.stock]));
}

async function prepare(db) {
  const productCount = Number(process.env.BENCH_PRODUCTS ?? 2000);
  const buyerCount = Number(process.env.BENCH_CHECKOUT_BUYERS ?? 8000);
  const started = performance.now();
  await seedBenchCatalog(db, productCount);

  const ids = (await db.select({ id: products.id }).from(products).orderBy(products.id)).map((row) => row.id);
  const ample = ids.slice(0, AMPLE_PRODUCTS);
  const scarce = ids.slice(AMPLE_PRODUCTS, AMPLE_PRODUCTS + SCARCE_PRODUCTS);
  if (scarce.length < SCARCE_PRODUCTS) throw new Error(`Need ${AMPLE_PRODUCTS + SCARCE_PRODUCTS} products`);
  const scarceStock = scarce.map((_, index) => 3 + (index % 4));
  // The bench catalogue's products have no options: each is sold as its one default variant, which
  // a cart line names (decision 024); stock written on the product goes to that variant.
  const variantOf = new Map(
    (
      await db.select({ id: productVariants.id, productId: productVariants.productId }).from(productVariants)
    ).map((row) => [row.productId, row.id]),
  );

  const next = random(20261121);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const buyers = [];
  let lines = 0;
  await db.transaction(async (tx) => {
    await tx.update(products).set({ stockQuantity: AMPLE_STOCK }).where(inArray(products.id, ample));
    for (const [index, id] of scarce.entries()) {
      await tx.update(products).set({ stockQuantity: scarceStock[index] }).where(eq(products.id, id));
    }
    const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
    for (let start = 0; start < buyerCount; start += CHUNK) {
      const size = Math.min(CHUNK, buyerCount - start);
      const created = await tx
        .insert(users)
        .values(
          Array.from({ length: size }, (_, offset) => ({
            email: `bench-buyer-${start + offset}@example.test`,
            fullName: `Bench Buyer ${start + offset}`,
            // Not a usable password: buyers only act through the session token below.
            passwordHash: 'bench:no-password',
          })),
        )
        .returning({ id: users.id });
      const tokens = created.map(() => newToken());
      await tx
        .insert(sessions)
        .values(created.map((user, i) => ({ userId: user.id, tokenHash: hashToken(tokens[i]), expiresAt })));
      const cartRows = [];
      for (const [i, user] of created.entries()) {
        const wanted = new Set();
        const lineCount = 1 + Math.floor(next() * 3);
        if (next() < SCARCE_SHARE) wanted.add(pick(scarce));
        while (wanted.size < lineCount) wanted.add(pick(ample));
        for (const productId of wanted) {
          cartRows.push({
            userId: user.id,
            productId,
            variantId: variantOf.get(productId),
            quantity: 1 + Math.floor(next() * 2),
          });
        }
        buyers.push({ userId: user.id, token: tokens[i], lines: wanted.size });
      }
      lines += cartRows.length;
      await tx.insert(cartItems).values(cartRows);
    }
  });

  const seededStock = await stockById(db);
  fs.writeFileSync(file, JSON.stringify({ buyers, seededStock }));
  return {
    buyers: buyers.length,
    cartLines: lines,
    scarceProducts: scarce.length,
    scarceUnits: scarceStock.reduce((sum, units) => sum + units, 0),
    seconds: (performance.now() - started) / 1000,
  };
}

async function verify(db) {
  const { buyers, seededStock, created, refused } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const current = await stockById(db);
  const soldRows = await db
    .select({ productId: orderItems.productId, units: sql`sum(${orderItems.quantity})`.mapWith(Number) })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(ne(orders.status, 'cancelled'))
    .groupBy(orderItems.productId);
  const sold = new Map(soldRows.map((row) => [row.productId, row.units]));

  let oversoldUnits = 0;
  let negative = 0;
  const mismatches = [];
  for (const [id, seeded] of Object.entries(seededStock)) {
    const left = current[id];
    const units = sold.get(id) ?? 0;
    if (left < 0) negative += 1;
    oversoldUnits += Math.max(0, units - seeded);
    if (left + units !== seeded) mismatches.push({ id, seeded, left, sold: units });
  }
  const soldUnits = [...sold.values()].reduce((sum, units) => sum + units, 0);

  const orderCounts = new Map(
    (
      await db
        .select({ userId: orders.userId, count: sql`count(*)`.mapWith(Number) })
        .from(orders)
        .groupBy(orders.userId)
    ).map((row) => [row.userId, row.count]),
  );
  const ordersWritten = [...orderCounts.values()].reduce((sum, count) => sum + count, 0);
  const cartLines = new Map(
    (
      await db
        .select({ userId: cartItems.userId, count: sql`count(*)`.mapWith(Number) })
        .from(cartItems)
        .groupBy(cartItems.userId)
    ).map((row) => [row.userId, row.count]),
  );
  const linesOf = new Map(buyers.map((buyer) => [buyer.userId, buyer.lines]));
  // A 201 leaves exactly one order and an empty cart; a 409 leaves no order and the cart as it was.
  const createdWrong = created.filter(
    (userId) => orderCounts.get(userId) !== 1 || cartLines.has(userId),
  ).length;
  const refusedWrong = refused.filter(
    (userId) => orderCounts.has(userId) || cartLines.get(userId) !== linesOf.get(userId),
  ).length;
  const cancelled = await db.$count(orders, eq(orders.status, 'cancelled'));

  return {
    products: Object.keys(seededStock).length,
    soldUnits,
    oversoldUnits,
    negative,
    mismatches: mismatches.length,
    mismatchSample: mismatches.slice(0, 3),
    ordersWritten,
    cancelled,
    createdWrong,
    refusedWrong,
  };
}

const commands = { prepare, verify };
const command = commands[process.argv[2]];
if (!command) throw new Error(`Usage: checkout-data.mjs prepare|verify (got "${process.argv[2]}")`);
const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  dataDir: process.env.BENCH_DATA_DIR || undefined,
});
try {
  console.log(JSON.stringify(await command(database.db)));
} finally {
  await database.close();
}
