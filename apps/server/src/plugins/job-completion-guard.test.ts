import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { guardJobCompletions } from './job-completion-guard.js';

const require = createRequire(import.meta.url);
type Completion = (name: string, id: string) => Promise<unknown>;
const Manager = require('pg-boss/src/manager.js') as new (
  db: { executeSql: () => Promise<never> },
  config: { schema: string },
) => { complete: Completion; fail: Completion };

describe("a job's completion while the database is away", () => {
  it('is logged instead of ending the process, and an awaiting caller still sees the failure', async () => {
    const error = vi.fn();
    guardJobCompletions({ error } as unknown as FastifyBaseLogger);
    const gone = new Error('terminating connection due to administrator command');
    const manager = new Manager({ executeSql: () => Promise.reject(gone) }, { schema: 'pgboss' });

    // pg-boss's own worker calls these without awaiting them; unguarded, Vitest reports the
    // unhandled rejection and fails this file (as Node would end the shop).
    void manager.complete('mail', '9b6f0c5e-0000-4000-8000-000000000001');
    void manager.fail('mail', '9b6f0c5e-0000-4000-8000-000000000002');
    await expect(manager.fail('mail', '9b6f0c5e-0000-4000-8000-000000000003')).rejects.toBe(gone);

    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(3));
    expect(error).toHaveBeenCalledWith(
      { err: gone, queue: 'mail' },
      "job queue could not record a job's complete",
    );
  });
});
