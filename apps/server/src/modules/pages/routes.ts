import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { visibleProductUrls } from '../catalog/index.js';
import { readPageForPrint } from '../content-pages/index.js';
import { robotsTxt, sitemapXml } from './head-tags.js';
import { termsPdfCache } from './terms-pdf.js';

/**
 * sitemap.xml, robots.txt and terms.pdf. The storefront's pages themselves are answered by the page responder
 * (page-responder.ts), which the storefront plugin calls for every page address.
 */
export const pageRoutes: FastifyPluginAsync<{ db: Db; config: Config }> = async (app, options) => {
  const { db, config } = options;

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

  // The Terms page as the owner wrote it, with what the settings say now (decision 048, issue 26):
  // read on each request, drawn again only when that text changed.
  const termsPdf = termsPdfCache();
  app.get('/terms.pdf', { schema: { hide: true } }, async (_request, reply) => {
    const terms = await readPageForPrint(db, 'terms');
    const pdf = await termsPdf(terms, config.publicUrl);
    return reply
      .type('application/pdf')
      .header('content-disposition', 'inline; filename="terms-and-conditions.pdf"')
      .header('cache-control', 'no-cache')
      .send(pdf);
  });
};
