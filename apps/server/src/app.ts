import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { refreshPlannerStatistics } from './db/planner-statistics.js';
import { createLogger, OneLinePerRequest } from './lib/logger.js';
import { authPlugin, type RouteAccess } from './plugins/auth.js';
import { findSession, useHashCost } from './modules/auth/index.js';
import { docs } from './plugins/docs.js';
import { errorEnvelope, frameworkErrors } from './plugins/error-envelope.js';
import { readRateLimit } from './plugins/rate-limit.js';
import { bodyDeadline, slowClientOptions } from './plugins/slow-clients.js';
import { urlEncoding } from './plugins/url-encoding.js';
import { rejectNul } from './plugins/reject-nul.js';
import { security } from './plugins/security.js';
import { createJobs } from './plugins/jobs.js';
import { webApp } from './plugins/web-app.js';
import { systemRoutes } from './modules/system/routes.js';
import { catalogAdminRoutes, catalogRoutes } from './modules/catalog/routes.js';
import { imageRoutes } from './modules/images/routes.js';
import { paintDemoPhoto } from './demo/demo-photos.js';
import { createPageResponder, HtmlCache } from './modules/pages/index.js';
import { pageRoutes } from './modules/pages/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { usersRoutes } from './modules/users/routes.js';
import { keepsDemoPassword } from './modules/users/index.js';
import { cartRoutes } from './modules/cart/routes.js';
import { addressRoutes } from './modules/addresses/routes.js';
import { wishlistRoutes } from './modules/wishlist/routes.js';
import { orderRoutes } from './modules/orders/routes.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { invoicingRoutes } from './modules/invoicing/routes.js';
import { returnRoutes } from './modules/returns/routes.js';
import { demoDataRoutes } from './modules/demo-data/routes.js';
import { reviewRoutes } from './modules/reviews/routes.js';
import { uploadRoutes } from './modules/uploads/routes.js';
import { sizeChartRoutes } from './modules/size-charts/routes.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { readSecuritySettings } from './modules/settings/index.js';
import { auditRoutes } from './modules/audit/routes.js';
import { pruneAuditEntries } from './modules/audit/index.js';
import { pagesWrittenByOwner } from './modules/content-pages/index.js';
import { contentPageRoutes } from './modules/content-pages/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { notifyNewDeviceSignIn } from './modules/notifications/index.js';
import { shippingRoutes } from './modules/shipping/routes.js';
import { promotionRoutes } from './modules/promotions/routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { cartReminderRoutes } from './modules/cart-reminders/routes.js';
import { complaintRoutes } from './modules/complaints/routes.js';
import { setupRoutes } from './modules/setup/routes.js';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** main.ts hands in the process's logger (so it can flush it); otherwise one is made from the config. */
  logger?: FastifyBaseLogger | undefined;
}

export type App = FastifyInstance & {
  /** Every /api route with the access level it declares; the role test walks it. */
  routeTable: RouteAccess[];
};

