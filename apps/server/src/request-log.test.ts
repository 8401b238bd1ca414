import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app.js';
import { testConfig } from './config.js';
import type { Database } from './db/client.js';
import { createTestDatabase } from '../test/support/test-database.js';
import { createLogger } from './lib/logger.js';

describe('the request log', () => {
  const lines: Record<string, unknown>[] = [];
  let database: Database;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase();
    const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
    app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info' }), database, logger });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const linesOf = (reqId: unknown) => lines.filter((line) => line.reqId === reqId);

  it('writes one line per request, on the answer, with what an operator looks for', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const reqId = response.headers['x-request-id'];
    expect(linesOf(reqId)).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request',
        method: 'GET',
        url: '/api/health',
        status: 200,
        ms: expect.any(Number),
        reqId,
      }),
    ]);
  });

  it('keeps the caller’s request id, the failure status and no reset token', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/reset-password/check?token=live-secret',
      headers: { 'x-request-id': 'lb-4711' },
    });
    expect(response.headers['x-request-id']).toBe('lb-4711');
    const [line, ...more] = linesOf('lb-4711');
    expect(more).toEqual([]);
    expect(line).toMatchObject({ url: '/api/auth/reset-password/check?token=[hidden]', status: 404 });
    expect(JSON.stringify(lines)).not.toContain('live-secret');
  });
});
