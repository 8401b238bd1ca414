import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { cacheKey, staffView, type Answer } from './cached-answer.js';
import * as catalog from './service.js';

const notFoundCategory = () => notFound('Category not found');

/** Public reads of the category tree: all, parents, a parent's subcategories, one by slug. */
export const categoryRoutes: FastifyPluginAsyncZod<{ db: Db; answer: Answer }> = async (app, options) => {
  const { db, answer } = options;
  const routes = contract.catalog;
  const parentsOnly = async (staff: boolean) => ({
    categories: (await catalog.listCategories(db, { includeInactive: staff })).filter(
      (category) => category.categoryType === 'parent',
    ),
  });

  app.route({
    ...fromContract(routes.categories),
    handler: async (request, reply) => {
      const staff = await staffView(request, request.query.includeInactive);
      return answer(reply, cacheKey('categories', staff, {}), routes.categories.response[200], async () => ({
        categories: await catalog.listCategories(db, { includeInactive: staff }),
      }));
    },
  });

  app.route({
    ...fromContract(routes.parentCategories),
    handler: async (request, reply) => {
      const staff = await staffView(request, request.query.includeInactive);
      return answer(reply, cacheKey('parents', staff, {}), routes.parentCategories.response[200], () =>
        parentsOnly(staff),
      );
    },
  });

  app.route({
    ...fromContract(routes.categoriesForForm),
    handler: async (request, reply) => {
      const staff = await staffView(request, request.query.includeInactive);
      return answer(
        reply,
        cacheKey('categories-for-form', staff, {}),
        routes.categoriesForForm.response[200],
        () => parentsOnly(staff),
      );
    },
  });

  app.route({
    ...fromContract(routes.subcategories),
    handler: async (request, reply) => {
      const staff = await staffView(request, request.query.includeInactive);
      const { categoryId } = request.params;
      return answer(
        reply,
        cacheKey('subcategories', staff, categoryId),
        routes.subcategories.response[200],
        async () => {
          const all = await catalog.listCategories(db, { includeInactive: staff });
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
      const { slug } = request.params;
      return answer(reply, cacheKey('category', staff, slug), routes.category.response[200], async () => {
        const category = (await catalog.listCategories(db, { includeInactive: staff })).find(
          (candidate) => candidate.slug === slug,
        );
        if (!category) throw notFoundCategory();
        return { category };
      });
    },
  });
};
