import { buildApp, type App } from '../../src/app.js';
import { testConfig, type Config } from '../../src/config.js';
import type { Database, Db, OpenOptions } from '../../src/db/client.js';
import { createTestDatabase } from './test-database.js';
import { seedShopSettings } from '../../src/modules/settings/index.js';

// Kept apart so that fixtures which only read answers do not import a database (vitest.config.ts).
export { json, readData } from './json.js';

export interface TestApp {
  app: App;
  database: Database;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, for `app.inject`. Call `close()` in afterAll. `onStatement`
 * hears every statement the app sends (see `OpenOptions`).
 */
export async function createTestApp(
  settings: Record<string, string> = {},
  databaseOptions: Pick<OpenOptions, 'onStatement'> = {},
): Promise<TestApp> {
  const config = testConfig(settings);
  const database = await createTestDatabase(databaseOptions);
  // As a shop's first start does (issue 26): SHOP_*, PUBLIC_URL and the delivery charge given to
  // a test seed its Shop Settings.
  await seedShopSettings(database.db, config.shopSeed, { warn: () => undefined });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
