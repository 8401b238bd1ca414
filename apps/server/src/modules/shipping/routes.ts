import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, unknownPincodeMessage } from '@shop/domain';
import { fromContract } from '../../lib/route-from-contract.js';
import { notFound } from '../../lib/errors.js';
import { findPincode } from './pincodes.js';

/** Pincodes for the checkout's autofill (decision 031). */
export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = contract.shipping;

  app.route({
    ...fromContract(routes.pincode),
    handler: async (request) => {
      const place = await findPincode(request.params.pincode);
      if (!place) throw notFound(unknownPincodeMessage(request.params.pincode));
      return {
        success: true as const,
        data: { pincode: place.pincode, city: place.city, state: place.state },
      };
    },
  });
};
