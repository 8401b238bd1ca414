import { describe, expect, it } from 'vitest';
import { imageSrcSet, PLAIN_PRODUCT_FIELDS, PRODUCT_GALLERY_SIZES, type Product } from '@shop/domain';
import { json } from '../../../test/support/test-app.js';
import { listingHeadTags, productHeadTags } from './head-tags.js';

const shop = { name: 'Studio & Co', publicUrl: 'https://shop.example.in' };
const IMAGE = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: '11111111-2222-4333-8444-555555555555',
    name: 'Silver Ring',
    slug: 'silver-ring',
    description: 'Sterling silver, hand-hammered.',
    price: 1299.5,
    originalPrice: null,
    category: 'jewelry',
    subcategory: 'rings',
    categoryName: 'Jewellery',
    subcategoryName: 'Rings',
    stockQuantity: 3,
    inStock: true,
    rating: 4.6,
    reviews: 0,
    isFeatured: false,
    isNew: false,
    tags: [],
    image: `/images/${IMAGE}/640.webp`,
    images: [`/images/${IMAGE}/640.webp`],
    sku: 'RG-01',
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    priceMin: 1299.5,
    priceMax: 1299.5,
    ...PLAIN_PRODUCT_FIELDS,
    ...overrides,
  };
}

/** The JSON-LD blocks of the tags, each ready for json(): [0] the product or breadcrumbs, [1] breadcrumbs. */
const ldBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => ({
    body: match[1] ?? 'null',
  }));
// Parsed loosely for assertions, as json() does for responses.
// eslint-disable-next-line @typescript-eslint/no-unsafe-return
const ld = (html: string, index: number) => json(ldBlocks(html)[index] ?? { body: 'null' });

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('productHeadTags', () => {
  it('gives absolute canonical and Open Graph addresses and a 1200×630 JPEG preview', () => {
    const html = productHeadTags(product(), shop);
    const page = 'https://shop.example.in/product/11111111-2222-4333-8444-555555555555';
    expect(html).toContain(`<link rel="canonical" href="${page}">`);
    expect(metaContent(html, 'og:url')).toBe(page);
    expect(metaContent(html, 'og:image')).toBe(`https://shop.example.in/images/${IMAGE}/share.jpg`);
    expect(metaContent(html, 'og:image:type')).toBe('image/jpeg');
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  });

  it('describes the product, its offer and its place in the catalogue in JSON-LD', () => {
    const html = productHeadTags(product(), shop);
    const data = ld(html, 0);
    const crumbs = ld(html, 1);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Silver Ring',
      sku: 'RG-01',
      brand: { '@type': 'Brand', name: 'Studio & Co' },
      offers: {
        '@type': 'Offer',
        price: '1299.50',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example.in/product/11111111-2222-4333-8444-555555555555',
        seller: { name: 'Studio & Co' },
      },
    });
    expect(data?.image[0]).toBe(`https://shop.example.in/images/${IMAGE}/share.jpg`);
    expect(data?.image[1]).toBe(`https://shop.example.in/images/${IMAGE}/1024.webp`);
    expect(crumbs?.['@type']).toBe('BreadcrumbList');
    expect(
      crumbs?.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item]),
    ).toEqual([
      ['Home', 'https://shop.example.in/'],
      ['Jewellery', 'https://shop.example.in/jewelry'],
      ['Rings', 'https://shop.example.in/category/rings'],
      ['Silver Ring', 'https://shop.example.in/product/11111111-2222-4333-8444-555555555555'],
    ]);
  });

  it('names the material of the piece when the shop gives it', () => {
    expect(ld(productHeadTags(product({ material: 'Sterling silver' }), shop), 0)?.material).toBe(
      'Sterling silver',
    );
    expect(ld(productHeadTags(product(), shop), 0)).not.toHaveProperty('material');
  });

  it('names the country the piece was made in (default India)', () => {
    expect(ld(productHeadTags(product(), shop), 0)?.countryOfOrigin).toEqual({
      '@type': 'Country',
      name: 'India',
    });
    expect(ld(productHeadTags(product({ countryOfOrigin: 'Nepal' }), shop), 0)?.countryOfOrigin).toEqual({
      '@type': 'Country',
      name: 'Nepal',
    });
  });

  const variant = (sku: string, title: string, price: number, stockQuantity = 2) => ({
    id: `00000000-0000-4000-8000-00000000000${title.length}`,
    sku,
    title,
    optionValues: { Size: title },
    price,
    originalPrice: null,
    stockQuantity,
    inStock: stockQuantity > 0,
    image: null,
  });

  it('offers a range of prices as one aggregate offer, and names the first variant’s SKU', () => {
    const sized = product({
      sku: null,
      price: 899,
      priceMin: 899,
      priceMax: 999,
      options: [{ name: 'Size', values: ['M', 'XXL'] }],
      variants: [variant('KUR-007-M', 'M', 899), variant('KUR-007-XXL', 'XXL', 999)],
    });
    const data = ld(productHeadTags(sized, shop), 0);
    expect(data.sku).toBe('KUR-007-M');
    expect(data.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '899.00',
      highPrice: '999.00',
      offerCount: 2,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
    });
    expect(data.offers).not.toHaveProperty('price');
    // Sizes at one price are a plain offer at that price.
    const samePrice = ld(
      productHeadTags(
        product({ ...sized, priceMax: 899, variants: [variant('A-M', 'M', 899), variant('A-L', 'L', 899)] }),
        shop,
      ),
      0,
    );
    expect(samePrice.offers).toMatchObject({ '@type': 'Offer', price: '899.00' });
  });

  it('says a sold one-of-a-kind piece is sold out and a made-to-order one is made to order', () => {
    const sold = product({ isOneOfAKind: true, isSold: true, stockQuantity: 0, inStock: false });
    expect(ld(productHeadTags(sold, shop), 0).offers.availability).toBe('https://schema.org/SoldOut');
    const made = product({ madeToOrder: true, leadTimeDays: 21, stockQuantity: 0, inStock: true });
    expect(ld(productHeadTags(made, shop), 0).offers.availability).toBe('https://schema.org/MadeToOrder');
    const inactive = product({ madeToOrder: true, leadTimeDays: 21, stockQuantity: 0, inStock: false });
    expect(ld(productHeadTags(inactive, shop), 0).offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('names the craft as a property of the piece', () => {
    expect(ld(productHeadTags(product({ craft: 'Dabu print' }), shop), 0).additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Craft', value: 'Dabu print' },
    ]);
    expect(ld(productHeadTags(product(), shop), 0)).not.toHaveProperty('additionalProperty');
  });

  it('claims a rating only when reviews stand behind it', () => {
    const unreviewed = ld(productHeadTags(product({ rating: 4.8, reviews: 0 }), shop), 0);
    expect(unreviewed).not.toHaveProperty('aggregateRating');
    const reviewed = ld(productHeadTags(product({ rating: 4.25, reviews: 7 }), shop), 0);
    expect(reviewed?.aggregateRating).toMatchObject({ ratingValue: '4.3', reviewCount: 7 });
  });

  it('preloads the first picture at high priority, in the widths and sizes the gallery draws it', () => {
    const html = productHeadTags(
      product({ images: [`/images/${IMAGE}/640.webp`, '/images/other/640.webp'] }),
      shop,
    );
    const preloads = html.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    const link = preloads[0] ?? '';
    expect(link).toContain(`href="/images/${IMAGE}/640.webp"`);
    expect(link).toContain('fetchpriority="high"');
    expect(link).toContain(`imagesrcset="${imageSrcSet(`/images/${IMAGE}/640.webp`)}"`);
    expect(link).toContain(`imagesizes="${PRODUCT_GALLERY_SIZES}"`);
    expect(productHeadTags(product({ images: [] }), shop)).not.toContain('rel="preload"');
  });

  it('says out of stock, and falls back to a text card without a picture', () => {
    const html = productHeadTags(
      product({ stockQuantity: 0, inStock: false, images: [], image: null }),
      shop,
    );
    expect(ld(html, 0).offers.availability).toBe('https://schema.org/OutOfStock');
    expect(html).not.toContain('og:image');
    expect(metaContent(html, 'twitter:card')).toBe('summary');
  });

  it('escapes a hostile name everywhere it appears', () => {
    const evil = '</script><script>alert("x")</script> & "quotes"';
    const html = productHeadTags(product({ name: evil, description: evil, subcategoryName: evil }), shop);
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot; | Studio &amp; Co</title>',
    );
    const data = ld(html, 0);
    const crumbs = ld(html, 1);
    expect(data?.name).toBe(evil);
    expect(crumbs?.itemListElement[2].name).toBe(evil);
  });
});

