import type { FastifyPluginAsync } from 'fastify';
import { LANGUAGES, pathInLanguage } from '@shop/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { visibleProductUrls } from '../catalog/index.js';
import { readPageForPrint } from '../content-pages/index.js';
import { readShopSettings, shopPublicUrl } from '../settings/index.js';
import { shopIcon } from './favicon.js';
import { robotsTxt, sitemapXml } from './head-tags.js';
import { termsPdfCache } from './terms-pdf.js';

/**
 * sitemap.xml, robots.txt, terms.pdf (and /hi/terms.pdf) and favicon.ico, each saying what Shop
 * Settings say now. The storefront's pages themselves are answered by the page responder
 * (page-responder.ts), which the storefront plugin calls for every page address.
 */
export const pageRoutes: FastifyPluginAsync<{ db: Db; config: Config }> = async (app, options) => {
  const { db, config } = options;
  const publicUrl = async () => shopPublicUrl(await readShopSettings(db), config.localUrl);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const body = sitemapXml(await publicUrl(), await visibleProductUrls(db));
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(robotsTxt(await publicUrl())),
  );

  // The icon uploaded in Shop Settings, or the built-in one. Browsers ask again each time (no-cache
  // with an ETag), so a new icon shows at the next visit.
  app.get('/favicon.ico', { schema: { hide: true } }, async (request, reply) => {
    const settings = await readShopSettings(db);
    const icon = await shopIcon(db, settings.shop.faviconImageId);
    void reply.header('cache-control', 'no-cache').header('etag', icon.etag);
    if (request.headers['if-none-match'] === icon.etag) return reply.code(304).send();
    return reply.type(icon.contentType).send(icon.bytes);
  });

  // The Terms page as the owner wrote it, with what the settings say now (decision 048, issue 26):
  // read on each request, drawn again only when that text changed. In Hindi at /hi/terms.pdf, which
  // the Hindi pages' footer links (decision 075): registered here, it is never taken for a page.
  for (const language of LANGUAGES) {
    const termsPdf = termsPdfCache();
    const filename = language === 'en' ? 'terms-and-conditions.pdf' : `terms-and-conditions-${language}.pdf`;
    app.get(pathInLanguage('/terms.pdf', language), { schema: { hide: true } }, async (_request, reply) => {
      const terms = await readPageForPrint(db, 'terms', language);
      const pdf = await termsPdf(terms, await publicUrl());
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .header('cache-control', 'no-cache')
        .send(pdf);
    });
  }
};
