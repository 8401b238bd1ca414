import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { requireSession } from '../../plugins/auth.js';
import { createReview, listReviews } from './service.js';

/** "Rate & Review" for products from delivered orders, and the public list on the product page. */
export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, options) => {
  const { db } = options;
  const routes = contract.reviews;

  app.route({
    ...fromContract(routes.create),
    handler: async (request, reply) => {
      const created = await createReview(
        db,
        requireSession(request).user.id,
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ success: true as const, data: created });
    },
  });

  app.route({
    ...fromContract(routes.list),
    handler: async (request) => ({
      success: true as const,
      data: await listReviews(db, request.params.id, request.query.page, request.query.limit),
    }),
  });
};
