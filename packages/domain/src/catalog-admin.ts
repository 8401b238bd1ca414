import { z } from 'zod';
import { strictBody } from './api.js';
import { CategoryTypeSchema, MAX_CAROUSEL_IMAGES, OPEN_PRICE_BOUND, type CategoryType } from './catalog.js';

/** Bodies of the admin catalogue writes (products, categories) and of the image upload answer. */

export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const PRODUCT_TAGS_MAX = 20;
export const PRODUCT_TAG_MAX = 40;
export const PRODUCT_SKU_MAX = 40;
export const STOCK_MAX = 1_000_000;
export const REVIEWS_BASE_MAX = 1_000_000;
export const CATEGORY_NAME_MAX = 80;
export const CATEGORY_DESCRIPTION_MAX = 500;
export const CATEGORY_ICON_MAX = 8;

const PRICE_MESSAGE = 'Valid price is required';

/** Whole paise: floating point makes 19.99 * 100 = 1998.9999…, so compare with a tolerance. */
const atMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
const tenths = (value: number) => Math.abs(Math.round(value * 10) - value * 10) < 1e-6;

/**
 * Where an uploaded image is served: `/images/{id}/{width}.webp`, optionally with the shop's own
 * origin in front (a form may echo back an absolute URL). The id is what the server keeps.
 */
export const UPLOADED_IMAGE_URL =
  /^(?:https?:\/\/[^/\s]+)?\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/\d+\.webp$/i;

export function imageIdOfUrl(url: string): string | null {
  return UPLOADED_IMAGE_URL.exec(url.trim())?.[1]?.toLowerCase() ?? null;
}

const imageUrlField = z
  .string()
  .trim()
  .max(300)
  .refine((url) => imageIdOfUrl(url) !== null, 'Use an image uploaded to the shop');

const rupees = (message: string) =>
  z.number({ error: message }).refine(Number.isFinite, message).refine(atMostTwoDecimals, message);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Every field a product form may send, each with its rule; the back office's form checks fields
 * with these same rules while typing. Create applies defaults for the optional ones; update
 * changes only the fields sent. `inStock` is accepted because the form sends it, and ignored:
 * it follows from the stock quantity.
 */
export const PRODUCT_FIELD_RULES = {
  name: z
    .string({ error: 'Product name is required' })
    .trim()
    .min(1, 'Product name is required')
    .max(PRODUCT_NAME_MAX, `Product name must be at most ${PRODUCT_NAME_MAX} characters`),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(PRODUCT_DESCRIPTION_MAX, `Description must be at most ${PRODUCT_DESCRIPTION_MAX} characters`),
  price: rupees(PRICE_MESSAGE).gt(0, PRICE_MESSAGE).max(OPEN_PRICE_BOUND, PRICE_MESSAGE),
  originalPrice: rupees('Original price must be 0 or more, with at most 2 decimals')
    .min(0, 'Original price must be 0 or more, with at most 2 decimals')
    .max(OPEN_PRICE_BOUND, `Original price may be at most ${OPEN_PRICE_BOUND}`)
    .nullish(),
  category: z
    .string({ error: 'Please select a category' })
    .trim()
    .min(1, 'Please select a category')
    .max(120, 'Please select a category'),
  stockQuantity: z
    .number({ error: 'Stock quantity must be a whole number of 0 or more' })
    .int('Stock quantity must be a whole number of 0 or more')
    .min(0, 'Stock quantity must be a whole number of 0 or more')
    .max(STOCK_MAX, `Stock quantity may be at most ${STOCK_MAX}`),
  rating: z
    .number({ error: 'Rating must be between 0 and 5' })
    .min(0, 'Rating must be between 0 and 5')
    .max(5, 'Rating must be between 0 and 5')
    .refine(tenths, 'Rating has at most one decimal'),
  reviews: z
    .number({ error: 'Reviews must be a whole number of 0 or more' })
    .int('Reviews must be a whole number of 0 or more')
    .min(0, 'Reviews must be a whole number of 0 or more')
    .max(REVIEWS_BASE_MAX, `Reviews may be at most ${REVIEWS_BASE_MAX}`),
  isFeatured: z.boolean(),
  isNew: z.boolean(),
  isActive: z.boolean(),
  inStock: z.boolean(),
  tags: z
    .array(z.string().trim().max(PRODUCT_TAG_MAX, `Tags must be at most ${PRODUCT_TAG_MAX} characters`))
    .transform((tags) => [...new Set(tags.filter(Boolean))])
    .pipe(z.array(z.string()).max(PRODUCT_TAGS_MAX, `At most ${PRODUCT_TAGS_MAX} tags`)),
  sku: optionalText(PRODUCT_SKU_MAX, 'SKU'),
  image: imageUrlField.nullish(),
  images: z.array(imageUrlField).max(MAX_CAROUSEL_IMAGES + 1, 'Maximum 10 carousel images allowed'),
};

