import { successEnvelope } from '../api.js';
import { DeliveryEstimateQuerySchema, DeliveryEstimateSchema } from '../delivery.js';
import { PincodePlaceSchema, PincodeParamsSchema } from '../pincodes.js';
import { endpoint } from './endpoint.js';

const tags = ['shipping'];

/** Pincodes and delivery (decision 031): what the checkout fills in and checks. */
export const shippingContract = {
  pincode: endpoint({
    method: 'GET',
    path: '/api/pincodes/:pincode',
    access: 'public',
    tags,
    summary:
      "Where a pincode is: its city (district) and state, from India Post's directory (404 when unknown)",
    params: PincodeParamsSchema,
    response: { 200: successEnvelope(PincodePlaceSchema) },
  }),
  deliveryEstimate: endpoint({
    method: 'GET',
    path: '/api/delivery-estimate',
    access: 'public',
    tags,
    summary:
      'Check delivery (decision 032): the date a parcel to a pincode should arrive by, and whether Cash on Delivery is offered there for a product or the signed-in cart, the reason it is not in the language of `?lang=hi` (404 for an unknown pincode)',
    querystring: DeliveryEstimateQuerySchema,
    response: { 200: successEnvelope(DeliveryEstimateSchema) },
  }),
};
