import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { requireSession } from '../../plugins/auth.js';
import { historyOf, listAuditEntries } from './service.js';

/** The activity log as the administrator reads it, and a product's or order's own history. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const routes = contract.audit;

  app.route({
    ...fromContract(routes.list),
    handler: async (request) => ({ success: true as const, data: await listAuditEntries(db, request.query) }),
  });

  app.route({
    ...fromContract(routes.history),
    handler: async (request) => ({
      success: true as const,
      data: {
        entries: await historyOf(db, request.params.entity, request.params.id, {
          withAddresses: requireSession(request).user.role === 'administrator',
        }),
      },
    }),
  });
};
