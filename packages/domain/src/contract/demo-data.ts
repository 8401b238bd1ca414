import { successEnvelope } from '../api.js';
import { RemoveDemoDataBodySchema, RemoveDemoDataResultSchema } from '../demo-data.js';
import { endpoint } from './endpoint.js';

const tags = ['demo-data'];

/** Leaving the demo (decision 056): the owner's one-way step from the demo shop to their own. */
export const demoDataContract = {
  remove: endpoint({
    method: 'POST',
    path: '/api/admin/demo-data/remove',
    access: 'administrator',
    tags,
    summary:
      "Remove the demo's products, categories, pictures, reviews, coupons, orders, carts and accounts in one transaction, after a backup; keeps settings, pages, everything the owner made and the calling administrator. A real shopper's order of a demo product is kept and the product hidden. 422 unless confirm is exactly REMOVE DEMO DATA",
    body: RemoveDemoDataBodySchema,
    response: { 200: successEnvelope(RemoveDemoDataResultSchema) },
  }),
};
