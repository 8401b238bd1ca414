import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  contract,
  isShopperPath,
  languageFromCookies,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  shopWordsIn,
  UuidSchema,
  type Language,
} from '@shop/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { fillAppShell } from '../../lib/app-shell.js';
import { getProductById, productIdBySlug } from '../catalog/index.js';
import {
  canonicalLink,
  languageAlternates,
  listingHeadTags,
  productHeadTags,
  scriptJson,
  shopHeadTags,
  type ShopIdentity as PageShop,
} from './head-tags.js';
import { readShopSettings, shopPublicUrl } from '../settings/index.js';
import { etagOf, matchesEtag, pageCacheKey, type CachedPage, type HtmlCache } from './html-cache.js';
import { injectTransport, onBehalfOf } from './in-process-transport.js';
import { notFoundHeadTags, searchHeadTags } from './unlisted-head.js';
import { encodePage, preferredEncoding } from './page-encoding.js';
import { loadServerEntry, type RenderOptions, type RenderPage } from './ssr-bundle.js';
import { pageVisitOf } from './visit-pages.js';

/** Answers a storefront page request (GET of an address that is not an API route or a file). */
export type PageResponder = (
  request: FastifyRequest,
  reply: FastifyReply,
  indexHtml: string,
) => Promise<FastifyReply>;

