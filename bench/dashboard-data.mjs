// Run through tsx by bench/scenarios/dashboard.mjs, against a database no server has open (PGlite
// is single-process), with the server's own database client: the bench catalogue (BENCH_DASHBOARD_PRODUCTS,
// 500), 2,000 customers, a staff session, and BENCH_DASHBOARD_ORDERS orders (100,000) spread evenly
// over the last 400 days with one to three lines each, every status and both payment methods.
// Orders and lines are written by a few INSERT … SELECT over generate_series: no row passes through
// this process. Prints a JSON summary ({ token, orders, lines, seconds }) last.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { sessions, users } from '../apps/server/src/db/schema/index.ts';
import { seedBenchCatalog } from '../apps/server/src/demo/bench-catalog.ts';
import { hashToken, newToken } from '../apps/server/src/modules/auth/tokens.ts';

const orderCount = Number(process.env.BENCH_DASHBOARD_ORDERS ?? 100_000);
const productCount = Number(process.env.BENCH_DASHBOARD_PRODUCTS ?? 500);
const CUSTOMERS = 2000;
const SPREAD_DAYS = 400;
/** Orders per INSERT: large enough to be quick, small enough for PGlite's memory. */
const BATCH = 25_000;

const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  dataDir: process.env.BENCH_DATA_DIR || undefined,
});
try {
  const db = database.db;
  const started = performance.now();
  await seedBenchCatalog(db, productCount);
  const [staff] = await db
    .insert(users)
    .values({
      email: 'bench-dashboard@example.test',
      fullName: 'Bench Owner',
      passwordHash: 'bench:no-password',
      role: 'admin',
    })
    .returning({ id: users.id });
  const token = newToken();
  await db.insert(sessions).values({
    userId: staff.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
  });
  await db.execute(sql`
    insert into users (email, full_name, password_hash, role)
    select 'bench-customer-' || g || '@example.test', 'Bench Customer ' || g, 'bench:no-password', 'customer'
    from generate_series(1, ${CUSTOMERS}) g`);

  for (let first = 1; first <= orderCount; first += BATCH) {
    const last = Math.min(orderCount, first + BATCH - 1);
    await db.transaction(async (tx) => {
      // Order g is placed (g / orderCount) of the way back over SPREAD_DAYS; status and payment cycle.
      await tx.execute(sql`
        with buyers as (
          select array_agg(id order by id) as ids, count(*)::int as n from users where role = 'customer'
        )
        insert into orders (user_id, status, payment_method, payment_status, subtotal_paise, delivery_paise,
          gst_paise, total_paise, shipping_name, shipping_address, shipping_city, shipping_state,
          shipping_pincode, shipping_phone, created_at, updated_at)
        select b.ids[1 + g % b.n],
          (array['pending','processing','shipped','delivered','delivered','delivered','delivered','returned','cancelled','awaiting_payment'])[1 + g % 10],
          case when g % 4 = 0 then 'upi' else 'cod' end,
          case when g % 4 = 0 then 'paid' else 'unpaid' end,
          100000 + (g % 50) * 2500, case when g % 3 = 0 then 5000 else 0 end, 18000 + (g % 50) * 450,
          100000 + (g % 50) * 2500 + case when g % 3 = 0 then 5000 else 0 end + 18000 + (g % 50) * 450,
          'Bench Customer ' || (g % b.n), 'Plot 12, Knowledge Park III', 'Greater Noida', 'Uttar Pradesh',
          '201310', '+91 98765 43210',
          now() - make_interval(secs => (g::float8 / ${orderCount}) * ${SPREAD_DAYS} * 86400),
          now() - make_interval(secs => (g::float8 / ${orderCount}) * ${SPREAD_DAYS} * 86400)
        from generate_series(${first}::int, ${last}::int) g, buyers b`);
    });
  }
  // One to three lines per order, each a product of the catalogue at its variant's price.
  await db.execute(sql`
    with catalogue as (
      select array_agg(p.id order by p.id) as pids, array_agg(v.id order by p.id) as vids,
        array_agg(p.name order by p.id) as names, array_agg(v.price_paise order by p.id) as prices,
        count(*)::int as n
      from products p join product_variants v on v.product_id = p.id
    ),
    numbered as (select id, (row_number() over (order by created_at))::int as k from orders)
    insert into order_items (order_id, product_id, variant_id, product_name, unit_price_paise, quantity)
    select o.id, c.pids[1 + (o.k * 7 + line * 13) % c.n], c.vids[1 + (o.k * 7 + line * 13) % c.n],
      c.names[1 + (o.k * 7 + line * 13) % c.n], c.prices[1 + (o.k * 7 + line * 13) % c.n], 1 + (o.k + line) % 2
    from numbered o cross join catalogue c cross join generate_series(0, 2) line
    where line <= o.k % 3`);
  await db.execute(sql`analyze`);
  const counted = await db.execute(
    sql`select (select count(*) from orders)::int as orders, (select count(*) from order_items)::int as lines`,
  );
  const row = counted.rows[0];
  console.log(
    JSON.stringify({
      token,
      orders: row.orders,
      lines: row.lines,
      seconds: (performance.now() - started) / 1000,
    }),
  );
} finally {
  await database.close();
}
