import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';

/** A worker that dies sooner than this after its start counts as a crash loop, and waits longer. */
const STEADY_MS = 30_000;
const FIRST_RESTART_MS = 500;
const LONGEST_RESTART_MS = 30_000;

export interface SuperviseOptions {
  workers: number;
  log: FastifyBaseLogger;
  /** How long the workers get to finish their requests after SIGTERM before they are killed. */
  shutdownBudgetMs: number;
}

/**
 * The primary process of `WEB_CONCURRENCY=N`: it serves nothing itself. It forks N workers, which
 * share the listening port (node:cluster hands each new connection to the next worker in turn),
 * restarts a worker that dies (waiting longer after each quick crash, never in a tight loop), and on
 * SIGTERM or SIGINT passes the signal on, waits for every worker to drain and exits 0 if all did.
 */
export function superviseWorkers({ workers, log, shutdownBudgetMs }: SuperviseOptions): void {
  const startedAt = new Map<Worker, number>();
  let quickCrashes = 0;
  let stopping = false;
  let exitCode = 0;

  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('online', (worker) => log.info({ worker: worker.process.pid }, 'worker started'));
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      // A worker still starting has no handler yet and ends on the signal itself: nothing was lost.
      if (code !== 0 && signal !== 'SIGTERM') exitCode = 1;
      if (startedAt.size === 0) {
        log.info('every worker has stopped');
        process.exit(exitCode);
      }
      return;
    }
    quickCrashes = lived < STEADY_MS ? quickCrashes + 1 : 0;
    const delay = Math.min(FIRST_RESTART_MS * 2 ** quickCrashes, LONGEST_RESTART_MS);
    log.error(
      { worker: worker.process.pid, code, signal, restartInMs: delay },
      'worker stopped unexpectedly; starting a new one',
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delay).unref();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: startedAt.size }, 'shutting down: asking every worker to finish');
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    // A worker ends itself within its own budget; this is the backstop if one hangs.
    setTimeout(() => {
      log.error('workers took too long to stop; killing them');
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, shutdownBudgetMs).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let index = 0; index < workers; index += 1) fork();
}
