import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@shop/domain';
import type { Database } from '../../db/client.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { catalogAnswerCache } from '../catalog/index.js';
import { chartCategorySlugs, chartForCategory, deleteChart, listCharts, saveChart } from './service.js';

/** Charts a shopper may ask for: one per category and language, so a small cache holds them all. */
const CACHE_ENTRIES = 400;

/**
 * Size charts: shoppers read them (cached like the catalogue, cleared by the same notice), staff
 * write them whole.
 */
export const sizeChartRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;
  const routes = contract.sizeCharts;
  const { answer, stop } = await catalogAnswerCache(database, CACHE_ENTRIES);
  app.addHook('onClose', stop);

  app.route({
    ...fromContract(routes.chart),
    handler: async (request, reply) => {
      const { category, lang } = request.query;
      const key = `size-chart:${category}:${lang ?? 'en'}`;
      return answer(reply, key, routes.chart.response[200], async () => ({
        sizeChart: await chartForCategory(db, category, lang),
      }));
    },
  });

  app.route({
    ...fromContract(routes.chartCategories),
    handler: async (_request, reply) =>
      answer(reply, 'size-chart-categories', routes.chartCategories.response[200], async () => ({
        slugs: await chartCategorySlugs(db),
      })),
  });

  app.route({
    ...fromContract(routes.list),
    handler: async () => ({ success: true as const, data: { sizeCharts: await listCharts(db) } }),
  });

  app.route({
    ...fromContract(routes.save),
    handler: async (request, reply) => {
      const { chart, created } = await saveChart(db, request.params.categoryId, request.body);
      return reply.code(created ? 201 : 200).send({ success: true as const, data: { sizeChart: chart } });
    },
  });

  app.route({
    ...fromContract(routes.remove),
    handler: async (request, reply) => {
      await deleteChart(db, request.params.categoryId);
      return reply.code(204).send(null);
    },
  });
};
