import {
  categoryPath,
  displaySku,
  imageIdOfUrl,
  imageSrcSet,
  isAvailable,
  LANGUAGES,
  pathInLanguage,
  PRODUCT_GALLERY_SIZES,
  type Language,
  type Product,
} from '@shop/domain';
import { escapeHtml } from '../../lib/text.js';
import { SHARE_IMAGE, shareImageUrl } from '../images/index.js';

/** The shop as its pages name it (Shop Settings): `publicUrl` is its public address, e.g. https://kaarigar.studio. */
export interface ShopIdentity {
  name: string;
  publicUrl: string;
  /** Shop Settings' one line about the shop; may be empty. */
  tagline?: string;
  /** The language of the page the tags are for (issue 28); English when left out. */
  language?: Language;
}

/** A page's absolute address in the page's language: `/product/1` on a Hindi page is `/hi/product/1`. */
const pageAddress = (shop: ShopIdentity, path: string) =>
  `${shop.publicUrl}${pathInLanguage(path, shop.language ?? 'en')}`;

/** Open Graph's locale of each language. */
const OG_LOCALE: Record<Language, string> = { en: 'en_IN', hi: 'hi_IN' };

/**
 * The same page in each language and `x-default` (the English), for search engines to send each
 * reader to theirs; `path` is the page's address without its language.
 */
export function languageAlternates(publicUrl: string, path: string): string {
  const address = (language: Language) => escapeHtml(`${publicUrl}${pathInLanguage(path, language)}`);
  return [
    ...LANGUAGES.map(
      (language) => `<link rel="alternate" hreflang="${language}" href="${address(language)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${address('en')}">`,
  ].join('');
}

/** A page's one address, for the pages whose head names none of its own (home, the cart, pages). */
export const canonicalLink = (shop: ShopIdentity, path: string) =>
  `<link rel="canonical" href="${escapeHtml(pageAddress(shop, path))}">`;

/**
 * The head of a page that names nothing of its own (home, the written pages, the cart): the shop's
 * name and tagline as Shop Settings say now, in place of the shell's built-in ones, so a link
 * preview or a search result never names another shop.
 */
export function shopHeadTags(shop: ShopIdentity): string {
  const tagline = shop.tagline?.trim() ?? '';
  const title = tagline ? `${shop.name} · ${tagline}` : shop.name;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', summary(tagline || shop.name)),
    meta('property', 'og:site_name', shop.name),
  ].join('');
}

/** JSON safe inside <script>: nothing in it can close the element or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
const jsonLdScript = (value: unknown) => `<script type="application/ld+json">${scriptJson(value)}</script>`;

/** The 1024 px WebP of a stored picture, for structured data (search engines read WebP). */
const largeImage = (url: string) => url.replace(/\/\d+\.webp$/, '/1024.webp');

/**
 * The link-preview picture of a stored image: a 1200×630 JPEG, since WhatsApp and Facebook do
 * not reliably preview WebP. Null for a picture that is not one of the shop's stored images.
 */
function previewImage(url: string | null | undefined, shop: ShopIdentity): string | null {
  const id = url ? imageIdOfUrl(url) : null;
  return id ? `${shop.publicUrl}${shareImageUrl(id)}` : null;
}

/** Open Graph and Twitter tags for one preview picture, or a text-only card without one. */
function previewImageTags(image: string | null, alt: string): string[] {
  if (!image) return [meta('name', 'twitter:card', 'summary')];
  return [
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', SHARE_IMAGE.contentType),
    meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
    meta('property', 'og:image:alt', alt),
    meta('name', 'twitter:card', 'summary_large_image'),
  ];
}

/** What every page's head says of it: title, description, its one address, and the same for Open Graph. */
function pageHead(
  page: { title: string; heading: string; description: string; url: string; type: 'product' | 'website' },
  shop: ShopIdentity,
): string[] {
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(page.url)}">`,
    meta('property', 'og:type', page.type),
    meta('property', 'og:site_name', shop.name),
    meta('property', 'og:title', page.heading),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.url),
    meta('property', 'og:locale', OG_LOCALE[shop.language ?? 'en']),
  ];
}

interface Crumb {
  name: string;
  path: string;
}

