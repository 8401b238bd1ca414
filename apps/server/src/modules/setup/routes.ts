import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { setupChecklist } from './checklist.js';
import { completeSetup, setupNeeded } from './setup-service.js';

export interface SetupRouteOptions {
  db: Db;
  sessionDays: number;
  smtpConfigured: boolean;
  /** Whether the owner has saved any policy page; the content-pages module answers it. */
  policiesWritten: (db: Db) => Promise<boolean>;
}

const ok = <T>(data: T) => ({ success: true as const, data });

/** First-run setup at /setup and the back office's first steps (issue 26). */
export const setupRoutes: FastifyPluginAsyncZod<SetupRouteOptions> = async (app, options) => {
  const { db } = options;
  const routes = contract.setup;

  app.route({
    ...fromContract(routes.status),
    handler: async () => ok({ needed: await setupNeeded(db) }),
  });

  app.route({
    ...fromContract(routes.complete),
    handler: async (request, reply) => {
      const result = await completeSetup({ db, sessionDays: options.sessionDays }, request.body, {
        // An IPv6 client holds a whole /64, so the throttle counts the /64 as one address.
        ip: normalizeIP(request.ip),
        address: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.code(201).send(ok(result));
    },
  });

  app.route({
    ...fromContract(routes.checklist),
    handler: async () => ok(await setupChecklist(options)),
  });
};
