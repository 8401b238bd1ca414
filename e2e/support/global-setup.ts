import { startBuiltServer } from './server.js';

/** One shop for the whole run; the returned function is Playwright's global teardown. */
export default async function globalSetup() {
  const server = await startBuiltServer();
  process.env.E2E_BASE_URL = server.baseURL;
  return async () => {
    await server.stop();
  };
}