const PRODUCT_PATH = /^\/product\/([^/?#]+)/;

function productIdOf(url: string): string | undefined {
  const id = PRODUCT_PATH.exec(url)?.[1];
  return id && UuidSchema.safeParse(id).success ? id : undefined;
}

/** `/product/<slug>`: an old-style link by slug rather than by id. */
function productSlugOf(url: string): string | undefined {
  const segment = PRODUCT_PATH.exec(url)?.[1];
  if (!segment || UuidSchema.safeParse(segment).success) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

const LISTING_PATH = /^\/(?:(jewelry|clothing|accessories)|category\/([^/?#]+))\/?(?:[?#]|$)/;

/** The category slug and page number of a listing address. */
function listingOf(url: string): { slug: string; page: number } | undefined {
  const match = LISTING_PATH.exec(url);
  const segment = match?.[1] ?? match?.[2];
  if (!segment) return undefined;
  try {
    const page = Number(new URL(url, 'http://page.invalid').searchParams.get('page') ?? '1');
    return { slug: decodeURIComponent(segment), page: Number.isInteger(page) ? page : 1 };
  } catch {
    return undefined;
  }
}

/**
 * Where a page address goes for its language (issue 28): a bare shopper's address to its Hindi one
 * when the shopper chose Hindi (the cookie), and a back-office address under `/hi/` to its English
 * one, since the back office stays English. Undefined: the address is answered as it is.
 */
export function languageRedirect(url: string, cookieHeader: string | undefined): string | undefined {
  const language = languageOfPath(url);
  if (!isShopperPath(url)) return language === 'hi' ? pathWithoutLanguage(url) : undefined;
  return language === 'en' && languageFromCookies(cookieHeader) === 'hi'
    ? pathInLanguage(url, 'hi')
    : undefined;
}

/**
 * Storefront pages (docs/decisions/017): rendered on the server by the storefront's own server
 * entry, with data read in-process, kept in the HTML cache until the catalogue changes, and sent
 * with an ETag. Without a built server entry, or when a render fails, the page is the plain app
 * shell the browser renders by itself, as before.
 */
export async function createPageResponder(options: {
  app: FastifyInstance;
  db: Db;
  config: Config;
  cache: HtmlCache;
}): Promise<PageResponder> {
  const { app, db, config, cache } = options;
  /**
   * The shop as its pages name it, read with each render (issue 26): a change in Shop Settings clears
   * the cached pages (the 'settings' notice), and the next render says the new name and address.
   * A Hindi page's tagline is the owner's Hindi one, where given (decision 075).
   */
  const shopNow = async (language: Language = 'en'): Promise<PageShop> => {
    const settings = await readShopSettings(db);
    return {
      name: settings.shop.name,
      tagline: shopWordsIn(settings, language).tagline,
      publicUrl: shopPublicUrl(settings, config.localUrl),
      language,
    };
  };
  const entry = await loadServerEntry(config.webDistDir);
  const render = entry?.createPageRenderer(injectTransport(app));
  if (config.webDistDir && !render) {
    app.log.warn('The storefront has no server entry (npm run build): pages are rendered in the browser');
  }

  const transport = injectTransport(app);
  /**
   * A public catalogue read through the API's own route, so it comes from the catalogue cache: the
   * product the render has just read, the category list every listing shares. Undefined when the
   * route does not answer 200.
   */
  async function publicRead<T>(
    path: string,
    answer: z.ZodType<{ success: true; data: T }>,
  ): Promise<T | undefined> {
    const response = await transport(path, { method: 'GET' });
    if (response.status !== 200) return undefined;
    const parsed = answer.safeParse(await response.json());
    return parsed.success ? parsed.data.data : undefined;
  }

  /** `?lang=hi` on a Hindi page's reads, so its head tags say what the page says (issue 28). */
  const languageQuery = (shop: PageShop) => (shop.language === 'hi' ? '?lang=hi' : '');

  async function listingHead(listing: { slug: string; page: number }, shop: PageShop): Promise<string> {
    const categories =
      (await publicRead(`/api/categories${languageQuery(shop)}`, contract.catalog.categories.response[200]))
        ?.categories ?? [];
    const category = categories.find((candidate) => candidate.slug === listing.slug);
    if (!category) return '';
    const parent = categories.find((candidate) => candidate.id === category.parentId);
    return listingHeadTags({ category, parent, page: listing.page }, shop);
  }

  /** A page's own tags, by its address without the language; `shop` says the language. */
  async function ownHeadTags(url: string, status: number, shop: PageShop): Promise<string> {
    if (status === 404) return notFoundHeadTags(shop.name, shop.language);
    const search = searchHeadTags(url, shop.name, shop.language);
    if (search) return search;
    const listing = listingOf(url);
    if (listing) return listingHead(listing, shop);
    const id = productIdOf(url);
    if (!id) return shopHeadTags(shop);
    const read = await publicRead(
      `/api/products/id/${id}${languageQuery(shop)}`,
      contract.catalog.productById.response[200],
    );
    return read ? productHeadTags(read.product, shop) : shopHeadTags(shop);
  }

  /**
   * A page's head: its own tags, then for a shopper's page its one address (when its own tags name
   * none) and the same page in each language (issue 28).
   */
  async function headTagsFor(url: string, status: number): Promise<string> {
    const shop = await shopNow(languageOfPath(url));
    const bare = pathWithoutLanguage(url);
    const own = await ownHeadTags(bare, status, shop);
    if (status !== 200 || !isShopperPath(bare)) return own;
    const path = new URL(bare, 'http://page.invalid').pathname;
    const canonical = own.includes('rel="canonical"') ? '' : canonicalLink(shop, path);
    return `${own}${canonical}${languageAlternates(shop.publicUrl, path)}`;
  }

  /**
   * An old link by slug (the product's slug now, or one it had before a rename) answers 301 to
   * `/product/<id>`, the page's one address; an unknown slug goes on to the not-found page.
   */
  /**
   * Sends an old product link on to the product's id address. Answers whether it did: the reply
   * itself is thenable, so awaiting it would yield undefined and the page would render again.
   */
  async function redirectedOldProductLink(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const bare = pathWithoutLanguage(request.url);
    const slug = productSlugOf(bare);
    const id = slug ? await productIdBySlug(db, slug) : null;
    if (!id) return false;
    const query = bare.includes('?') ? bare.slice(bare.indexOf('?')) : '';
    void reply.redirect(pathInLanguage(`/product/${id}${query}`, languageOfPath(request.url)), 301);
    return true;
  }

  async function renderAnswer(
    renderPage: RenderPage,
    request: FastifyRequest,
    indexHtml: string,
    options: RenderOptions,
  ): Promise<CachedPage | undefined> {
    const log: FastifyBaseLogger = request.log;
    try {
      const page = await onBehalfOf(request.ip, () => renderPage(request.url, options));
      if ('redirect' in page) return { status: page.status, html: '', etag: '', location: page.redirect };
      // A failed read (database away, rate limit) is not a page to keep: the browser tries itself.
      if (page.status >= 500) return undefined;
      const data = Object.entries(page.pageData)
        .map(([id, value]) => `<script type="application/json" id="${id}">${scriptJson(value)}</script>`)
        .join('');
      const headTags = await onBehalfOf(request.ip, () => headTagsFor(request.url, page.status));
      const html = fillAppShell(indexHtml, {
        language: languageOfPath(request.url),
        headTags,
        body: `<div id="root">${page.appHtml}</div>${data}`,
      });
      return { status: page.status, html, etag: etagOf(html) };
    } catch (error) {
      log.warn({ err: error }, 'The page could not be rendered on the server; sending the app shell');
      return undefined;
    }
  }

  /** The app shell the browser renders itself; product pages still get their status and tags. */
  async function sendShell(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const bare = pathWithoutLanguage(request.url);
    const id = productIdOf(bare);
    const missing = PRODUCT_PATH.test(bare) && !(id && (await getProductById(db, id)));
    if (missing) return reply.sendAppShell('', 404);
    return reply.sendAppShell(await onBehalfOf(request.ip, () => headTagsFor(request.url, 200)));
  }

  return async (request, reply, indexHtml) => {
    // The redirect is the cookie's doing, and says so. The English page itself does not vary by it:
    // a shared cache keeps one copy of it for everyone, and a Hindi reader it reaches has the switcher.
    const moved = languageRedirect(request.url, request.headers.cookie);
    if (moved) return reply.header('vary', 'cookie').redirect(moved, 302);
    if (await redirectedOldProductLink(request, reply)) return reply;
    if (!render) return sendShell(request, reply);
    const pageKey = pageCacheKey(request.url);
    // The cart and checkout paint from the visit hint, and are cached once per kind of visitor.
    const visit = pageVisitOf(pageKey, request.headers.cookie);
    const key = visit?.cacheKey ?? pageKey;
    const cached = cache.get(key);
    const page =
      cached ??
      (await cache.load(key, () =>
        renderAnswer(render, request, indexHtml, visit?.hint ? { visit: visit.hint } : {}),
      ));
    if (!page) return sendShell(request, reply);
    reply.header('x-page-cache', cached ? 'hit' : 'miss');
    if (page.location) return reply.redirect(page.location, page.status);
    // no-cache: the browser may keep the page but asks each time, so a new price shows at once.
    reply.header('cache-control', 'no-cache').header('etag', page.etag).type('text/html; charset=utf-8');
    // The cart and checkout differ by the visit hint cookie: said on a 304 too (RFC 9110).
    reply.header('vary', visit ? 'accept-encoding, cookie' : 'accept-encoding');
    if (page.status === 200 && matchesEtag(request.headers['if-none-match'], page.etag)) {
      return reply.code(304).send();
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.code(page.status).send(page.html);
    const encoded = (page.encoded ??= {});
    const body = (encoded[encoding] ??= encodePage(page.html, encoding));
    return reply.code(page.status).header('content-encoding', encoding).send(body);
  };
}
