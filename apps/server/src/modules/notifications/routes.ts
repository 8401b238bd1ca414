import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@shop/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { fromContract } from '../../lib/route-from-contract.js';
import type { Jobs } from '../../plugins/jobs.js';
import { createMailer } from '../mail/index.js';
import { deliverNotification, DELIVERY_QUEUE, type DeliveryJob } from './delivery.js';
import { queueLowStockSummary } from './low-stock.js';
import { drainer, drainOutbox } from './outbox.js';
import { listOrderNotifications, resendNotification } from './service.js';
import { requestStockAlert } from './stock-alert-service.js';
import type { ComposeSettings } from './compose.js';
import { queueTestMail } from './test-mail.js';
import { requireSession } from '../../plugins/auth.js';
import { readShopSettings, shopPublicUrl, shopTermsOf } from '../settings/index.js';

/** Attempts after the first failed send: with doubling waits from MAIL_RETRY_DELAY_SECONDS (30 s), about 8 hours. */
const MAIL_RETRIES = 10;

/** Every morning at 08:00 in the shop's time zone, before the studio opens. */
const LOW_STOCK_CRON = '0 8 * * *';

/**
 * The shop's mail (decision 029): the delivery worker on the job queue, the outbox drain that feeds
 * it, and the staff routes of an order's Notifications panel.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{
  database: Database;
  config: Config;
  jobs: Jobs;
}> = async (app, options) => {
  const { database, config, jobs } = options;
  const { db } = database;
  const routes = contract.notifications;
  const mailer = createMailer(
    { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, env: config.env },
    app.log,
  );
  /**
   * The shop as its mails name it, read when each mail goes (issue 26): a change in Shop Settings
   * shows in the next mail, whichever server sends it. One read per mail.
   */
  const composeSettings = async (): Promise<ComposeSettings> => {
    const settings = await readShopSettings(db);
    const { name, email, phones } = settings.shop;
    return {
      shop: {
        name,
        email,
        phones,
        addressLines: shopTermsOf(settings).addressLines,
        publicUrl: shopPublicUrl(settings, config.localUrl),
      },
      lowStockThreshold: config.lowStockThreshold,
    };
  };

  jobs.define<DeliveryJob>({
    name: DELIVERY_QUEUE,
    retryLimit: MAIL_RETRIES,
    retryDelaySeconds: config.mailRetryDelaySeconds,
    // A send takes seconds; a job still active after this died with its server (see delivery.ts).
    expireInSeconds: 300,
    work: async (job, attempt) => deliverNotification(db, mailer, await composeSettings(), job, attempt),
  });

  jobs.define({
    name: 'low-stock-summary',
    cron: LOW_STOCK_CRON,
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 300,
    work: async () => {
      const shopInbox = config.shopOrdersEmail ?? (await readShopSettings(db)).shop.email;
      await queueLowStockSummary(db, shopInbox, config.lowStockThreshold);
    },
  });

  const drain = drainer(
    () => drainOutbox(db, jobs),
    (error) => app.log.error({ err: error }, 'notification outbox drain failed; the next one retries'),
  );
  let unlisten: (() => Promise<void>) | undefined;
  jobs.onStart(async () => {
    // Every committed notification wakes the drain on every server; a reconnect counts as a wake.
    unlisten = await database.listen('notifications_queued', () => drain.request());
    // What was committed while no server ran (or before a crash) goes now.
    drain.request();
  });
  app.addHook('onClose', async () => {
    await unlisten?.();
    await drain.idle();
    mailer.close();
  });

  app.route({
    ...fromContract(routes.listForOrder),
    handler: async (request) => ({
      success: true as const,
      data: { notifications: await listOrderNotifications(db, request.params.id) },
    }),
  });

  app.route({
    ...fromContract(routes.resend),
    handler: async (request) => ({
      success: true as const,
      data: { notification: await resendNotification(db, request.params.id) },
    }),
  });

  app.route({
    ...fromContract(routes.mailStatus),
    handler: async () => ({
      success: true as const,
      data: { delivery: config.smtpUrl ? ('smtp' as const) : ('log' as const), queue: jobs.enabled },
    }),
  });

  // Through the outbox and the queue like every other mail, so it proves the whole path works. With
  // the queue off here it waits, like every mail, for a server that sends: the mail status says so.
  app.route({
    ...fromContract(routes.mailTest),
    handler: async (request, reply) => {
      const to = requireSession(request).user.email;
      await queueTestMail(db, to);
      return reply.code(202).send({ success: true as const, data: { to } });
    },
  });

  // Public, and limited per address (plugins/rate-limit.ts, RATE_LIMIT_STOCK_ALERTS): 429 on floods.
  app.route({
    ...fromContract(routes.stockAlert),
    handler: async (request, reply) => {
      const session = await request.optionalSession();
      const answer = await requestStockAlert(db, request.params.id, request.body, session?.user.id ?? null);
      return reply.code(answer.alreadyRegistered ? 200 : 201).send({ success: true as const, data: answer });
    },
  });
};
