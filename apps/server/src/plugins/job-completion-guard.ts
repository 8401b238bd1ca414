import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';

/**
 * pg-boss 10 (the last major for Node 20) marks a job done or failed without awaiting it: its
 * worker calls `complete()` / `fail()` and walks on. When the database is gone at that moment the
 * promise rejects with nobody listening, and Node ends the whole shop on the unhandled rejection
 * (CI caught it in the database-outage test). pg-boss 11 awaits them; until we can move (it needs
 * Node 22), every completion promise gets a listener that logs the failure. The promise handed
 * back is the same one, so a caller that awaits still sees the rejection. A job whose completion
 * was lost stays active until it expires and is then retried, as after a crash: our workers are
 * written to run twice safely.
 */
type Completion = (this: unknown, ...args: unknown[]) => Promise<unknown>;
interface ManagerPrototype {
  complete: Completion;
  fail: Completion;
}

let currentLog: FastifyBaseLogger | undefined;

export function guardJobCompletions(log: FastifyBaseLogger): void {
  const alreadyGuarded = currentLog !== undefined;
  currentLog = log;
  if (alreadyGuarded) return;
  const require = createRequire(import.meta.url);
  const Manager = require('pg-boss/src/manager.js') as { prototype: ManagerPrototype };
  const prototype = Manager.prototype;
  for (const method of ['complete', 'fail'] as const) {
    const original = prototype[method];
    prototype[method] = function (this: unknown, ...args: unknown[]) {
      const outcome = original.apply(this, args);
      outcome.catch((error: unknown) =>
        currentLog?.error({ err: error, queue: args[0] }, `job queue could not record a job's ${method}`),
      );
      return outcome;
    };
  }
}
