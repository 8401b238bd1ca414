import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, type Coupon } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { requireSession } from '../../plugins/auth.js';
import { createCoupon, listCoupons, setCouponActive, updateCoupon } from './coupon-admin-service.js';

/** Staff run coupon codes: create, edit, switch on and off, and see what each brought in. */
export const promotionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const routes = contract.promotions;
  const reply = (coupon: Coupon) => ({ success: true as const, data: { coupon } });

  app.route({
    ...fromContract(routes.list),
    handler: async () => ({ success: true as const, data: { coupons: await listCoupons(db) } }),
  });

  app.route({
    ...fromContract(routes.create),
    handler: async (request, response) => {
      const coupon = await createCoupon(db, request.body, requireSession(request).user.id);
      return response.code(201).send(reply(coupon));
    },
  });

  app.route({
    ...fromContract(routes.update),
    handler: async (request) => reply(await updateCoupon(db, request.params.id, request.body)),
  });

  app.route({
    ...fromContract(routes.activate),
    handler: async (request) => reply(await setCouponActive(db, request.params.id, true)),
  });

  app.route({
    ...fromContract(routes.deactivate),
    handler: async (request) => reply(await setCouponActive(db, request.params.id, false)),
  });
};
