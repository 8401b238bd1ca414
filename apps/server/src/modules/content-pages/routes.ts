import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { requireSession } from '../../plugins/auth.js';
import {
  listPages,
  readHome,
  readHomeForEditing,
  readPage,
  readPageForEditing,
  saveHome,
  savePage,
} from './service.js';

/**
 * The pages the owner writes and the home page's hero and announcement (issue 26): shoppers read
 * them in their page's language (`?lang=hi`, decision 075; the server renders the storefront's pages
 * from these answers, and caches the pages by address, so per language), staff write them, with
 * their Hindi, from /admin/pages.
 */
export const contentPageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const routes = contract.contentPages;

  app.route({
    ...fromContract(routes.page),
    handler: async (request) => ({
      success: true as const,
      data: { page: await readPage(db, request.params.slug, request.query.lang) },
    }),
  });

  app.route({
    ...fromContract(routes.adminPage),
    handler: async (request) => ({
      success: true as const,
      data: { page: await readPageForEditing(db, request.params.slug) },
    }),
  });

  app.route({
    ...fromContract(routes.list),
    handler: async () => ({ success: true as const, data: await listPages(db) }),
  });

  app.route({
    ...fromContract(routes.save),
    handler: async (request) => ({
      success: true as const,
      data: { page: await savePage(db, request.params.slug, request.body, requireSession(request).user.id) },
    }),
  });

  app.route({
    ...fromContract(routes.home),
    handler: async (request) => ({ success: true as const, data: await readHome(db, request.query.lang) }),
  });

  app.route({
    ...fromContract(routes.adminHome),
    handler: async () => ({ success: true as const, data: await readHomeForEditing(db) }),
  });

  app.route({
    ...fromContract(routes.saveHome),
    handler: async (request) => ({
      success: true as const,
      data: await saveHome(db, request.body, requireSession(request).user.id),
    }),
  });
};
