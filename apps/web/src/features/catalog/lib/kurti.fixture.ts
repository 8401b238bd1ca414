/* eslint-disable lingui/no-unlocalized-strings -- a test fixture: product data, not the UI's words */
import { PLAIN_PRODUCT_FIELDS, type Product, type ProductVariant } from '@shop/domain';

// Test data: a product sold in sizes and colours, for the product page's tests.

let next = 0;
export function variant(
  optionValues: Record<string, string>,
  extra: Partial<ProductVariant> = {},
): ProductVariant {
  next += 1;
  const title = Object.values(optionValues).join(' / ');
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    sku: `KUR-${title.replace(/ \/ /g, '-')}`,
    title,
    optionValues,
    price: 1200,
    originalPrice: 1500,
    stockQuantity: 3,
    inStock: true,
    image: null,
    ...extra,
  };
}

const soldOut = { stockQuantity: 0, inStock: false };

/** A kurti in S/M/L and Indigo/Rust: L/Rust is not made, M/Indigo is sold out, L/Indigo costs more. */
export function kurti(): Product {
  const variants = [
    variant({ Size: 'S', Colour: 'Indigo' }),
    variant({ Size: 'S', Colour: 'Rust' }, { image: '/images/rust/640.webp' }),
    variant({ Size: 'M', Colour: 'Indigo' }, soldOut),
    variant({ Size: 'M', Colour: 'Rust' }, { image: '/images/rust/640.webp' }),
    variant({ Size: 'L', Colour: 'Indigo' }, { price: 1400, originalPrice: null }),
  ];
  return {
    ...PLAIN_PRODUCT_FIELDS,
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Indigo Dabu Kurti',
    slug: 'indigo-dabu-kurti',
    description: 'Hand block-printed.',
    price: 1200,
    originalPrice: 1500,
    priceMin: 1200,
    priceMax: 1400,
    category: 'clothing',
    subcategory: 'kurtis',
    categoryName: 'Clothing',
    subcategoryName: 'Kurtis',
    stockQuantity: 12,
    inStock: true,
    rating: 0,
    reviews: 0,
    isFeatured: false,
    isNew: false,
    tags: [],
    image: '/images/main/640.webp',
    images: ['/images/main/640.webp', '/images/back/640.webp'],
    sku: null,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    options: [
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Colour', values: ['Indigo', 'Rust'] },
    ],
    variants,
  };
}
