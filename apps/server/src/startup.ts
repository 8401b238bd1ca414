import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { refreshPlannerStatistics } from './db/planner-statistics.js';
import { seedDemoCartsLeftBehind } from './demo/demo-carts.js';
import { seedDemoData } from './demo/seed-demo.js';
import { demoWasRemoved } from './modules/demo-data/index.js';
import { ensureSetupCode } from './modules/setup/index.js';
import { bootstrapAccounts } from './modules/users/index.js';
import { readShopSettings, seedShopSettings, shopPublicUrl } from './modules/settings/index.js';

/**
 * Work done once at start, after migrations and before listening: the shop's identity and delivery
 * charge from the environment on its first start (issue 26), demo data on an empty database,
 * the first administrator from the environment, fresh planner statistics (decision 045). Each task is idempotent, so restarts and several
 * app servers starting together are safe.
 */
export async function runStartupTasks(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
): Promise<void> {
  await seedShopSettings(database.db, config.shopSeed, log);
  // Once the owner left the demo (decision 056), a restart with DEMO_DATA on brings none of it back.
  const demoData = config.demoData && !(await demoWasRemoved(database.db));
  const seeded = demoData ? await seedDemoData(database.db, log) : undefined;
  await bootstrapAccounts(database.db, { admin: config.admin, demoData }, log);
  await announceSetupCode(config, database, log);
  // Only in the start that seeded the catalogue: the carts are backdated from that moment.
  if (seeded?.seeded) await seedDemoCartsLeftBehind(database.db);
  await refreshPlannerStatistics(database.db);
}

/** Where the owner opens the setup: the shop's public address (PUBLIC_URL seeds it), or this port. */
async function setupAddress(config: Config, database: Database): Promise<string> {
  return `${shopPublicUrl(await readShopSettings(database.db), config.localUrl)}/setup`;
}

/**
 * While no administrator exists (no ADMIN_EMAIL/ADMIN_PASSWORD, no create-admin, no demo data), the
 * shop is set up from the browser with a one-time code (issue 26). Logged as a warning: it must
 * show even at LOG_LEVEL=warn, as nobody can run the shop until it is used.
 */
async function announceSetupCode(config: Config, database: Database, log: FastifyBaseLogger): Promise<void> {
  const code = await ensureSetupCode(database.db);
  if (code) log.warn(`setup code: ${code} (open ${await setupAddress(config, database)} to set up the shop)`);
}
