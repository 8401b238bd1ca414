import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { listAbandonedCarts, remindByEmail, unsubscribe } from './service.js';

/** Carts left behind (decision 043): staff only, by the contract, but for the mail's unsubscribe link. */
export const cartReminderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const routes = contract.abandonedCarts;

  app.route({
    ...fromContract(routes.list),
    handler: async (request) => ({
      success: true as const,
      data: await listAbandonedCarts(db, request.query),
    }),
  });

  app.route({
    ...fromContract(routes.remindByEmail),
    handler: async (request) => ({
      success: true as const,
      data: await remindByEmail(db, request.params.cartId),
    }),
  });

  app.route({
    ...fromContract(routes.unsubscribe),
    handler: async (request) => ({
      success: true as const,
      data: await unsubscribe(db, request.body.token),
    }),
  });
};
