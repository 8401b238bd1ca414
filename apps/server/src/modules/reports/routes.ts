import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { dashboard } from './dashboard-service.js';
import { orderExportFileName, orderExportStream } from './order-export-service.js';

/** The owner's dashboard and the orders export (decision 036): staff only, by the contract. */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const routes = contract.reports;

  app.route({
    ...fromContract(routes.dashboard),
    handler: async (request) => ({ success: true as const, data: await dashboard(db, request.query) }),
  });

  app.route({
    ...fromContract(routes.exportOrders),
    handler: async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${orderExportFileName(request.query)}"`)
        .header('cache-control', 'no-store')
        .send(orderExportStream(db, request.query)),
  });
};
