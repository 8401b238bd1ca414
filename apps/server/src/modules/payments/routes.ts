import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, offeredPaymentMethods } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { readShopSettings } from '../settings/index.js';

/**
 * The ways to pay the checkout offers (decision 038). Read from the settings on each ask (not the
 * cached shop info): the moment staff save a UPI ID the next checkout offers UPI, and the moment
 * they clear it, it stops.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, options) => {
  app.route({
    ...fromContract(contract.payments.methods),
    handler: async () => {
      const { payments } = await readShopSettings(options.db);
      return { success: true as const, data: { methods: offeredPaymentMethods(payments) } };
    },
  });
};
