import { createHash, randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { IMAGE_WIDTHS, slugify, type OptionValues, type ProductOption } from '@shop/domain';
import type { Db } from '../../src/db/client.js';
import {
  categories,
  images,
  imageVariants,
  productImages,
  products,
  productVariants,
} from '../../src/db/schema/index.js';

/**
 * Catalogue rows written straight to the database, for tests of any module that needs categories
 * and products. They bypass the admin API on purpose: a cart or order test should not depend on it.
 */

let counter = 0;
const next = () => (counter += 1);

export interface CategoryFixture {
  name: string;
  /** Defaults to slugify(name), so `{ name: 'Jewelry' }` is the `jewelry` parent page. */
  slug?: string;
  /** Set for a subcategory; omitted makes a parent category. */
  parentId?: string | null;
  isActive?: boolean;
  icon?: string | null;
  description?: string | null;
  sortOrder?: number;
}

export interface CreatedCategory {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
  isActive: boolean;
}

export async function createCategory(db: Db, input: CategoryFixture): Promise<CreatedCategory> {
  const parentId = input.parentId ?? null;
  const [row] = await db
    .insert(categories)
    .values({
      name: input.name,
      slug: input.slug ?? slugify(input.name),
      parentId,
      categoryType: parentId ? 'subcategory' : 'parent',
      isActive: input.isActive ?? true,
      icon: input.icon ?? null,
      description: input.description ?? null,
      sortOrder: input.sortOrder ?? 0,
    })
    .returning({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      parentId: categories.parentId,
      isActive: categories.isActive,
    });
  if (!row) throw new Error('category not created');
  return row;
}

export interface ProductFixture {
  name: string;
  /** Rupees, as the API speaks them. */
  price: number;
  originalPrice?: number | null;
  /** A subcategory or a parent category. */
  categoryId: string;
  /** Defaults to a unique slug built from the name. */
  slug?: string;
  description?: string;
  stockQuantity?: number;
  isActive?: boolean;
  isFeatured?: boolean;
  isNew?: boolean;
  tags?: string[];
  sku?: string | null;
  /** As if reviews had been written: sets the stored average and count (count 1 unless given). */
  rating?: number;
  reviewCount?: number;
  /** Main image first; see createImage. */
  imageIds?: string[];
  /** For tests of "newest" ordering. */
  createdAt?: Date;
  /** Options and their variants; without them the product has its default variant. */
  options?: ProductOption[];
  variants?: VariantFixture[];
  isOneOfAKind?: boolean;
  madeToOrder?: boolean;
  leadTimeDays?: number | null;
  personalisation?: { label: string; maxLength: number } | null;
  craft?: string | null;
  material?: string | null;
  origin?: string | null;
  artisan?: string | null;
  care?: string | null;
}

export interface VariantFixture {
  optionValues: OptionValues;
  sku?: string;
  /** Rupees; the product's price when omitted. */
  price?: number;
  originalPrice?: number | null;
  stockQuantity?: number;
}

export interface CreatedProduct {
  id: string;
  name: string;
  slug: string;
  categoryId: string;
  pricePaise: number;
  stockQuantity: number;
  /** The first variant: the default variant of a product without options. */
  variantId: string;
  /** Every variant in order, with its SKU and values. */
  variants: { id: string; sku: string; optionValues: OptionValues }[];
}

export async function createProduct(db: Db, input: ProductFixture): Promise<CreatedProduct> {
  const n = next();
  const [row] = await db
    .insert(products)
    .values({
      name: input.name,
      slug: input.slug ?? `${slugify(input.name) || 'product'}-${n}`,
      description: input.description ?? `${input.name}, handcrafted in our studio.`,
      pricePaise: Math.round(input.price * 100),
      originalPricePaise:
        input.originalPrice === undefined || input.originalPrice === null
          ? null
          : Math.round(input.originalPrice * 100),
      categoryId: input.categoryId,
      stockQuantity: input.stockQuantity ?? 10,
      isActive: input.isActive ?? true,
      isFeatured: input.isFeatured ?? false,
      isNew: input.isNew ?? false,
      tags: input.tags ?? [],
      sku: input.sku ?? null,
      // The figures reviews would have left (decision 030): a rating always stands for some reviews.
      ...(input.rating === undefined ? {} : { rating: input.rating, reviewCount: input.reviewCount ?? 1 }),
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      options: input.options ?? [],
      isOneOfAKind: input.isOneOfAKind ?? false,
      madeToOrder: input.madeToOrder ?? false,
      leadTimeDays: input.leadTimeDays ?? null,
      personalisationLabel: input.personalisation?.label ?? null,
      personalisationMaxLength: input.personalisation?.maxLength ?? null,
      craft: input.craft ?? null,
      material: input.material ?? null,
      origin: input.origin ?? null,
      artisan: input.artisan ?? null,
      care: input.care ?? null,
    })
    .returning({
      id: products.id,
      name: products.name,
      slug: products.slug,
      categoryId: products.categoryId,
      pricePaise: products.pricePaise,
      stockQuantity: products.stockQuantity,
    });
  if (!row) throw new Error('product not created');
  if (input.imageIds?.length) {
    await db
      .insert(productImages)
      .values(input.imageIds.map((imageId, position) => ({ productId: row.id, imageId, position })));
  }
  // A product without options got its default variant from the insert's trigger.
  if (input.options?.length && input.variants?.length) {
    const stem = (input.sku ?? row.id.slice(0, 8)).toUpperCase();
    await db.insert(productVariants).values(
      input.variants.map((variant, position) => ({
        productId: row.id,
        sku: variant.sku ?? [stem, ...Object.values(variant.optionValues)].join('-').toUpperCase(),
        optionValues: variant.optionValues,
        position,
        pricePaise: Math.round((variant.price ?? input.price) * 100),
        originalPricePaise:
          variant.originalPrice === undefined || variant.originalPrice === null
            ? null
            : Math.round(variant.originalPrice * 100),
        stockQuantity: variant.stockQuantity ?? 10,
      })),
    );
  }
  const variants = await db
    .select({ id: productVariants.id, sku: productVariants.sku, optionValues: productVariants.optionValues })
    .from(productVariants)
    .where(eq(productVariants.productId, row.id))
    .orderBy(asc(productVariants.position), asc(productVariants.createdAt));
  const [product] = await db
    .select({ pricePaise: products.pricePaise, stockQuantity: products.stockQuantity })
    .from(products)
    .where(eq(products.id, row.id));
  return { ...row, ...product, variantId: variants[0]?.id ?? '', variants };
}

/**
 * An image with a variant at every stored width. The bytes are placeholders (not a real WebP)
 * unless given: the image route serves whatever is stored.
 */
export async function createImage(
  db: Db,
  options: { bytes?: (width: number) => Buffer } = {},
): Promise<{ id: string; bytes: Map<number, Buffer> }> {
  const [image] = await db
    .insert(images)
    .values({
      contentHash: createHash('sha256').update(randomBytes(16)).digest('hex'),
      width: 1024,
      height: 1024,
    })
    .returning({ id: images.id });
  if (!image) throw new Error('image not created');
  const bytes = new Map<number, Buffer>();
  for (const width of IMAGE_WIDTHS) {
    bytes.set(width, options.bytes?.(width) ?? Buffer.from(`RIFF-fake-webp-${width}-${image.id}`));
  }
  await db
    .insert(imageVariants)
    .values([...bytes].map(([width, data]) => ({ imageId: image.id, width, bytes: data })));
  return { id: image.id, bytes };
}
