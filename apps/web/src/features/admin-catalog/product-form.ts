import {
  DEFAULT_RATING,
  MAX_CAROUSEL_IMAGES,
  PRODUCT_FIELD_RULES,
  type Category,
  type Product,
  type ProductCreateBody,
} from '@shop/domain';

/** What the Add/Edit Product dialog holds; numbers stay text until they are checked. */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  originalPrice: string;
  /** Id of the chosen parent category. */
  categoryId: string;
  /** Id of the chosen subcategory, or ''. */
  subcategoryId: string;
  stockQuantity: string;
  rating: string;
  reviews: string;
  tags: string;
  sku: string;
  isFeatured: boolean;
  isNew: boolean;
  isActive: boolean;
}

/** The pictures of the form: what the product already has and what is waiting to be uploaded. */
export interface ProductImages {
  mainUrl: string | null;
  mainFile: File | null;
  carouselUrls: string[];
  carouselFiles: File[];
}

export type ProductField =
  | 'name'
  | 'description'
  | 'price'
  | 'originalPrice'
  | 'category'
  | 'stockQuantity'
  | 'rating'
  | 'reviews'
  | 'images';

export type ProductFormErrors = Partial<Record<ProductField, string>>;

/** The body of POST/PUT /products as the form sends it: every field, the main image when there is one. */
export type ProductPayload = Required<Omit<ProductCreateBody, 'image' | 'inStock'>> &
  Pick<ProductCreateBody, 'image'>;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  originalPrice: '',
  categoryId: '',
  subcategoryId: '',
  stockQuantity: '0',
  rating: String(DEFAULT_RATING),
  reviews: '0',
  tags: '',
  sku: '',
  isFeatured: false,
  isNew: false,
  isActive: true,
};

export const NO_IMAGES: ProductImages = {
  mainUrl: null,
  mainFile: null,
  carouselUrls: [],
  carouselFiles: [],
};

/** Tags are comma separated, trimmed, empties dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

const number = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The server's rule for one field, in its words (the back office loads lazily, zod with it). */
function fieldProblem(field: keyof typeof PRODUCT_FIELD_RULES, value: unknown): string | undefined {
  const result = PRODUCT_FIELD_RULES[field].safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'This value is not valid');
}

/** Decision 008, product form: the domain's field rules; the server checks them again. */
export function validateProduct(
  values: ProductFormValues,
  images: ProductImages,
  mode: 'create' | 'edit',
): ProductFormErrors {
  const problems: ProductFormErrors = {
    name: fieldProblem('name', values.name),
    description: fieldProblem('description', values.description),
    price: fieldProblem('price', number(values.price)),
    originalPrice: values.originalPrice.trim()
      ? fieldProblem('originalPrice', number(values.originalPrice))
      : undefined,
    // The form picks a category by id; the rule only asks that one is chosen.
    category: fieldProblem('category', values.categoryId),
    stockQuantity: fieldProblem('stockQuantity', number(values.stockQuantity)),
    rating: values.rating.trim() ? fieldProblem('rating', number(values.rating)) : undefined,
    reviews: values.reviews.trim() ? fieldProblem('reviews', number(values.reviews)) : undefined,
    images:
      mode === 'create' && imageCount(images) === 0 ? 'Please upload at least one product image' : undefined,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message !== undefined));
}

export function imageCount(images: ProductImages): number {
  return (
    (images.mainUrl || images.mainFile ? 1 : 0) + images.carouselUrls.length + images.carouselFiles.length
  );
}

export const isImageFile = (file: File): boolean => file.type.startsWith('image/');

/**
 * The carousel files that may join, or the toast that says why not: every file must be an image and
 * the carousel holds at most 10.
 */
export function checkCarouselFiles(
  images: ProductImages,
  files: File[],
): { ok: true } | { ok: false; title: string; description: string } {
  const notImage = files.find((file) => !isImageFile(file));
  if (notImage) return { ok: false, title: 'Invalid file', description: `${notImage.name} is not an image` };
  if (images.carouselUrls.length + images.carouselFiles.length + files.length > MAX_CAROUSEL_IMAGES) {
    return { ok: false, title: 'Too many images', description: 'Maximum 10 carousel images allowed' };
  }
  return { ok: true };
}

export const parentCategories = (categories: Category[]): Category[] =>
  categories.filter((category) => category.categoryType === 'parent');

/** Decision 008: the product's category is the subcategory's slug when one is chosen, else the parent's. */
export function categorySlugFor(categories: Category[], categoryId: string, subcategoryId: string): string {
  const parent = categories.find((category) => category.id === categoryId);
  if (!parent) return '';
  const sub = subcategoryId ? parent.subcategories.find((item) => item.id === subcategoryId) : undefined;
  return sub?.slug ?? parent.slug;
}

/** Editing maps the product's category and subcategory slugs back to the two selects. */
export function selectionFor(
  categories: Category[],
  product: Pick<Product, 'category' | 'subcategory'>,
): { categoryId: string; subcategoryId: string } {
  const parent = parentCategories(categories).find((category) => category.slug === product.category);
  if (!parent) return { categoryId: '', subcategoryId: '' };
  const sub = product.subcategory
    ? parent.subcategories.find((item) => item.slug === product.subcategory)
    : undefined;
  return { categoryId: parent.id, subcategoryId: sub?.id ?? '' };
}

export function formValuesOf(categories: Category[], product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: String(product.price),
    originalPrice: product.originalPrice === null ? '' : String(product.originalPrice),
    ...selectionFor(categories, product),
    stockQuantity: String(product.stockQuantity),
    rating: String(product.rating),
    reviews: String(product.reviews),
    tags: product.tags.join(', '),
    sku: product.sku ?? '',
    isFeatured: product.isFeatured,
    isNew: product.isNew,
    isActive: product.isActive,
  };
}

export function imagesOf(product: Product): ProductImages {
  const [first, ...rest] = product.images;
  return {
    mainUrl: first ?? product.image,
    mainFile: null,
    carouselUrls: first ? rest : [],
    carouselFiles: [],
  };
}

/**
 * The body to send once the new files are uploaded: `uploaded.main` / `uploaded.carousel` are their
 * URLs. Main image first, then the carousel (decision 008).
 */
export function productPayload(
  values: ProductFormValues,
  categories: Category[],
  images: ProductImages,
  uploaded: { main: string | null; carousel: string[] },
): ProductPayload {
  const main = uploaded.main ?? images.mainUrl;
  const all = [...(main ? [main] : []), ...images.carouselUrls, ...uploaded.carousel];
  const payload: ProductPayload = {
    name: values.name.trim(),
    description: values.description.trim(),
    price: Number(values.price),
    category: categorySlugFor(categories, values.categoryId, values.subcategoryId),
    stockQuantity: Number(values.stockQuantity),
    rating: values.rating.trim() ? Number(values.rating) : DEFAULT_RATING,
    reviews: values.reviews.trim() ? Number(values.reviews) : 0,
    isFeatured: values.isFeatured,
    isNew: values.isNew,
    isActive: values.isActive,
    tags: splitTags(values.tags),
    originalPrice: values.originalPrice.trim() ? Number(values.originalPrice) : null,
    sku: values.sku.trim() || null,
    images: all,
  };
  if (all[0]) payload.image = all[0];
  return payload;
}
