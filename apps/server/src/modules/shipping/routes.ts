import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, DEFAULT_ADD_QUANTITY, DEFAULT_LANGUAGE, unknownPincodeMessage } from '@shop/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { notFound } from '../../lib/errors.js';
import { readPricingSettings } from '../settings/index.js';
import { estimateDelivery, type Parcel } from './delivery-estimate.js';
import { findPincode } from './pincodes.js';

/** Pincodes for the checkout's autofill (decision 031) and "Check delivery" (decision 032). */
export const shippingRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, options) => {
  const { db } = options;
  const pricing = () => readPricingSettings(db);
  const routes = contract.shipping;

  app.route({
    ...fromContract(routes.pincode),
    handler: async (request) => {
      const place = await findPincode(request.params.pincode);
      if (!place) throw notFound(unknownPincodeMessage(request.params.pincode));
      return {
        success: true as const,
        data: { pincode: place.pincode, city: place.city, state: place.state, towns: place.towns },
      };
    },
  });

  app.route({
    ...fromContract(routes.deliveryEstimate),
    handler: async (request) => {
      const { pincode, productId, variantId, quantity, cart, lang } = request.query;
      let parcel: Parcel = { kind: 'none' };
      if (productId)
        parcel = { kind: 'product', productId, variantId, quantity: quantity ?? DEFAULT_ADD_QUANTITY };
      else if (cart) parcel = { kind: 'cart', userId: (await request.optionalSession())?.user.id ?? null };
      // Its Cash on Delivery reason in the page's language (issue 28): `?lang`, as every public
      // read says it, so a shared cache keeps each language's answer apart; Accept-Language is
      // only for the refusals.
      const language = lang ?? DEFAULT_LANGUAGE;
      const estimate = await estimateDelivery(db, pincode, parcel, await pricing(), language);
      return { success: true as const, data: estimate };
    },
  });
};
