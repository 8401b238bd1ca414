import { z } from 'zod';
import { limitParam, pageParam, PaginationSchema, queryBoolean } from './api.js';

export const LISTING_PAGE_SIZE = 12;
export const ADMIN_PAGE_SIZE = 10;
export const HOME_FEATURED_COUNT = 4;
export const DEFAULT_FEATURED_LIMIT = 8;
export const SEARCH_DROPDOWN_LIMIT = 10;
export const SUGGESTIONS_DEFAULT_LIMIT = 5;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;
export const DEFAULT_RATING = 4.8;
export const MAX_CAROUSEL_IMAGES = 10;
export const MAX_IMAGES_PER_UPLOAD = 10;
/** Widths (px) of the WebP variants stored for every image; the storefront picks one with srcset. */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
/** Open top bound of the last price preset (decision 008). */
export const OPEN_PRICE_BOUND = 999_999;

export const PARENT_CATEGORY_SLUGS = ['jewelry', 'clothing', 'accessories'] as const;
export type ParentCategorySlug = (typeof PARENT_CATEGORY_SLUGS)[number];

export interface PricePreset {
  label: string;
  min: number;
  max: number;
}

function presets(bounds: readonly number[]): PricePreset[] {
  const [first, ...rest] = bounds;
  if (first === undefined) return [];
  const list: PricePreset[] = [{ label: `Under ₹${first.toLocaleString('en-IN')}`, min: 0, max: first }];
  let low = first;
  for (const high of rest) {
    list.push({
      label: `₹${low.toLocaleString('en-IN')} - ₹${high.toLocaleString('en-IN')}`,
      min: low,
      max: high,
    });
    low = high;
  }
  list.push({ label: `Above ₹${low.toLocaleString('en-IN')}`, min: low, max: OPEN_PRICE_BOUND });
  return list;
}

/** Price-range presets of each listing page (decision 008). */
export const PRICE_PRESETS: Record<ParentCategorySlug, PricePreset[]> = {
  jewelry: presets([500, 1000, 2000]),
  clothing: presets([500, 1000, 1500]),
  accessories: presets([300, 500, 800]),
};

/** The presets for any listing; other categories use the jewellery ranges. */
export function pricePresetsFor(slug: string): PricePreset[] {
  return (PRICE_PRESETS as Record<string, PricePreset[]>)[slug] ?? PRICE_PRESETS.jewelry;
}

/** Lower-case, ASCII, words joined by hyphens: `Kundan Jhumka Earrings` → `kundan-jhumka-earrings`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** The SKU, else the first 8 characters of the id upper-cased (decision 008). */
export function displaySku(product: { id: string; sku?: string | null }): string {
  return product.sku?.trim() ? product.sku : product.id.slice(0, 8).toUpperCase();
}

/** A product can be bought only when it is in stock and has units left (decision 008). */
export function isAvailable(product: { inStock?: boolean | null; stockQuantity: number }): boolean {
  return product.inStock !== false && product.stockQuantity > 0;
}

/** Where a category card leads: the three parent pages by slug, else /category/{slug}. */
export function categoryPath(slug: string): string {
  return (PARENT_CATEGORY_SLUGS as readonly string[]).includes(slug) ? `/${slug}` : `/category/${slug}`;
}

/** Image URLs are `/images/{id}/{width}.webp`; this lists every stored width for srcset. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  const match = url ? /^(\/images\/[^/]+)\/\d+\.webp$/.exec(url) : null;
  if (!match) return undefined;
  return IMAGE_WIDTHS.map((width) => `${match[1]}/${width}.webp ${width}w`).join(', ');
}

export const ProductSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  /** Rupees. */
  price: z.number(),
  originalPrice: z.number().nullable(),
  /** Slug of the parent category. */
  category: z.string(),
  /** Slug of the subcategory, when the product sits in one. */
  subcategory: z.string().nullable(),
  categoryName: z.string(),
  subcategoryName: z.string().nullable(),
  stockQuantity: z.number().int(),
  inStock: z.boolean(),
  rating: z.number(),
  reviews: z.number().int(),
  isFeatured: z.boolean(),
  isNew: z.boolean(),
  tags: z.array(z.string()),
  /** Main image URL (the 640 px variant), or null. */
  image: z.string().nullable(),
  /** Every image URL, main first. */
  images: z.array(z.string()),
  sku: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

