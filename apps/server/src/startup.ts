import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { seedDemoData } from './demo/seed-demo.js';
import { bootstrapAccounts } from './modules/users/index.js';

/**
 * Work done once at start, after migrations and before listening: demo data on an empty database,
 * the first administrator from the environment. Each task is idempotent, so restarts and several
 * app servers starting together are safe.
 */
export async function runStartupTasks(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
): Promise<void> {
  void config;
  void database;
  void log;
  if (config.demoData) await seedDemoData(database.db, log);
  await bootstrapAccounts(database.db, config, log);
}
