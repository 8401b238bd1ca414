import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_WIDTHS, UuidSchema } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { renderShareImage, SHARE_IMAGE } from './share-image.js';
import { PaintOnRequest, type ImagePainter } from './painter.js';
import { getImageVariant, type ImageVariant } from './service.js';
import { VariantCache } from './variant-cache.js';

const WIDTHS = new Set<number>(IMAGE_WIDTHS);
const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);
const YEAR = 'public, max-age=31536000, immutable';

/**
 * `GET /images/{id}/{width}.webp`: the stored WebP variants the storefront's srcset points at, and
 * `GET /images/{id}/share.jpg`: the link-preview JPEG. An image id is never reused for other
 * bytes, so browsers may keep both for a year.
 */
export const imageRoutes: FastifyPluginAsync<{ db: Db; painter?: ImagePainter }> = async (app, options) => {
  const cache = new VariantCache();
  // Pictures stored by name only (the demo's photos) are drawn when first asked for (decision 063).
  const painting = options.painter && new PaintOnRequest(options.db, options.painter);
  /** A stored width of a picture, drawing the picture first when it is one held by name only. */
  const variantOf = async (imageId: string, width: number): Promise<ImageVariant | null> =>
    (await getImageVariant(options.db, imageId, width)) ??
    ((await painting?.paint(imageId)) ? await getImageVariant(options.db, imageId, width) : null);
  // Previews are drawn on first request (crawlers fetch each one a few times, shoppers never) and
  // kept in memory; a restart draws them again, in tens of milliseconds each (decision 018).
  const previews = new VariantCache(16 * 1024 * 1024);

  /** Headers every picture answer carries; true when the browser's copy is current (304). */
  const cacheHeaders = (request: FastifyRequest, reply: FastifyReply, etag: string): boolean => {
    void reply.header('cache-control', YEAR).header('etag', etag).header('x-content-type-options', 'nosniff');
    return request.headers['if-none-match'] === etag;
  };

  app.get<{ Params: { imageId: string } }>(
    '/images/:imageId/share.jpg',
    { schema: { hide: true } },
    async (request, reply) => {
      const { imageId } = request.params;
      if (!UuidSchema.safeParse(imageId).success) throw notFound('Image not found');
      let preview: ImageVariant | undefined = previews.get(imageId);
      if (!preview) {
        const source = await variantOf(imageId, LARGEST_WIDTH);
        if (!source) throw notFound('Image not found');
        // Stored bytes that cannot be decoded have no preview to give: the crawler shows the link
        // without a picture, which a 404 tells it as well as anything (a 500 would only alarm).
        const drawn = await renderShareImage(source.bytes).catch((error: unknown) => {
          request.log.warn(
            { err: error, imageId },
            'The link preview could not be drawn from the stored picture',
          );
          return undefined;
        });
        if (!drawn) throw notFound('Image not found');
        preview = { bytes: drawn, contentType: SHARE_IMAGE.contentType };
        previews.set(imageId, preview);
      }
      if (cacheHeaders(request, reply, `"${imageId}-share"`)) return reply.code(304).send();
      return reply.type(preview.contentType).send(preview.bytes);
    },
  );

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
        variant = (await variantOf(imageId, width)) ?? undefined;
        if (!variant) throw notFound('Image not found');
        cache.set(key, variant);
      }
      if (cacheHeaders(request, reply, `"${imageId}-${width}"`)) return reply.code(304).send();
      return reply.type(variant.contentType).send(variant.bytes);
    },
  );
};