export const CategoryRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  icon: z.string().nullable(),
});
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

export const CategoryTypeSchema = z.enum(['parent', 'subcategory']);
export type CategoryType = z.infer<typeof CategoryTypeSchema>;

export const CategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  imageUrl: z.string().nullable(),
  parentId: z.uuid().nullable(),
  categoryType: CategoryTypeSchema,
  isActive: z.boolean(),
  parent: CategoryRefSchema.nullable(),
  subcategories: z.array(CategoryRefSchema),
  /** Active products in this category and its subcategories. */
  productCount: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;

export const SORT_FIELDS = ['price', 'newest', 'rating', 'name'] as const;
export const SortFieldSchema = z.enum(SORT_FIELDS);
export const SortOrderSchema = z.enum(['asc', 'desc']);

const commaList = z
  .string()
  .max(500)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
const rupeeBound = z.coerce.number().min(0).max(OPEN_PRICE_BOUND);
const searchText = z.string().trim().max(100);

export const ProductListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(LISTING_PAGE_SIZE),
  /** Comma-separated category slugs; a parent slug means the parent and all its subcategories. */
  category: commaList.optional(),
  minPrice: rupeeBound.optional(),
  maxPrice: rupeeBound.optional(),
  inStock: queryBoolean.optional(),
  isFeatured: queryBoolean.optional(),
  isNew: queryBoolean.optional(),
  search: searchText.optional(),
  sortBy: SortFieldSchema.optional(),
  sortOrder: SortOrderSchema.optional(),
  tags: commaList.optional(),
  includeInactive: queryBoolean.optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ProductListSchema = z.object({ products: z.array(ProductSchema), pagination: PaginationSchema });
export type ProductList = z.infer<typeof ProductListSchema>;

export const ProductSearchQuerySchema = z.object({
  q: searchText.pipe(
    z.string().min(SEARCH_MIN_CHARS, `Search needs at least ${SEARCH_MIN_CHARS} characters`),
  ),
  category: commaList.optional(),
  minPrice: rupeeBound.optional(),
  maxPrice: rupeeBound.optional(),
  limit: limitParam(SEARCH_DROPDOWN_LIMIT, 50),
});
export type ProductSearchQuery = z.infer<typeof ProductSearchQuerySchema>;

export const SuggestionsQuerySchema = z.object({
  q: searchText,
  limit: limitParam(SUGGESTIONS_DEFAULT_LIMIT, 20),
});

export const SuggestionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  price: z.number(),
  image: z.string().nullable(),
  categoryName: z.string(),
  subcategoryName: z.string().nullable(),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;

export const FeaturedQuerySchema = z.object({ limit: limitParam(DEFAULT_FEATURED_LIMIT, 50) });

export const IncludeInactiveQuerySchema = z.object({ includeInactive: queryBoolean.optional() });

export const SlugParamsSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9-]+$/, 'Must be a lower-case slug'),
});

export const CategoryIdParamsSchema = z.object({ categoryId: z.uuid({ message: 'Must be a valid id' }) });

/** The `data` of the catalogue's answers. */
export const CategoryListSchema = z.object({ categories: z.array(CategorySchema) });
export const CategoryResultSchema = z.object({ category: CategorySchema });
export const ProductArraySchema = z.object({ products: z.array(ProductSchema) });
export const ProductResultSchema = z.object({ product: ProductSchema });
export const SuggestionListSchema = z.object({ suggestions: z.array(SuggestionSchema) });
