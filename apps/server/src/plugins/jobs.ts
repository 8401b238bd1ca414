import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client.js';
import { pgErrorCode } from '../lib/errors.js';
import { guardJobCompletions } from './job-completion-guard.js';

/**
 * The background job queue (pg-boss 10, decision 029): its tables live in the shop's own database
 * (schema `pgboss`), so a job is written in the same transaction as the change that causes it,
 * survives a restart, and is taken by exactly one of several app servers (SKIP LOCKED).
 *
 * Modules declare their queues and workers before the app is ready; the queue starts when the app
 * is ready and stops, letting running jobs finish, when it closes (SIGTERM). Disabled
 * (`JOB_QUEUE=false`, the default in tests that do not need it) nothing starts: jobs are not
 * written and outboxes simply wait.
 */
export interface JobSettings {
  enabled: boolean;
  /** How often an idle worker asks for work (pg-boss's minimum is 0.5 s). */
  pollSeconds: number;
}

export interface QueueDefinition<T> {
  name: string;
  /** Attempts after the first, with exponential backoff from `retryDelaySeconds`. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job still running after this long is taken to have died with its server, and retried. */
  expireInSeconds: number;
  /** Throwing fails the attempt: pg-boss retries it later, unless it was the last. */
  work: (data: T, attempt: { isLast: boolean }) => Promise<void>;
  /** Runs the queue on a schedule as well (cron, in the shop's time zone). */
  cron?: string;
}

export interface Jobs {
  readonly enabled: boolean;
  define<T extends object>(queue: QueueDefinition<T>): void;
  /** Writes jobs through the caller's transaction: they exist exactly when it commits. */
  insertInTransaction(tx: Db, jobs: { queue: string; data: object }[]): Promise<void>;
  /** Work to do once the queue runs (an outbox catching up after a restart). */
  onStart(work: () => Promise<void>): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The shop's time zone: a daily job runs at the shop's morning, not UTC's. */
const SHOP_TIME_ZONE = 'Asia/Kolkata';
/** pg-boss waits at most this long for running jobs at shutdown (main.ts has 8 s in all). */
const STOP_TIMEOUT_MS = 4_000;

/**
 * pg-boss's `db` adapter over a Drizzle transaction: its numbered parameters become Drizzle
 * parameters, so the statement runs on the transaction's own connection (both drivers).
 */
/** Deadlock, or a unique key taken at the same moment: another app server is creating the same queue. */
const RACING_CREATE = new Set(['40P01', '23505']);
const CREATE_ATTEMPTS = 5;

/**
 * Creates a queue unless it exists. Several app servers starting at once over one PostgreSQL all
 * create the same queues, and pg-boss's create_queue (insert, then CREATE TABLE and its keys) can
 * deadlock against itself; the loser is rolled back whole, so it tries again and then finds the
 * queue made.
 */
async function createQueueOnce(boss: PgBoss, name: string, options: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (await boss.getQueue(name)) return;
      await boss.createQueue(name, options);
      return;
    } catch (error) {
      if (attempt >= CREATE_ATTEMPTS || !RACING_CREATE.has(pgErrorCode(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

export function transactionAdapter(tx: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, index) =>
        // Drizzle drops an undefined parameter from the text; PostgreSQL's is null.
        index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
      );
      const result: unknown = await tx.execute(sql.join(chunks));
      return result as { rows: unknown[] };
    },
  };
}

export function createJobs(database: Database, settings: JobSettings, log: FastifyBaseLogger): Jobs {
  const queues: QueueDefinition<object>[] = [];
  const startWork: (() => Promise<void>)[] = [];
  guardJobCompletions(log);
  const boss = new PgBoss({
    db: { executeSql: database.executeSql },
    schedule: true,
    // Completed jobs are kept a week; the notifications table keeps the lasting record.
    deleteAfterDays: 7,
  });
  // An error event nobody listens to would end the process; the queue retries by itself.
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  let started = false;

  const jobOptions = (queue: QueueDefinition<object>) => ({
    retryLimit: queue.retryLimit,
    retryDelay: queue.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: queue.expireInSeconds,
  });
  const queueNamed = (name: string) => {
    const queue = queues.find((candidate) => candidate.name === name);
    if (!queue) throw new Error(`no job queue named ${name}`);
    return queue;
  };

  return {
    enabled: settings.enabled,
    define(queue) {
      queues.push(queue as QueueDefinition<object>);
    },
    onStart(work) {
      startWork.push(work);
    },
    async insertInTransaction(tx, jobs) {
      if (!settings.enabled || jobs.length === 0) return;
      // pg-boss's insert reads nothing but its arguments: it needs no started queue.
      await boss.insert(
        jobs.map((job) => ({ name: job.queue, data: job.data, ...jobOptions(queueNamed(job.queue)) })),
        { db: transactionAdapter(tx) },
      );
    },
    async start() {
      if (!settings.enabled) return;
      await boss.start();
      started = true;
      for (const queue of queues) {
        await createQueueOnce(boss, queue.name, { name: queue.name, ...jobOptions(queue) });
        await boss.work<object>(
          queue.name,
          { pollingIntervalSeconds: settings.pollSeconds, batchSize: 1, includeMetadata: true },
          async ([job]) => {
            if (job) await queue.work(job.data, { isLast: job.retryCount >= job.retryLimit });
          },
        );
        if (queue.cron) await boss.schedule(queue.name, queue.cron, {}, { tz: SHOP_TIME_ZONE });
      }
      for (const work of startWork) await work();
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
