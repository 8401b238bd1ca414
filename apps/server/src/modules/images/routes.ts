import type { FastifyPluginAsync } from 'fastify';
import { IMAGE_WIDTHS, UuidSchema } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { getImageVariant } from './service.js';
import { VariantCache } from './variant-cache.js';

const WIDTHS = new Set<number>(IMAGE_WIDTHS);

/**
 * `GET /images/{id}/{width}.webp`: the stored WebP variants the storefront's srcset points at.
 * An image id is never reused for other bytes, so browsers may keep them for a year.
 */
export const imageRoutes: FastifyPluginAsync<{ db: Db }> = async (app, options) => {
  const cache = new VariantCache();

  app.get<{ Params: { imageId: string; width: string } }>(
    '/images/:imageId/:width.webp',
    { schema: { hide: true } },
    async (request, reply) => {
      const { imageId, width: widthText } = request.params;
      const width = Number(widthText);
      // Anything that cannot name a stored variant is simply not found, never a 422 or 500.
      if (!UuidSchema.safeParse(imageId).success || !/^\d+$/.test(widthText) || !WIDTHS.has(width)) {
        throw notFound('Image not found');
      }
      const key = `${imageId}/${width}`;
      let variant = cache.get(key);
      if (!variant) {
        variant = (await getImageVariant(options.db, imageId, width)) ?? undefined;
        if (!variant) throw notFound('Image not found');
        cache.set(key, variant);
      }
      const etag = `"${imageId}-${width}"`;
      void reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(variant.contentType).send(variant.bytes);
    },
  );
};
