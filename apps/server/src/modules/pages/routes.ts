import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { UuidSchema } from '@shop/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { getProductById, productIdBySlug, visibleProductUrls } from '../catalog/index.js';
import { productHeadTags, robotsTxt, sitemapXml } from './head-tags.js';

/**
 * Pages the server fills in before the React app takes over: product pages carry their own
 * meta tags for link previews and search engines, plus sitemap.xml and robots.txt.
 */
export const pageRoutes: FastifyPluginAsync<{ db: Db; config: Config }> = async (app, options) => {
  const { db, config } = options;
  const shop = { name: config.shop.name, publicUrl: config.publicUrl };

  /**
   * `/product/<slug>`: an old link (a slug the product has now, or had before a rename) answers
   * 301 to `/product/<id>`, the page's one address; an unknown slug is a 404. A uuid goes on to the
   * page itself. A hook rather than a branch of the page's handler, so each stays small.
   */
  const redirectOldProductLink = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.url !== '/product/:id') return;
    const slug = (request.params as { id: string }).id;
    if (UuidSchema.safeParse(slug).success) return;
    const id = await productIdBySlug(db, slug);
    if (!id) return reply.sendAppShell('', 404);
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/product/${id}${query}`, 301);
  };
  app.addHook('preHandler', redirectOldProductLink);

  app.get<{ Params: { id: string } }>('/product/:id', { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params;
    const product = UuidSchema.safeParse(id).success ? await getProductById(db, id) : null;
    // The app still renders its own 'Product Not Found'; the status tells crawlers the truth.
    if (!product) return reply.sendAppShell('', 404);
    return reply.sendAppShell(productHeadTags(product, shop));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const body = sitemapXml(config.publicUrl, await visibleProductUrls(db));
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(robotsTxt(config.publicUrl)),
  );
};