/** Fastify takes a hop count as a function of the hop. */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** The whole server as a function: main.ts listens on it, tests inject into it. */
export async function buildApp({ config, database, logger }: BuildAppOptions): Promise<App> {
  useHashCost(config.passwordHashLogN);
  const app = Fastify({
    // Silent means no logger at all: Fastify then makes no per-request child logger either.
    ...(config.logLevel === 'silent'
      ? { logger: false }
      : { loggerInstance: logger ?? createLogger(config.logLevel) }),
    logController: new OneLinePerRequest(),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    return503OnClosing: true,
    frameworkErrors,
    ...slowClientOptions(config.timeouts),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', (request, reply, _payload, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const routeTable: RouteAccess[] = [];
  await app.register(errorEnvelope);
  await app.register(bodyDeadline, { timeouts: config.timeouts });
  await app.register(security);
  await app.register(urlEncoding);
  await app.register(rejectNul);
  await app.register(docs);
  await app.register(authPlugin, {
    findSession: (token, address) => findSession(database.db, token, address),
    routeTable,
    staffTwoStepRequired: async () => (await readSecuritySettings(database.db)).requireStaffTwoStep,
  });
  // Before the modules: it attaches itself to every route registered after it.
  await app.register(readRateLimit, { limits: config.limits });

  // Every module, explicitly: this is the one file that knows them all.
  await app.register(systemRoutes, { database, config });
  await app.register(authRoutes, {
    db: database.db,
    config,
    // Auth cannot import notifications (notifications uses cart, which uses auth): it is handed in.
    onNewStaffDevice: notifyNewDeviceSignIn,
  });
  await app.register(usersRoutes, { db: database.db });
  // Server-rendered pages are built from catalogue answers: one change notice clears both caches.
  const pageCache = new HtmlCache();
  await app.register(catalogRoutes, { database, onChange: () => pageCache.clear() });
  // The demo's photos are drawn when first asked for, not at seed time (decision 063).
  await app.register(imageRoutes, { db: database.db, painter: paintDemoPhoto });
  await app.register(pageRoutes, { db: database.db, config });
  await app.register(cartRoutes, { db: database.db, config });
  // The job queue lives as long as the app: modules declare their queues as they register, it starts
  // once every module is in place and stops (letting running jobs finish) when the app closes.
  const jobs = createJobs(database, config.jobs, app.log);
  await app.register(addressRoutes, { db: database.db });
  await app.register(wishlistRoutes, { db: database.db });
  await app.register(orderRoutes, { db: database.db, config, jobs });
  await app.register(paymentRoutes, { db: database.db });
  await app.register(invoicingRoutes, { db: database.db });
  await app.register(returnRoutes, { db: database.db, shopOrdersEmail: config.shopOrdersEmail });
  await app.register(demoDataRoutes, {
    db: database.db,
    backupSource: database.backupSource,
    backupFolder: path.join(config.dataDir, 'backups'),
    keepsDemoPassword: (userId) => keepsDemoPassword(database.db, userId),
  });
  await app.register(reviewRoutes, { db: database.db });
  await app.register(catalogAdminRoutes, { db: database.db });
  await app.register(sizeChartRoutes, { database });
  await app.register(settingsRoutes, { db: database.db });
  await app.register(contentPageRoutes, { db: database.db });
  await app.register(reportRoutes, { db: database.db });
  await app.register(cartReminderRoutes, { db: database.db });
  await app.register(complaintRoutes, { db: database.db, config });
  await app.register(setupRoutes, {
    db: database.db,
    sessionDays: config.sessionDays,
    smtpConfigured: Boolean(config.smtpUrl),
    policiesWritten: pagesWrittenByOwner,
  });
  await app.register(notificationRoutes, { database, config, jobs });
  jobs.define({
    name: 'planner-statistics',
    // Nightly, when the shop is quiet: PGlite has no autovacuum to keep them fresh (decision 045).
    cron: '30 3 * * *',
    retryLimit: 2,
    retryDelaySeconds: 300,
    expireInSeconds: 600,
    work: () => refreshPlannerStatistics(database.db),
  });
  await app.register(auditRoutes, { db: database.db });
  jobs.define({
    name: 'activity-log-retention',
    // Nightly: entries older than the administrator's retention go, and the log records that.
    cron: '45 3 * * *',
    retryLimit: 2,
    retryDelaySeconds: 300,
    expireInSeconds: 600,
    work: async () => {
      const { auditRetentionDays } = await readSecuritySettings(database.db);
      const removed = await pruneAuditEntries(database.db, auditRetentionDays);
      app.log.info({ removed, auditRetentionDays }, 'activity log entries past their retention removed');
    },
  });
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  await app.register(shippingRoutes, { db: database.db, config });
  await app.register(promotionRoutes, { db: database.db });
  await app.register(uploadRoutes, { db: database.db, picturesPerHour: config.limits.uploadsPerHour });

  await app.register(webApp, {
    distDir: config.webDistDir,
    renderPage: await createPageResponder({ app, db: database.db, config, cache: pageCache }),
  });
  return Object.assign(app, { routeTable });
}
