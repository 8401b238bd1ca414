import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { cacheKey, staffView, type Answer } from './cached-answer.js';
import * as catalog from './service.js';

const notFoundCategory = () => notFound({ en: 'Category not found', hi: 'यह कैटेगरी नहीं मिली' });

/** Public reads of the category tree: all, parents, a parent's subcategories, one by slug. */
export const categoryRoutes: FastifyPluginAsyncZod<{ db: Db; answer: Answer }> = async (app, options) => {
  const { db, answer } = options;
  const routes = contract.catalog;
  const parentsOnly = async (options: catalog.VisibilityOptions) => ({
    categories: (await catalog.listCategories(db, options)).filter(
      (category) => category.categoryType === 'parent',
    ),
  });

  app.route({
    ...fromContract(routes.categories),
    handler: async (request, reply) => {
      const staff = await staffView(request, request.query.includeInactive);
      const options = { includeInactive: staff, language: request.query.lang };
      return answer(
        reply,
        cacheKey('categories', staff, request.query),
        routes.categories.response[200],
        async () => ({
          categories: await catalog.listCategories(db, options),
        }),
      );
    },
  });

  app.route({
    ...fromContract(routes.parentCategories),
    handler: async (request, reply) => {
      const staff = await staffView(request, request.query.includeInactive);
      const options = { includeInactive: staff, language: request.query.lang };
      return answer(
        reply,
        cacheKey('parents', staff, request.query),
        routes.parentCategories.response[200],
        () => parentsOnly(options),
      );
    },
  });

  app.route({
    ...fromContract(routes.categoriesForForm),
    handler: async (request, reply) => {
      const staff = await staffView(request, request.query.includeInactive);
      const options = { includeInactive: staff, language: request.query.lang };
      return answer(
        reply,
        cacheKey('categories-for-form', staff, request.query),
        routes.categoriesForForm.response[200],
        () => parentsOnly(options),
      );
    },
  });

  app.route({
    ...fromContract(routes.subcategories),
    handler: async (request, reply) => {
      const staff = await staffView(request, request.query.includeInactive);
      const options = { includeInactive: staff, language: request.query.lang };
      const { categoryId } = request.params;
      return answer(
        reply,
        cacheKey('subcategories', staff, { categoryId, ...request.query }),
        routes.subcategories.response[200],
        async () => {
          const all = await catalog.listCategories(db, options);
          if (!all.some((category) => category.id === categoryId)) throw notFoundCategory();
          return { categories: all.filter((category) => category.parentId === categoryId) };
        },
      );
    },
  });

  app.route({
    ...fromContract(routes.category),
    handler: async (request, reply) => {
      const staff = await staffView(request, request.query.includeInactive);
      const options = { includeInactive: staff, language: request.query.lang };
      const { slug } = request.params;
      return answer(
        reply,
        cacheKey('category', staff, { slug, ...request.query }),
        routes.category.response[200],
        async () => {
          const category = (await catalog.listCategories(db, options)).find(
            (candidate) => candidate.slug === slug,
          );
          if (!category) throw notFoundCategory();
          return { category };
        },
      );
    },
  });
};
