import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@shop/domain';
import type { Database } from '../../db/client.js';
import { databaseUnavailable } from '../../lib/errors.js';
import { fromContract } from '../../lib/route-from-contract.js';
import type { Config } from '../../config.js';
import { readShopSettings } from '../settings/index.js';
import { storefrontShopOf } from './storefront-shop.js';

export const systemRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (
  app,
  options,
) => {
  const { database, config } = options;
  const routes = contract.system;

  // The answer never changes: checked against the contract and serialized once, so a health check
  // (polled by every load balancer) costs only the framework and the hooks (decision 020).
  const healthy = JSON.stringify(
    routes.health.response[200].parse({ success: true, data: { status: 'ok' } }),
  );
  app.route({
    ...fromContract(routes.health),
    // Already serialized: sent as it is, like the catalogue's cached answers.
    handler: async (_request, reply: FastifyReply) =>
      reply.type('application/json; charset=utf-8').send(healthy),
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
    handler: async (request, reply) => {
      // The shop's identity, delivery charge, how prices carry GST (decision 050) and the return
      // window are settings: read now, on whichever server answers, and kept by browsers for a
      // minute only, so a change shows on the storefront soon after. Each language is its own
      // address (`?lang=hi`), so a browser keeps each apart.
      const settings = await readShopSettings(database.db);
      reply.header('cache-control', 'public, max-age=60');
      const shop = storefrontShopOf(settings, config.localUrl, request.query.lang);
      return { success: true as const, data: { shop } };
    },
  });
};
