import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@shop/domain';
import type { Database } from '../../db/client.js';
import { databaseUnavailable } from '../../lib/errors.js';
import { fromContract } from '../../lib/route-from-contract.js';
import type { Config } from '../../config.js';

export const systemRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (
  app,
  options,
) => {
  const { database, config } = options;
  const routes = contract.system;

  app.route({
    ...fromContract(routes.health),
    handler: async () => ({ success: true as const, data: { status: 'ok' as const } }),
  });

  app.route({
    ...fromContract(routes.ready),
    handler: async () => {
      try {
        await database.ping();
      } catch {
        throw databaseUnavailable('The database is not answering');
      }
      return { success: true as const, data: { status: 'ready' as const, database: database.kind } };
    },
  });

  app.route({
    ...fromContract(routes.shop),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, data: { shop: config.shop } };
    },
  });
};
