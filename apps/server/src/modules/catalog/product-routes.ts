import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { cacheKey, staffView, type Answer } from './cached-answer.js';
import * as catalog from './service.js';

const notFoundProduct = () => notFound('Product not found');

/** Public reads of products: the listing, search, suggestions, featured, new, and one product. */
export const productRoutes: FastifyPluginAsyncZod<{ db: Db; answer: Answer }> = async (app, options) => {
  const { db, answer } = options;
  const routes = contract.catalog;

  app.route({
    ...fromContract(routes.products),
    handler: async (request, reply) => {
      const { page, limit, includeInactive, ...filter } = request.query;
      const staff = await staffView(request, includeInactive);
      return answer(reply, cacheKey('products', staff, request.query), routes.products.response[200], () =>
        catalog.listProducts(db, filter, page, limit, { includeInactive: staff }),
      );
    },
  });

  app.route({
    ...fromContract(routes.search),
    handler: async (request, reply) =>
      answer(reply, cacheKey('search', false, request.query), routes.search.response[200], async () => ({
        products: await catalog.searchProducts(db, request.query),
      })),
  });

  app.route({
    ...fromContract(routes.suggestions),
    handler: async (request, reply) =>
      answer(
        reply,
        cacheKey('suggestions', false, request.query),
        routes.suggestions.response[200],
        async () => ({
          suggestions: await catalog.suggestProducts(db, request.query.q, request.query.limit),
        }),
      ),
  });

  app.route({
    ...fromContract(routes.featured),
    handler: async (request, reply) =>
      answer(reply, cacheKey('featured', false, request.query), routes.featured.response[200], async () => ({
        products: await catalog.featuredProducts(db, request.query.limit),
      })),
  });

  app.route({
    ...fromContract(routes.newArrivals),
    handler: async (request, reply) =>
      answer(
        reply,
        cacheKey('new-arrivals', false, request.query),
        routes.newArrivals.response[200],
        async () => ({ products: await catalog.newArrivals(db, request.query.limit) }),
      ),
  });

  app.route({
    ...fromContract(routes.productById),
    handler: async (request, reply) => {
      const staff = await staffView(request, request.query.includeInactive);
      const { id } = request.params;
      return answer(reply, cacheKey('product', staff, id), routes.productById.response[200], async () => {
        const product = await catalog.getProductById(db, id, { includeInactive: staff });
        if (!product) throw notFoundProduct();
        return { product };
      });
    },
  });

  app.route({
    ...fromContract(routes.productBySlug),
    handler: async (request, reply) => {
      const staff = await staffView(request, request.query.includeInactive);
      const { slug } = request.params;
      return answer(
        reply,
        cacheKey('product-slug', staff, slug),
        routes.productBySlug.response[200],
        async () => {
          const product = await catalog.getProductBySlug(db, slug, { includeInactive: staff });
          if (!product) throw notFoundProduct();
          return { product };
        },
      );
    },
  });
};
