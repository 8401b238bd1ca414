import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp, type App } from './app.js';
import { superviseWorkers } from './cluster.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { createLogger } from './lib/logger.js';
import { fillDemoPhotos } from './demo/fill-demo-photos.js';
import { runStartupTasks } from './startup.js';

/** The built storefront sits beside this package both in development (src/) and once built (dist/). */
function defaultWebDist(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The whole shutdown, requests in flight included, stays under the 10 s a process manager waits. */
const SHUTDOWN_BUDGET_MS = 8_000;

/**
 * With several workers the primary prepares the database once (migrations, demo data, first
 * administrator) before any worker starts, so the workers only open it and serve.
 */
async function prepareDatabase(config: Config, log: FastifyBaseLogger) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runStartupTasks(config, database, log);
  } finally {
    await database.close();
  }
}

/** One server process: the only one, or one worker of several. */
async function serve(config: Config, logger: FastifyBaseLogger, startupTasks: boolean) {
  // The database opens before the app exists; losses are logged once it does.
  const logs: { to?: App['log'] } = {};
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    // The message and code only: node-postgres hangs the whole client object on the error.
    onConnectionLost: (error) =>
      logs.to?.warn(
        { code: (error as { code?: unknown }).code, reason: error.message },
        'database connection lost; the next query reconnects',
      ),
  });
  const app = await buildApp({ config, database, logger });
  const { log } = app;
  logs.to = log;
  if (startupTasks) await runStartupTasks(config, database, log);

  let closing = false;
  /** Stops the demo photos' background drawing when the server shuts down. */
  const drawing = new AbortController();
  // A keep-alive connection whose request is in flight when the shutdown starts would otherwise stay
  // open, idle, after its answer and hold the process until the client lets go of it.
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (closing) reply.header('connection', 'close');
    done();
  });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    log.info({ signal }, 'shutting down: finishing requests in flight, refusing new ones');
    drawing.abort();
    // A hung request must not keep the process alive forever.
    setTimeout(() => {
      log.error('shutdown took too long; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_BUDGET_MS).unref();
    let exitCode = 0;
    for (const [what, close] of [
      ['server', () => app.close()],
      ['database', () => database.close()],
    ] as const) {
      try {
        await close();
      } catch (error) {
        log.error({ err: error }, `closing the ${what} failed`);
        exitCode = 1;
      }
    }
    log.info({ ms: Date.now() - started }, 'shut down');
    // The log is written asynchronously; pino flushes what is queued on exit.
    process.exit(exitCode);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Shop listening on ${address} (database: ${database.kind}); its public address is set in Shop Settings`,
  );
  // The demo's photos not drawn yet are drawn now, behind the shop that already answers; each one
  // asked for meanwhile is drawn on request (decision 063). Workers of several leave it to requests.
  if (startupTasks) {
    fillDemoPhotos(database.db, log, drawing.signal).catch((error: unknown) => {
      if (!closing)
        log.warn(
          { err: error },
          'Drawing the demo photos in the background failed; each is drawn on request',
        );
    });
  }
}

async function main() {
  const loaded = readConfig();
  const config = { ...loaded, webDistDir: loaded.webDistDir ?? defaultWebDist() };
  const logger = createLogger(config.logLevel);
  if (cluster.isPrimary && config.webConcurrency > 1) {
    await prepareDatabase(config, logger);
    superviseWorkers({
      workers: config.webConcurrency,
      log: logger,
      shutdownBudgetMs: SHUTDOWN_BUDGET_MS + 1_000,
    });
    return;
  }
  await serve(config, logger, cluster.isPrimary);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
