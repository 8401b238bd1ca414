import { displaySku, isAvailable, type Product } from '@shop/domain';
import { escapeHtml } from '../../lib/text.js';

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

/** The 1024 px variant: link previews want a picture at least 600 px wide. */
const shareImage = (url: string) => url.replace(/\/\d+\.webp$/, '/1024.webp');

/**
 * <head> tags of a product page, so that a shared link previews with its picture and price
 * (decision 008): title, description, Open Graph and JSON-LD.
 */
export function productHeadTags(product: Product, shop: { name: string; publicUrl: string }): string {
  const pageUrl = `${shop.publicUrl}/product/${product.id}`;
  const description = summary(product.description || product.name);
  const images = product.images.map((url) => `${shop.publicUrl}${shareImage(url)}`);
  const price = product.price.toFixed(2);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: images,
    description,
    sku: displaySku(product),
    ...(product.categoryName ? { category: product.categoryName } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price,
      priceCurrency: 'INR',
      availability: isAvailable(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
  return [
    `<title>${escapeHtml(`${product.name} | ${shop.name}`)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', shop.name),
    meta('property', 'og:title', product.name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', pageUrl),
    ...(images[0] ? [meta('property', 'og:image', images[0])] : []),
    meta('property', 'product:price:amount', price),
    meta('property', 'product:price:currency', 'INR'),
    meta('name', 'twitter:card', images[0] ? 'summary_large_image' : 'summary'),
    `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
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
];

export function sitemapXml(publicUrl: string, productUrls: { id: string; updatedAt: string }[]): string {
  const entry = (path: string, lastmod?: string) =>
    `  <url><loc>${xml(`${publicUrl}${path}`)}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((path) => entry(path)),
    ...productUrls.map((product) => entry(`/product/${product.id}`, product.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /cart',
    'Disallow: /profile',
    'Disallow: /orders',
    'Disallow: /wishlist',
    'Disallow: /*-management',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
