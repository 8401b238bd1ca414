import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShopInfoSchema, successEnvelope } from '@shop/domain';
import type { Database } from '../../db/client.js';
import { databaseUnavailable } from '../../lib/errors.js';
import type { Config } from '../../config.js';

export const systemRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (
  app,
  options,
) => {
  const { database, config } = options;

  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'The process is alive',
        response: { 200: successEnvelope(z.object({ status: z.literal('ok') })) },
      },
    },
    async () => ({ success: true as const, data: { status: 'ok' as const } }),
  );

  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'The database answers (503 when it does not)',
        response: {
          200: successEnvelope(
            z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
          ),
        },
      },
    },
    async () => {
      try {
        await database.ping();
      } catch {
        throw databaseUnavailable('The database is not answering');
      }
      return { success: true as const, data: { status: 'ready' as const, database: database.kind } };
    },
  );

  app.get(
    '/api/shop',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: "The shop's identity and delivery rules",
        response: { 200: successEnvelope(z.object({ shop: ShopInfoSchema })) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, data: { shop: config.shop } };
    },
  );
};
