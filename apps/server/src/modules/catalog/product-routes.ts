import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, SHOPPER_REFUSALS } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { cacheKey, staffView, type Answer } from './cached-answer.js';
import * as catalog from './service.js';
import { closestSpellings } from './spelling.js';
import type { SearchContext } from './search-context.js';

const notFoundProduct = () => notFound(SHOPPER_REFUSALS.productNotFound);

/** Public reads of products: the listing, search, suggestions, featured, new, and one product. */
export const productRoutes: FastifyPluginAsyncZod<{
  db: Db;
  answer: Answer;
  /** The synonym groups and words of the shop searches read, as this server last read them. */
  searchContext: () => Promise<SearchContext>;
}> = async (app, options) => {
  const { db, answer, searchContext } = options;
  const routes = contract.catalog;

  app.route({
    ...fromContract(routes.products),
    handler: async (request, reply) => {
      const { page, limit, includeInactive, lang: language, ...filter } = request.query;
      const staff = await staffView(request, includeInactive);
      return answer(
        reply,
        cacheKey('products', staff, request.query),
        routes.products.response[200],
        async () =>
          catalog.listProducts(db, filter, page, limit, {
            includeInactive: staff,
            language,
            ...(filter.search ? { context: await searchContext() } : {}),
          }),
      );
    },
  });

  app.route({
    ...fromContract(routes.search),
    handler: async (request, reply) =>
      answer(reply, cacheKey('search', false, request.query), routes.search.response[200], async () => ({
        products: await catalog.searchProducts(db, request.query, {
          context: await searchContext(),
          language: request.query.lang,
        }),
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
          suggestions: await catalog.suggestProducts(
            db,
            request.query.q,
            request.query.limit,
            await searchContext(),
            request.query.lang,
          ),
        }),
      ),
  });

  app.route({
    ...fromContract(contract.search.spellings),
    handler: async (request, reply) =>
      answer(
        reply,
        cacheKey('spellings', false, request.query),
        contract.search.spellings.response[200],
        async () => ({ spellings: await closestSpellings(db, request.query.q) }),
      ),
  });

  app.route({
    ...fromContract(routes.featured),
    handler: async (request, reply) =>
      answer(reply, cacheKey('featured', false, request.query), routes.featured.response[200], async () => ({
        products: await catalog.featuredProducts(db, request.query.limit, request.query.lang),
      })),
  });

  app.route({
    ...fromContract(routes.stats),
    handler: async (_request, reply) =>
      answer(reply, 'shop-stats', routes.stats.response[200], () => catalog.shopStats(db)),
  });

  app.route({
    ...fromContract(routes.newArrivals),
    handler: async (request, reply) =>
      answer(
        reply,
        cacheKey('new-arrivals', false, request.query),
        routes.newArrivals.response[200],
        async () => ({ products: await catalog.newArrivals(db, request.query.limit, request.query.lang) }),
      ),
  });

  app.route({
    ...fromContract(routes.productById),
    handler: async (request, reply) => {
      const staff = await staffView(request, request.query.includeInactive);
      const { id } = request.params;
      const language = request.query.lang;
      const key = cacheKey('product', staff, { id, language });
      return answer(reply, key, routes.productById.response[200], async () => {
        const product = await catalog.getProductById(db, id, { includeInactive: staff, language });
        if (!product) throw notFoundProduct();
        return { product };
      });
    },
  });

  app.route({
    ...fromContract(routes.similar),
    handler: async (request, reply) =>
      answer(
        reply,
        cacheKey('similar', false, { ...request.params, ...request.query }),
        routes.similar.response[200],
        async () => {
          const products = await catalog.similarProducts(db, request.params.id, request.query.lang);
          if (!products) throw notFoundProduct();
          return { products };
        },
      ),
  });

  app.route({
    ...fromContract(routes.facets),
    handler: async (request, reply) =>
      answer(reply, cacheKey('facets', false, request.query), routes.facets.response[200], async () => ({
        facets: await catalog.listingFacets(db, request.query, await searchContext()),
      })),
  });

  app.route({
    ...fromContract(routes.productBySlug),
    handler: async (request, reply) => {
      const staff = await staffView(request, request.query.includeInactive);
      const { slug } = request.params;
      const language = request.query.lang;
      return answer(
        reply,
        cacheKey('product-slug', staff, { slug, language }),
        routes.productBySlug.response[200],
        async () => {
          const product = await catalog.getProductBySlug(db, slug, { includeInactive: staff, language });
          if (!product) throw notFoundProduct();
          return { product };
        },
      );
    },
  });
};
