import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@shop/domain';
import type { Db } from '../../../db/client.js';
import { fromContract } from '../../../lib/route-from-contract.js';
import { createCategory, deleteCategory, updateCategory } from './category-service.js';
import { readSynonymGroups } from '../synonyms.js';
import { productCounts } from './product-counts.js';
import { productCsvRoutes } from './product-csv-routes.js';
import { createProduct, deleteProduct, updateProduct } from './product-service.js';
import { replaceSynonymGroups } from './synonym-service.js';

/**
 * The catalogue's write side: staff add, change and remove products and categories (one by one or
 * by CSV), and keep the synonym groups search uses.
 */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const routes = contract.catalogAdmin;
  await app.register(productCsvRoutes, { db });

  app.route({
    ...fromContract(routes.productCounts),
    handler: async () => ({ success: true as const, data: { counts: await productCounts(db) } }),
  });

  app.route({
    ...fromContract(routes.createProduct),
    handler: async (request, reply) => {
      const product = await createProduct(db, request.body);
      return reply.code(201).send({ success: true as const, data: { product } });
    },
  });

  app.route({
    ...fromContract(routes.updateProduct),
    handler: async (request) => ({
      success: true as const,
      data: { product: await updateProduct(db, request.params.id, request.body) },
    }),
  });

  app.route({
    ...fromContract(routes.deleteProduct),
    handler: async (request) => ({
      success: true as const,
      data: { product: await deleteProduct(db, request.params.id) },
    }),
  });

  app.route({
    ...fromContract(routes.createCategory),
    handler: async (request, reply) => {
      const category = await createCategory(db, request.body);
      return reply.code(201).send({ success: true as const, data: { category } });
    },
  });

  app.route({
    ...fromContract(routes.updateCategory),
    handler: async (request) => ({
      success: true as const,
      data: { category: await updateCategory(db, request.params.id, request.body) },
    }),
  });

  app.route({
    ...fromContract(routes.deleteCategory),
    handler: async (request) => ({
      success: true as const,
      data: { category: await deleteCategory(db, request.params.id) },
    }),
  });

  app.route({
    ...fromContract(contract.search.synonyms),
    handler: async () => ({ success: true as const, data: { groups: await readSynonymGroups(db) } }),
  });

  app.route({
    ...fromContract(contract.search.replaceSynonyms),
    handler: async (request) => ({
      success: true as const,
      data: await replaceSynonymGroups(db, request.body.groups),
    }),
  });
};
