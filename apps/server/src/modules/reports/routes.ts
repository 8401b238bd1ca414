import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { dashboard } from './dashboard-service.js';
import { gstReturnCsv, gstReturnFileName, gstReturnOf } from './gst-return-service.js';
import { orderExportFileName, orderExportStream } from './order-export-service.js';

/**
 * The owner's dashboard and the orders export (decision 036), the monthly GST return (decision 049):
 * staff only, by the contract.
 */
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

  app.route({
    ...fromContract(routes.gstReturn),
    handler: async (request, reply) => {
      const { month, format, table } = request.query;
      const { gstReturn } = await gstReturnOf(db, month);
      if (format === 'csv' && table) {
        return (
          reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${gstReturnFileName(month, table)}"`)
            .header('cache-control', 'no-store')
            // A string is sent as it is, past the JSON answer's serializer (which types `send`).
            .send(gstReturnCsv(gstReturn, table) as never)
        );
      }
      return { success: true as const, data: gstReturn };
    },
  });

  app.route({
    ...fromContract(routes.gstReturnWarnings),
    handler: async (request) => {
      const { month } = request.query;
      const { warnings } = await gstReturnOf(db, month);
      return { success: true as const, data: { month, warnings } };
    },
  });
};
