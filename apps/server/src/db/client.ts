import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { connectionQueue } from '../lib/connection-queue.js';
import { nameAuditActorInTransactions } from './audit-actor-transactions.js';
import { isNewPgliteFolder, openPgliteFolder, PGLITE_OPTIONS } from './pglite-folder.js';
import { queryNamed } from './pglite-named-statements.js';
import { statementNameOf } from './statement-names.js';
import * as schema from './schema/index.js';

import type { Db } from './db-type.js';

export type { Db };

/** A change listener: PostgreSQL NOTIFY on both drivers, used to keep caches right across app servers. */
export type Listen = (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  listen: Listen;
  /**
   * Plain SQL for the job queue (pg-boss's `db` adapter): with values one parameterised statement,
   * without them a script of several statements. On PGlite it waits its turn like any statement.
   */
  executeSql: ExecuteSql;
  /**
   * What a backup taken while the shop runs reads (leaving the demo, decision 056): PostgreSQL's
   * address for pg_dump, or the embedded database's own dump, taken between transactions.
   */
  backupSource?: { kind: 'postgres'; url: string } | { kind: 'pglite'; dump(): Promise<Blob> };
  /** Answers when the database does; throws when it does not. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The committed migrations: next to src/ in development, next to dist/ once built. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth += 1) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Migrations folder not found');
}

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; omitted means in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
  /** Told when a PostgreSQL connection is lost (the server stopped or restarted); the shop carries on. */
  onConnectionLost?: (error: Error) => void;
  /**
   * Told the text of every statement the shop sends through Drizzle (on PostgreSQL BEGIN and
   * COMMIT too; PGlite sends those itself). Tests count a use case's round trips with it.
   */
  onStatement?: (statement: string) => void;
  /**
   * In memory only: start from this dump of a data directory (PGlite's `dumpDataDir`) instead of an
   * empty database. The test suite hands every file a copy of one migrated database (decision 047).
   */
  loadDataDir?: Blob | undefined;
}

/** Drizzle's logger hook for `onStatement`, or nothing when nobody listens. */
const statementLogger = (onStatement: OpenOptions['onStatement']) =>
  onStatement ? { logger: { logQuery: (statement: string) => onStatement(statement) } } : {};

/** The embedded database's own folder inside DATA_DIR. */
const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/** Whether opening the embedded database of `dataDir` will create a new, empty one. */
export function isNewEmbeddedDatabase(dataDir: string): boolean {
  return isNewPgliteFolder(pgliteFolder(dataDir));
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.databaseUrl
    ? openPostgres(
        options.databaseUrl,
        options.poolSize ?? 10,
        options.onConnectionLost ?? (() => undefined),
        options.onStatement,
      )
    : await openPglite(options.dataDir, options.onStatement, options.loadDataDir);
  await database.migrate();
  return database;
}

/** Any constant shared by every app server of this shop; it names the migration lock. */
const MIGRATION_LOCK_ID = 72_640_000;

function openPostgres(
  url: string,
  poolSize: number,
  onConnectionLost: (error: Error) => void,
  onStatement: OpenOptions['onStatement'],
): Database & { migrate(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // pg reports a lost connection as an 'error' event on its client, and an 'error' event nobody
  // listens to ends the process. The pool listens only while a client is idle: a client checked out
  // for a transaction, or held for the migration lock, has no listener between its queries. So every
  // client gets one for its whole life. The query in flight fails by itself (and answers 503), and
  // the pool drops a broken client when it is released; the next query opens a new connection.
  pool.on('connect', (client) => client.on('error', onConnectionLost));
  // The pool's own report for an idle client: the same loss, already handled the same way.
  pool.on('error', onConnectionLost);
  const db = nameAuditActorInTransactions(
    drizzlePg(pool, {
      schema,
      casing: 'snake_case',
      ...statementLogger(onStatement),
    }),
  );
  return {
    db,
    kind: 'postgres',
    backupSource: { kind: 'postgres', url },
    async migrate() {
      // Several app servers may start together on a new database: one migrates, the others wait.
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(pool, { schema, casing: 'snake_case' }), {
          migrationsFolder: migrationsFolder(),
        });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        lock.release();
      }
    },
    listen: (channel, onNotify) => listenWithReconnect(url, channel, onNotify, onConnectionLost),
    executeSql: (text, values) => pool.query(text, values),
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}

