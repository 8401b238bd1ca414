import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, pricingSettingsFrom, type Cart } from '@shop/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { requireSession } from '../../plugins/auth.js';
import {
  addCartItem,
  applyCartCoupon,
  clearCart,
  getCart,
  removeCartCoupon,
  removeCartItem,
  updateCartItem,
} from './service.js';

/** A customer's own cart; every answer is the whole updated cart, priced by the server. */
export const cartRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, options) => {
  const { db } = options;
  const pricing = pricingSettingsFrom(options.config.shop);
  const reply = (cart: Cart) => ({ success: true as const, data: { cart } });
  const routes = contract.cart;

  app.route({
    ...fromContract(routes.get),
    handler: async (request) => reply(await getCart(db, requireSession(request).user.id, pricing)),
  });

  app.route({
    ...fromContract(routes.addItem),
    handler: async (request) =>
      reply(await addCartItem(db, requireSession(request).user.id, request.body, pricing)),
  });

  app.route({
    ...fromContract(routes.updateItem),
    handler: async (request) =>
      reply(
        await updateCartItem(
          db,
          requireSession(request).user.id,
          request.params.itemId,
          request.body.quantity,
          pricing,
        ),
      ),
  });

  app.route({
    ...fromContract(routes.removeItem),
    handler: async (request) =>
      reply(await removeCartItem(db, requireSession(request).user.id, request.params.itemId, pricing)),
  });

  app.route({
    ...fromContract(routes.applyCoupon),
    handler: async (request) =>
      reply(await applyCartCoupon(db, requireSession(request).user.id, request.body.code, pricing)),
  });

  app.route({
    ...fromContract(routes.removeCoupon),
    handler: async (request) => reply(await removeCartCoupon(db, requireSession(request).user.id, pricing)),
  });

  app.route({
    ...fromContract(routes.clear),
    handler: async (request) => reply(await clearCart(db, requireSession(request).user.id, pricing)),
  });
};
