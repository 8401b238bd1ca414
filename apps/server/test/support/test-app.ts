import { buildApp, type App } from '../../src/app.js';
import { testConfig, type Config } from '../../src/config.js';
import type { Database, Db } from '../../src/db/client.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: App;
  database: Database;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a fresh database, for `app.inject`. Call `close()` in afterAll. */
export async function createTestApp(settings: Record<string, string> = {}): Promise<TestApp> {
  const config = testConfig(settings);
  const database = await createTestDatabase();
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

/** Parses an inject response body as JSON, typed loosely for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function json(response: { body: string }): any {
  return JSON.parse(response.body);
}