export const ProductCreateSchema = strictBody({
  ...PRODUCT_FIELD_RULES,
  rating: PRODUCT_FIELD_RULES.rating.optional(),
  reviews: PRODUCT_FIELD_RULES.reviews.optional(),
  isFeatured: PRODUCT_FIELD_RULES.isFeatured.optional(),
  isNew: PRODUCT_FIELD_RULES.isNew.optional(),
  isActive: PRODUCT_FIELD_RULES.isActive.optional(),
  inStock: PRODUCT_FIELD_RULES.inStock.optional(),
  tags: PRODUCT_FIELD_RULES.tags.optional(),
  sku: PRODUCT_FIELD_RULES.sku.optional(),
  images: PRODUCT_FIELD_RULES.images.optional(),
});
export type ProductCreateInput = z.infer<typeof ProductCreateSchema>;
/** What a client sends to create a product (before defaults and trimming). */
export type ProductCreateBody = z.input<typeof ProductCreateSchema>;

export const ProductUpdateSchema = strictBody(z.object(PRODUCT_FIELD_RULES).partial().shape);
export type ProductUpdateInput = z.infer<typeof ProductUpdateSchema>;

/**
 * The image URLs of a product form as stored order: the main image first, then the carousel,
 * each once. The form sends the main image both as `image` and as `images[0]`, or only once.
 */
export function productImageUrls(image: string | null | undefined, images: readonly string[]): string[] {
  const ordered = image ? [image, ...images] : [...images];
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const url of ordered) {
    const id = imageIdOfUrl(url);
    if (id && !seen.has(id)) {
      seen.add(id);
      urls.push(url);
    }
  }
  return urls;
}

const CategoryNameSchema = z
  .string({ error: 'Category name is required' })
  .trim()
  .min(1, 'Category name is required')
  .max(CATEGORY_NAME_MAX, `Category name must be at most ${CATEGORY_NAME_MAX} characters`);

export const CategoryInputSchema = strictBody({
  name: CategoryNameSchema,
  description: optionalText(CATEGORY_DESCRIPTION_MAX, 'Description'),
  icon: z
    .string()
    .trim()
    .refine(
      (icon) => [...icon].length <= CATEGORY_ICON_MAX,
      `Icon must be at most ${CATEGORY_ICON_MAX} characters`,
    )
    .nullish()
    .transform((value) => (value ? value : null)),
  imageUrl: z
    .union([z.literal(''), imageUrlField])
    .nullish()
    .transform((value) => (value ? value : null)),
  parentId: z
    .union([z.literal(''), z.uuid({ message: 'Choose a parent category' })])
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null)),
  /** When left out: a subcategory if a parent is given, else a parent. */
  categoryType: CategoryTypeSchema.optional(),
  isActive: z.boolean().optional(),
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

export const PARENT_REQUIRED = 'Parent category is required for subcategories';

/** The category's type as stored: the one chosen, else a subcategory when a parent is named. */
export function categoryTypeOf(input: {
  categoryType?: CategoryType | undefined;
  parentId?: string | null | undefined;
}): CategoryType {
  return input.categoryType ?? (input.parentId ? 'subcategory' : 'parent');
}

/**
 * What is wrong with a category's name and placement, field by field (decision 008): the server
 * refuses these, and the back-office form says them before sending.
 */
export function categoryProblems(input: {
  name: string;
  categoryType?: CategoryType | undefined;
  parentId?: string | null | undefined;
}): Partial<Record<'name' | 'parentId', string>> {
  const problems: Partial<Record<'name' | 'parentId', string>> = {};
  const name = CategoryNameSchema.safeParse(input.name);
  if (!name.success) problems.name = name.error.issues[0]?.message ?? 'Category name is required';
  if (categoryTypeOf(input) === 'subcategory' && !input.parentId) problems.parentId = PARENT_REQUIRED;
  return problems;
}
/** What a client sends to create or change a category. */
export type CategoryBody = z.input<typeof CategoryInputSchema>;

export const UploadedImageSchema = z.object({ id: z.uuid(), url: z.string() });
export type UploadedImage = z.infer<typeof UploadedImageSchema>;
export const UploadedImagesSchema = z.object({ images: z.array(UploadedImageSchema) });
