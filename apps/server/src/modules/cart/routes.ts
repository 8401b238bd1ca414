import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddCartItemBodySchema,
  CartItemParamsSchema,
  CartResponseSchema,
  pricingSettingsFrom,
  successEnvelope,
  UpdateCartItemBodySchema,
  type Cart,
} from '@shop/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { requireSession } from '../../plugins/auth.js';
import { addCartItem, clearCart, getCart, removeCartItem, updateCartItem } from './service.js';

/** A customer's own cart; every answer is the whole updated cart, priced by the server. */
export const cartRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, options) => {
  const { db } = options;
  const pricing = pricingSettingsFrom(options.config.shop);
  const cartResponse = { 200: successEnvelope(CartResponseSchema) };
  const reply = (cart: Cart) => ({ success: true as const, data: { cart } });
  const signedIn = { access: 'signed-in' as const };

  app.get(
    '/api/cart',
    {
      config: signedIn,
      schema: { tags: ['cart'], summary: 'My cart with D2 totals', response: cartResponse },
    },
    async (request) => reply(await getCart(db, requireSession(request).user.id, pricing)),
  );

  app.post(
    '/api/cart/items',
    {
      config: signedIn,
      schema: {
        tags: ['cart'],
        summary: 'Add a product (merges with its existing line)',
        body: AddCartItemBodySchema,
        response: cartResponse,
      },
    },
    async (request) => reply(await addCartItem(db, requireSession(request).user.id, request.body, pricing)),
  );

  app.put(
    '/api/cart/items/:itemId',
    {
      config: signedIn,
      schema: {
        tags: ['cart'],
        summary: 'Set a line quantity (below 1 removes the line)',
        params: CartItemParamsSchema,
        body: UpdateCartItemBodySchema,
        response: cartResponse,
      },
    },
    async (request) =>
      reply(
        await updateCartItem(
          db,
          requireSession(request).user.id,
          request.params.itemId,
          request.body.quantity,
          pricing,
        ),
      ),
  );

  app.delete(
    '/api/cart/items/:itemId',
    {
      config: signedIn,
      schema: {
        tags: ['cart'],
        summary: 'Remove a line',
        params: CartItemParamsSchema,
        response: cartResponse,
      },
    },
    async (request) =>
      reply(await removeCartItem(db, requireSession(request).user.id, request.params.itemId, pricing)),
  );

  app.delete(
    '/api/cart',
    {
      config: signedIn,
      schema: { tags: ['cart'], summary: 'Empty my cart', response: cartResponse },
    },
    async (request) => reply(await clearCart(db, requireSession(request).user.id, pricing)),
  );
};