/** schema.org BreadcrumbList of absolute addresses, Home first. */
function breadcrumbList(crumbs: Crumb[], shop: ShopIdentity) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: shop.language === 'hi' ? 'होम' : 'Home', path: '/' }, ...crumbs].map(
      (crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: pageAddress(shop, crumb.path),
      }),
    ),
  };
}

/** Home › Category › Subcategory of a product, as its listing pages are addressed. */
function productCategoryCrumbs(product: Product): Crumb[] {
  const crumbs: Crumb[] = [];
  if (product.categoryName) crumbs.push({ name: product.categoryName, path: categoryPath(product.category) });
  if (product.subcategory && product.subcategoryName) {
    crumbs.push({ name: product.subcategoryName, path: categoryPath(product.subcategory) });
  }
  return crumbs;
}

/** schema.org availability: a sold one-of-a-kind piece is sold out, a made-to-order one made to order. */
function availability(product: Product): string {
  if (product.isSold) return 'https://schema.org/SoldOut';
  if (!isAvailable(product)) return 'https://schema.org/OutOfStock';
  return product.madeToOrder ? 'https://schema.org/MadeToOrder' : 'https://schema.org/InStock';
}

/**
 * <head> tags of a product page, so that a shared link previews with its picture and price
 * (decision 008, 018): title, description, canonical address, Open Graph, Twitter card, and
 * JSON-LD Product and BreadcrumbList. Every address is absolute, built from the public address.
 */
export function productHeadTags(product: Product, shop: ShopIdentity): string {
  const path = `/product/${product.id}`;
  const pageUrl = pageAddress(shop, path);
  const description = summary(product.description || product.name);
  const preview = previewImage(product.images[0], shop);
  const images = [
    ...(preview ? [preview] : []),
    ...product.images.map((url) => `${shop.publicUrl}${largeImage(url)}`),
  ];
  const price = product.price.toFixed(2);
  const offer = {
    url: pageUrl,
    priceCurrency: 'INR',
    itemCondition: 'https://schema.org/NewCondition',
    availability: availability(product),
    seller: { '@type': 'Organization', name: shop.name, url: shop.publicUrl },
  };
  const product_ = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    // Hindi pages say their text is Hindi (issue 28); schema.org's Product takes it as CreativeWork does.
    inLanguage: shop.language ?? 'en',
    image: images,
    description,
    // A product sold in sizes or colours has no SKU of its own: its first variant's stands for it.
    sku: product.sku ?? product.variants[0]?.sku ?? displaySku(product),
    brand: { '@type': 'Brand', name: shop.name },
    ...(product.categoryName ? { category: product.categoryName } : {}),
    // Provenance as data (decision 024): what the piece is made of.
    ...(product.material ? { material: product.material } : {}),
    countryOfOrigin: { '@type': 'Country', name: product.countryOfOrigin },
    ...(product.craft
      ? { additionalProperty: [{ '@type': 'PropertyValue', name: 'Craft', value: product.craft }] }
      : {}),
    // Variants at different prices are one offer of a range (decision 024).
    offers:
      product.priceMin < product.priceMax
        ? {
            '@type': 'AggregateOffer',
            lowPrice: product.priceMin.toFixed(2),
            highPrice: product.priceMax.toFixed(2),
            offerCount: product.variants.length,
            ...offer,
          }
        : { '@type': 'Offer', price, ...offer },
    // Only a rating that reviews stand behind; a product nobody reviewed has none (decision 018).
    ...(product.reviews > 0 && product.rating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.toFixed(1),
            reviewCount: product.reviews,
            bestRating: '5',
            worstRating: '1',
          },
        }
      : {}),
  };
  const crumbs = [...productCategoryCrumbs(product), { name: product.name, path }];
  return [
    ...pageHead(
      {
        title: `${product.name} | ${shop.name}`,
        heading: product.name,
        description,
        url: pageUrl,
        type: 'product',
      },
      shop,
    ),
    ...galleryPreload(product.images[0]),
    ...previewImageTags(preview, product.name),
    meta('property', 'product:price:amount', price),
    meta('property', 'product:price:currency', 'INR'),
    jsonLdScript(product_),
    jsonLdScript(breadcrumbList(crumbs, shop)),
  ].join('\n');
}

/**
 * The product page's largest content is its first picture: fetched from the head at high priority,
 * in the width the gallery will draw it, before the browser has laid out the page.
 */
