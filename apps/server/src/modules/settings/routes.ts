import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { requireSession } from '../../plugins/auth.js';
import { readShopSettings, saveShopSettings } from './service.js';
import { readShopTerms } from './terms-service.js';

/** The shop's settings, read and written whole by staff; what every visitor is told of them. */
export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const routes = contract.settings;

  app.route({
    ...fromContract(routes.read),
    handler: async () => ({ success: true as const, data: { settings: await readShopSettings(db) } }),
  });

  app.route({
    ...fromContract(routes.save),
    handler: async (request) => ({
      success: true as const,
      data: { settings: await saveShopSettings(db, request.body, requireSession(request).user) },
    }),
  });

  app.route({
    ...fromContract(routes.terms),
    handler: async (request) => ({
      success: true as const,
      data: { terms: await readShopTerms(db, request.query.lang) },
    }),
  });
};