describe('listingHeadTags', () => {
  const rings = {
    category: { name: 'Rings', slug: 'rings' },
    parent: { name: 'Jewellery', slug: 'jewelry' },
  };

  it('points the canonical address at the listing, keeping the page only after the first', () => {
    for (const page of [undefined, 1, 0, -2, 1.5]) {
      const html = listingHeadTags({ ...rings, page }, shop);
      expect(html).toContain('<link rel="canonical" href="https://shop.example.in/category/rings">');
    }
    const third = listingHeadTags({ ...rings, page: 3 }, shop);
    expect(third).toContain('<link rel="canonical" href="https://shop.example.in/category/rings?page=3">');
    expect(metaContent(third, 'og:url')).toBe('https://shop.example.in/category/rings?page=3');
    expect(third).toContain('<title>Rings (page 3) | Studio &amp; Co</title>');
  });

  it('gives a parent its own address, a breadcrumb trail and a preview of its cover picture', () => {
    const html = listingHeadTags(
      { category: { name: 'Jewellery', slug: 'jewelry', imageUrl: `/images/${IMAGE}/640.webp` } },
      shop,
    );
    expect(html).toContain('<link rel="canonical" href="https://shop.example.in/jewelry">');
    expect(metaContent(html, 'og:image')).toBe(`https://shop.example.in/images/${IMAGE}/share.jpg`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    const crumbs = ld(html, 0);
    expect(crumbs?.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      'https://shop.example.in/',
      'https://shop.example.in/jewelry',
    ]);
  });

  it('nests a subcategory under its parent and escapes its name', () => {
    const html = listingHeadTags(
      {
        category: { name: '<b>Rings</b> & "more"', slug: 'rings', description: 'Rings <i>for all</i>' },
        parent: rings.parent,
      },
      shop,
    );
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<i>');
    expect(metaContent(html, 'description')).toBe('Rings &lt;i&gt;for all&lt;/i&gt;');
    const crumbs = ld(html, 0);
    expect(crumbs?.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'Jewellery',
      '<b>Rings</b> & "more"',
    ]);
  });
});
