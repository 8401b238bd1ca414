import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, type Wishlist } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { requireSession } from '../../plugins/auth.js';
import { addToWishlist, clearWishlist, getWishlist, mergeWishlist, removeFromWishlist } from './service.js';

/**
 * A signed-in shopper's wishlist, kept on the server (decision 034); signed out it stays in the
 * browser. Every answer is the whole list as the shopper may see it now.
 */
export const wishlistRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const routes = contract.account;
  const reply = (wishlist: Wishlist) => ({ success: true as const, data: wishlist });

  app.route({
    ...fromContract(routes.getWishlist),
    handler: async (request) =>
      reply(await getWishlist(db, requireSession(request).user.id, request.query.lang)),
  });

  app.route({
    ...fromContract(routes.addToWishlist),
    handler: async (request) =>
      reply(
        await addToWishlist(
          db,
          requireSession(request).user.id,
          request.params.productId,
          request.query.lang,
        ),
      ),
  });

  app.route({
    ...fromContract(routes.removeFromWishlist),
    handler: async (request) =>
      reply(
        await removeFromWishlist(
          db,
          requireSession(request).user.id,
          request.params.productId,
          request.query.lang,
        ),
      ),
  });

  app.route({
    ...fromContract(routes.clearWishlist),
    handler: async (request) => reply(await clearWishlist(db, requireSession(request).user.id)),
  });

  app.route({
    ...fromContract(routes.mergeWishlist),
    handler: async (request) =>
      reply(
        await mergeWishlist(db, requireSession(request).user.id, request.body.productIds, request.query.lang),
      ),
  });
};
