import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateReviewBodySchema,
  IdParamsSchema,
  ReviewCreatedSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  successEnvelope,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { requireSession } from '../../plugins/auth.js';
import { createReview, listReviews } from './service.js';

/** "Rate & Review" for products from delivered orders, and the public list on the product page. */
export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, options) => {
  const { db } = options;

  app.post(
    '/api/products/:id/reviews',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['reviews'],
        summary: 'Review a product from one of my delivered orders (once)',
        params: IdParamsSchema,
        body: CreateReviewBodySchema,
        response: { 201: successEnvelope(ReviewCreatedSchema) },
      },
    },
    async (request, reply) => {
      const created = await createReview(
        db,
        requireSession(request).user.id,
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ success: true as const, data: created });
    },
  );

  app.get(
    '/api/products/:id/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reviews'],
        summary: "A product's reviews, newest first",
        params: IdParamsSchema,
        querystring: ReviewListQuerySchema,
        response: { 200: successEnvelope(ReviewListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listReviews(db, request.params.id, request.query.page, request.query.limit),
    }),
  );
};