/** How long the LISTEN connection waits before trying again once it has lost its server. */
const LISTEN_RETRY_MS = 500;

/**
 * LISTEN on a dedicated connection that comes back by itself. Notifications sent while it was away
 * are lost, so every reconnect also reports a change: a cache then clears rather than serves stale data.
 * The first connection must succeed (the caller is starting up); after that, failures only retry.
 */
async function listenWithReconnect(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onConnectionLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect()
        .then(() => onNotify(''))
        .catch(() => scheduleReconnect());
    }, LISTEN_RETRY_MS);
    retry.unref();
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    // Whatever breaks this connection (refused, killed, server gone) ends here once: it is closed
    // and, unless the listener was stopped, replaced.
    let lost = false;
    const loseConnection = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (error) onConnectionLost(error);
      if (current === client) current = undefined;
      client.end().catch(() => undefined);
      scheduleReconnect();
    };
    client.on('error', loseConnection);
    client.on('end', () => loseConnection());
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      loseConnection();
      throw error;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
  };

  try {
    await connect();
  } catch (error) {
    stopped = true;
    if (retry) clearTimeout(retry);
    throw error;
  }
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}

/** A statement the catalogue reads marked for reuse runs named; any other as PGlite runs it. */
async function queryMaybeNamed(client: PGlite, ...[text, params, options]: Parameters<PGlite['query']>) {
  const name = statementNameOf(text);
  const named = name && params ? await queryNamed(client, name, text, params, options) : null;
  return named ?? client.query(text, params, options);
}

async function openPglite(
  dataDir: string | undefined,
  onStatement: OpenOptions['onStatement'],
  loadDataDir: Blob | undefined,
): Promise<Database & { migrate(): Promise<void> }> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = dataDir
    ? await openPgliteFolder(pgliteFolder(dataDir))
    : await PGlite.create({ ...PGLITE_OPTIONS, ...(loadDataDir ? { loadDataDir } : {}) });
  // PGlite runs one thing at a time. Its own lock is first come, first served per statement, so a
  // checkout that needs a session look-up and then a transaction queues twice behind every other
  // buyer. The queue lets statements go between transactions and starts transactions in arrival
  // order (decision 019). Migrations, ping and LISTEN use the client directly: they are not
  // competing with shoppers.
  const queue = connectionQueue();
  const queued = {
    query: (...args: Parameters<PGlite['query']>) => queue.statement(() => queryMaybeNamed(client, ...args)),
    transaction: (...args: Parameters<PGlite['transaction']>) =>
      queue.transaction(() => client.transaction(...args)),
  };
  const db = nameAuditActorInTransactions(
    drizzlePglite({
      client: queued as unknown as PGlite,
      schema,
      casing: 'snake_case',
      ...statementLogger(onStatement),
    }),
  );
  return {
    db,
    kind: 'pglite',
    // In the queue's transaction slot: no shopper's transaction is half-way through the dump.
    backupSource: { kind: 'pglite', dump: () => queue.transaction(() => client.dumpDataDir('gzip')) },
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema, casing: 'snake_case' }), {
        migrationsFolder: migrationsFolder(),
      });
    },
    async listen(channel, onNotify) {
      const unlisten = await client.listen(channel, onNotify);
      // Stopping after the database closed (a shutdown in either order) has nothing left to undo.
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    async executeSql(text, values) {
      if (values) return queue.statement(() => client.query(text, values));
      // A script (pg-boss installing its schema): only the simple protocol runs several statements.
      const results = await queue.statement(() => client.exec(text));
      return results.at(-1) ?? { rows: [] };
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      await client.close();
    },
  };
}