function galleryPreload(image: string | undefined): string[] {
  if (!image) return [];
  const srcSet = imageSrcSet(image);
  const responsive = srcSet
    ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(PRODUCT_GALLERY_SIZES)}"`
    : '';
  return [`<link rel="preload" as="image" href="${escapeHtml(image)}"${responsive} fetchpriority="high">`];
}

/** A category listing as its page shows it; `parent` when it is a subcategory. */
export interface ListingHead {
  category: { name: string; slug: string; description?: string | null; imageUrl?: string | null };
  parent?: { name: string; slug: string } | null;
  /** The listing's page number; only pages after the first are their own address. */
  page?: number;
}

/**
 * <head> tags of a category listing: title, description, canonical address (filters dropped, the
 * page kept only after the first), Open Graph, Twitter card and a BreadcrumbList.
 */
export function listingHeadTags(listing: ListingHead, shop: ShopIdentity): string {
  const { category, parent } = listing;
  const page = listing.page && Number.isInteger(listing.page) && listing.page > 1 ? listing.page : 1;
  const path = categoryPath(category.slug);
  const pageUrl = `${pageAddress(shop, path)}${page > 1 ? `?page=${page}` : ''}`;
  const hindi = shop.language === 'hi';
  const pageNote = page > 1 ? (hindi ? ` (पेज ${page})` : ` (page ${page})`) : '';
  const title = `${category.name}${pageNote} | ${shop.name}`;
  const description = summary(
    category.description ||
      (hindi
        ? `${category.name}, ${shop.name} में हाथ से बने: दाम रुपयों में, पूरे भारत में डिलीवरी।`
        : `${category.name}, handcrafted by ${shop.name}: prices in rupees, delivered across India.`),
  );
  const preview = previewImage(category.imageUrl, shop);
  const crumbs = [
    ...(parent ? [{ name: parent.name, path: categoryPath(parent.slug) }] : []),
    { name: category.name, path },
  ];
  return [
    ...pageHead({ title, heading: category.name, description, url: pageUrl, type: 'website' }, shop),
    ...previewImageTags(preview, category.name),
    jsonLdScript(breadcrumbList(crumbs, shop)),
  ].join('\n');
}

const xml = (text: string) => escapeHtml(text);

/** Storefront pages every visitor may open (decision 008). */
const PUBLIC_PAGES = [
  '/',
  '/jewelry',
  '/clothing',
  '/accessories',
  '/about',
  '/contact',
  '/faq',
  '/privacy',
  '/returns',
  '/shipping',
  '/terms',
];

/**
 * Every public page in both languages (issue 28), each with its alternates, as search engines read
 * hreflang from a sitemap.
 */
export function sitemapXml(publicUrl: string, productUrls: { id: string; updatedAt: string }[]): string {
  const address = (path: string, language: Language) => xml(`${publicUrl}${pathInLanguage(path, language)}`);
  const alternates = (path: string) =>
    [...LANGUAGES, 'x-default' as const]
      .map(
        (hreflang) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${address(path, hreflang === 'x-default' ? 'en' : hreflang)}"/>`,
      )
      .join('');
  const entries = (path: string, lastmod?: string) =>
    LANGUAGES.map(
      (language) =>
        `  <url><loc>${address(path, language)}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ''}${alternates(path)}</url>`,
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...PUBLIC_PAGES.flatMap((path) => entries(path)),
    ...productUrls.flatMap((product) => entries(`/product/${product.id}`, product.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

// The cart stays crawlable (issue 27): a link to it is a landing page like any other, and what a
// crawler sees there is the same empty cart for everyone. A guest's checkout is kept out.
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /profile',
    'Disallow: /orders',
    'Disallow: /wishlist',
    'Disallow: /*-management',
    'Disallow: /checkout',
    'Disallow: /order-placed',
    'Disallow: /track',
    'Disallow: /auth',
    'Disallow: /reset-password',
    'Disallow: /dashboard',
    'Disallow: /size-charts',
    'Disallow: /coupons',
    'Disallow: /abandoned-carts',
    'Disallow: /shop-settings',
    'Disallow: /admin',
    // The same pages in Hindi (issue 28).
    ...['/profile', '/orders', '/wishlist', '/checkout', '/order-placed', '/track', '/auth'].map(
      (path) => `Disallow: /hi${path}`,
    ),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
