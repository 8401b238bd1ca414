import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, DEFAULT_LANGUAGE, type Language } from '@shop/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { normalizeIP } from '@fastify/rate-limit';
import { AppError, rateLimited } from '../../lib/errors.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { release, takeAttempt } from '../auth/index.js';
import { requireSession } from '../../plugins/auth.js';
import { readPricingSettings } from '../settings/index.js';
import {
  addCartItem,
  applyCartCoupon,
  clearCart,
  pricedCart,
  removeCartCoupon,
  removeCartItem,
  updateCartItem,
} from './service.js';
import { mergeGuestCart, quoteCart } from './guest-cart-service.js';
import { cartInLanguage } from './in-language.js';
import { cartAnswer, type PricedCart } from './priced-lines.js';

/**
 * A customer's own cart; every answer is the whole updated cart, priced by the server. A guest's
 * cart lives in the browser and is priced (and merged on sign-in) here too (decision 040).
 */
export const cartRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, options) => {
  const { db } = options;
  const pricing = () => readPricingSettings(db);
  // The one place an account's cart turns from paise into the contract's rupees (decision 053).
  // Its words in the page's language (issue 28): `?lang=hi` from the Hindi pages.
  const reply = async (cart: PricedCart, language: Language = DEFAULT_LANGUAGE) => ({
    success: true as const,
    data: { cart: await cartInLanguage(db, cartAnswer(cart, language), language) },
  });
  const routes = contract.cart;

  app.route({
    ...fromContract(routes.get),
    handler: async (request) =>
      reply(await pricedCart(db, requireSession(request).user.id, await pricing()), request.query.lang),
  });

  app.route({
    ...fromContract(routes.addItem),
    handler: async (request) =>
      reply(
        await addCartItem(db, requireSession(request).user.id, request.body, await pricing()),
        request.query.lang,
      ),
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
          await pricing(),
        ),
        request.query.lang,
      ),
  });

  app.route({
    ...fromContract(routes.removeItem),
    handler: async (request) =>
      reply(
        await removeCartItem(db, requireSession(request).user.id, request.params.itemId, await pricing()),
        request.query.lang,
      ),
  });

  // Guessing codes (decision 048): every refused code is counted per account and per address in
  // the database (decision 014's throttle); beyond the limit in an hour, 429. An accepted code is
  // taken back off the count.
  const { couponRefusalsPerHour } = options.config.limits;
  app.route({
    ...fromContract(routes.applyCoupon),
    handler: async (request) => {
      const userId = requireSession(request).user.id;
      if (couponRefusalsPerHour <= 0)
        return reply(
          await applyCartCoupon(db, userId, request.body.code, await pricing()),
          request.query.lang,
        );
      const rule = (key: string) => ({ key, limit: couponRefusalsPerHour, windowSeconds: 3600 });
      const attempt = await takeAttempt(db, [
        rule(`coupon-refused:user:${userId}`),
        rule(`coupon-refused:ip:${normalizeIP(request.ip)}`),
      ]);
      if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds, 'coupon codes that did not work');
      try {
        const cart = await applyCartCoupon(db, userId, request.body.code, await pricing());
        await release(db, attempt.ids);
        return await reply(cart, request.query.lang);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'COUPON_REFUSED')) await release(db, attempt.ids);
        throw error;
      }
    },
  });

  app.route({
    ...fromContract(routes.removeCoupon),
    handler: async (request) =>
      reply(await removeCartCoupon(db, requireSession(request).user.id, await pricing()), request.query.lang),
  });

  // Public, and limited per address (plugins/rate-limit.ts, RATE_LIMIT_CART_QUOTES): decision 040.
  app.route({
    ...fromContract(routes.quote),
    handler: async (request) => {
      const language = request.query.lang ?? DEFAULT_LANGUAGE;
      const quote = await quoteCart(db, request.body.items, await pricing(), language);
      const cart = await cartInLanguage(db, quote.cart, language);
      return { success: true as const, data: { ...quote, cart } };
    },
  });

  app.route({
    ...fromContract(routes.merge),
    handler: async (request) => {
      const language = request.query.lang ?? DEFAULT_LANGUAGE;
      const merged = await mergeGuestCart(
        db,
        requireSession(request).user.id,
        request.body.items,
        await pricing(),
        language,
      );
      const cart = await cartInLanguage(db, merged.cart, language);
      return { success: true as const, data: { ...merged, cart } };
    },
  });

  app.route({
    ...fromContract(routes.clear),
    handler: async (request) =>
      reply(await clearCart(db, requireSession(request).user.id, await pricing()), request.query.lang),
  });
};
