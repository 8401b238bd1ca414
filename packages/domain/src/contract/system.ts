import { z } from 'zod';
import { successEnvelope } from '../api.js';
import { LanguageQuerySchema } from '../catalog.js';
import { StorefrontShopSchema } from '../shop.js';
import { endpoint } from './endpoint.js';

const tags = ['system'];

/** Liveness, readiness and the shop's public identity. */
export const systemContract = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tags,
    summary: 'The process is alive',
    response: { 200: successEnvelope(z.object({ status: z.literal('ok') })) },
  }),
  ready: endpoint({
    method: 'GET',
    path: '/api/ready',
    access: 'public',
    tags,
    summary: 'The database answers (503 when it does not)',
    response: {
      200: successEnvelope(
        z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
      ),
    },
  }),
  shop: endpoint({
    method: 'GET',
    path: '/api/shop',
    access: 'public',
    tags,
    summary:
      "The shop's identity, delivery rules and how its prices carry GST; `?lang=hi` answers the tagline and opening hours in Hindi where given",
    querystring: LanguageQuerySchema,
    response: { 200: successEnvelope(z.object({ shop: StorefrontShopSchema })) },
  }),
};
