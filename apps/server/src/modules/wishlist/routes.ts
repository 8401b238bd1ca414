import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, type Language, type Wishlist } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { requireSession } from '../../plugins/auth.js';
import {
  addToWishlist,
  clearWishlist,
  getWishlist,
  mergeWishlist,
  removeFromWishlist,
  wishlistInLanguage,
} from './service.js';

/**
 * A signed-in shopper's wishlist, kept on the server (decision 034); signed out it stays in the
 * browser. Every answer is the whole list as the shopper may see it now.
 */
export const wishlistRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const routes = contract.account;
  // Its products' words in the page's language (issue 28): `?lang=hi` from the Hindi pages.
  const reply = async (wishlist: Wishlist, language: Language | undefined) => ({
    success: true as const,
    data: await wishlistInLanguage(db, wishlist, language),
  });

  app.route({
    ...fromContract(routes.getWishlist),
    handler: async (request) =>
      reply(await getWishlist(db, requireSession(request).user.id), request.query.lang),
  });

  app.route({
    ...fromContract(routes.addToWishlist),
    handler: async (request) =>
      reply(
        await addToWishlist(db, requireSession(request).user.id, request.params.productId),
        request.query.lang,
      ),
  });

  app.route({
    ...fromContract(routes.removeFromWishlist),
    handler: async (request) =>
      reply(
        await removeFromWishlist(db, requireSession(request).user.id, request.params.productId),
        request.query.lang,
      ),
  });

  app.route({
    ...fromContract(routes.clearWishlist),
    handler: async (request) =>
      reply(await clearWishlist(db, requireSession(request).user.id), request.query.lang),
  });

  app.route({
    ...fromContract(routes.mergeWishlist),
    handler: async (request) =>
      reply(
        await mergeWishlist(db, requireSession(request).user.id, request.body.productIds),
        request.query.lang,
      ),
  });
};
