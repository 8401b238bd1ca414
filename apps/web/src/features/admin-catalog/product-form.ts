import {
  combinationKey,
  DEFAULT_PERSONALISATION_MAX,
  MAX_CAROUSEL_IMAGES,
  productVariantProblems,
  ProductUpdateSchema,
  DEFAULT_COUNTRY_OF_ORIGIN,
  type Category,
  type GstRuleInput,
  type Product,
  type ProductCreateBody,
} from '@shop/domain';
import {
  FLAT_RULE_VALUES,
  gstRuleErrors,
  gstRuleValuesOf,
  gstSlabPayload,
  type GstRuleValues,
} from './gst-rule-form';
import {
  optionBody,
  optionDraftOf,
  rowKey,
  rowsOf,
  withMissingVariants,
  type OptionDraft,
  type VariantRow,
} from './variant-form';

/** What the Add/Edit Product dialog holds; numbers stay text until they are checked. */
export interface ProductFormValues extends GstRuleValues {
  name: string;
  description: string;
  price: string;
  originalPrice: string;
  /** Id of the chosen parent category. */
  categoryId: string;
  /** Id of the chosen subcategory, or ''. */
  subcategoryId: string;
  stockQuantity: string;
  tags: string;
  sku: string;
  isFeatured: boolean;
  isNew: boolean;
  isActive: boolean;
  /** Up to three options; [] for a product sold as one thing (decision 024). */
  options: OptionDraft[];
  /** The variant grid; for a product without options it only keeps the default variant's id. */
  variants: VariantRow[];
  isOneOfAKind: boolean;
  madeToOrder: boolean;
  leadTimeDays: string;
  personalise: boolean;
  personalisationLabel: string;
  /** The note's label in Hindi; sent only with the note, which it goes with. */
  personalisationLabelHi: string;
  personalisationMaxLength: string;
  craft: string;
  material: string;
  origin: string;
  artisan: string;
  care: string;
  /** The Hindi name, description and care (issue 28); '' reads as the English on Hindi pages. */
  nameHi: string;
  descriptionHi: string;
  careHi: string;
  /**
   * The provenance in Hindi (decision 071); craft and material as lists in the English's order,
   * which the Hindi filters read value by value.
   */
  craftHi: string;
  materialHi: string;
  originHi: string;
  artisanHi: string;
  countryOfOrigin: string;
  /** "Can be returned": the product's own flag (decision 054); its categories may still say no. */
  returnable: boolean;
  /** The product's own HSN code; '' takes the category's (decision 027). Its own rule: GstRuleValues. */
  hsnCode: string;
  /** Its own rule as the form was opened (null: new, or its category's); a retired rate may stay. */
  storedRule: GstRuleInput | null;
}

/** The pictures of the form: what the product already has and what is waiting to be uploaded. */
export interface ProductImages {
  mainUrl: string | null;
  mainFile: File | null;
  carouselUrls: string[];
  carouselFiles: File[];
}

/**
 * Problems by the field's path as the server names it: 'name', 'leadTimeDays',
 * 'personalisation.label', 'options.0.values', 'variants.2.sku'.
 */
export type ProductFormErrors = Partial<Record<string, string>>;

/** The body of POST/PUT /products as the form sends it: every field, the main image when there is one. */
export type ProductPayload = Required<Omit<ProductCreateBody, 'image' | 'inStock' | 'rating' | 'reviews'>> &
  Pick<ProductCreateBody, 'image'>;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  originalPrice: '',
  categoryId: '',
  subcategoryId: '',
  stockQuantity: '0',
  tags: '',
  sku: '',
  isFeatured: false,
  isNew: false,
  isActive: true,
  options: [],
  variants: [],
  isOneOfAKind: false,
  madeToOrder: false,
  leadTimeDays: '',
  personalise: false,
  personalisationLabel: '',
  personalisationLabelHi: '',
  personalisationMaxLength: String(DEFAULT_PERSONALISATION_MAX),
  craft: '',
  material: '',
  origin: '',
  artisan: '',
  care: '',
  nameHi: '',
  descriptionHi: '',
  careHi: '',
  craftHi: '',
  materialHi: '',
  originHi: '',
  artisanHi: '',
  countryOfOrigin: DEFAULT_COUNTRY_OF_ORIGIN,
  returnable: true,
  hsnCode: '',
  ...FLAT_RULE_VALUES(''),
  storedRule: null,
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

/** A required number: blank is NaN, so the rule names it rather than reading it as 0. */
const required = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));
const optionalNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text));
const optionalText = (text: string): string | null => text.trim() || null;

/** A one-of-a-kind piece is never sold in options; the options it had are dropped on save. */
export const sellsOptions = (values: Pick<ProductFormValues, 'isOneOfAKind' | 'options'>): boolean =>
  !values.isOneOfAKind && values.options.length > 0;

/** A variant picture waiting to be uploaded: the main file, or carousel file number `index`. */
export const NEW_MAIN_IMAGE = 'new:main';
export const newCarouselImage = (index: number) => `new:carousel:${index}`;
const NEW_CAROUSEL = /^new:carousel:(\d+)$/;

type ProductBody = Omit<ProductPayload, 'images' | 'image'>;
type VariantBody = ProductBody['variants'][number];

function variantBody(row: VariantRow, image: (choice: string) => string | null): VariantBody {
  return {
    ...(row.id ? { id: row.id } : {}),
    optionValues: row.optionValues,
    sku: optionalText(row.sku),
    price: optionalNumber(row.price),
    originalPrice: optionalNumber(row.originalPrice),
    stockQuantity: required(row.stockQuantity),
    image: image(row.image),
  };
}

const DEFAULT_VARIANT_KEY = combinationKey({});

/** A product without options is one default variant: the form's own SKU, price and stock. */
function defaultVariant(values: ProductFormValues, image: (choice: string) => string | null): VariantBody {
  const saved = values.variants.find((row) => rowKey(row) === DEFAULT_VARIANT_KEY);
  return {
    ...(saved?.id ? { id: saved.id } : {}),
    optionValues: {},
    sku: optionalText(values.sku),
    price: required(values.price),
    originalPrice: optionalNumber(values.originalPrice),
    stockQuantity: values.isOneOfAKind ? 1 : required(values.stockQuantity),
    image: saved ? image(saved.image) : null,
  };
}

/**
 * The product as the API takes it, pictures aside. `category` is the slug to send (the check passes
 * the chosen id: its rule only asks that one is chosen); `image` turns a row's picture choice into a URL.
 */
function productBody(
  values: ProductFormValues,
  category: string,
  image: (choice: string) => string | null,
): ProductBody {
  const withOptions = sellsOptions(values);
  const variants = withOptions
    ? values.variants.map((row) => variantBody(row, image))
    : [defaultVariant(values, image)];
  const stock = variants.reduce(
    (sum, variant) => sum + (Number.isFinite(variant.stockQuantity) ? variant.stockQuantity : 0),
    0,
  );
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: required(values.price),
    category,
    stockQuantity: withOptions ? stock : (variants[0]?.stockQuantity ?? 0),
    isFeatured: values.isFeatured,
    isNew: values.isNew,
    isActive: values.isActive,
    tags: splitTags(values.tags),
    originalPrice: optionalNumber(values.originalPrice),
    sku: withOptions ? null : optionalText(values.sku),
    options: withOptions ? values.options.map(optionBody) : [],
    variants,
    isOneOfAKind: values.isOneOfAKind,
    madeToOrder: values.madeToOrder,
    leadTimeDays: values.madeToOrder ? required(values.leadTimeDays) : null,
    personalisation: values.personalise
      ? { label: values.personalisationLabel.trim(), maxLength: required(values.personalisationMaxLength) }
      : null,
    craft: optionalText(values.craft),
    material: optionalText(values.material),
    origin: optionalText(values.origin),
    artisan: optionalText(values.artisan),
    care: optionalText(values.care),
    translations: {
      hi: {
        name: optionalText(values.nameHi),
        description: optionalText(values.descriptionHi),
        care: optionalText(values.careHi),
        // Without a note the server keeps no Hindi label: cleared with the English one.
        personalisationLabel: values.personalise ? optionalText(values.personalisationLabelHi) : null,
        craft: optionalText(values.craftHi),
        material: optionalText(values.materialHi),
        origin: optionalText(values.originHi),
        artisan: optionalText(values.artisanHi),
      },
    },
    countryOfOrigin: values.countryOfOrigin.trim() || DEFAULT_COUNTRY_OF_ORIGIN,
    returnable: values.returnable,
    hsnCode: optionalText(values.hsnCode),
    gstRate: optionalNumber(values.gstRate),
    gstSlab: gstSlabPayload(values),
  };
}

export interface ImageChoice {
  value: string;
  label: string;
  /** A preview, when the picture is saved already. */
  src: string | null;
}

/** The pictures a variant may show: the product's own, saved or waiting to be uploaded. */
export function imageChoices(images: ProductImages): ImageChoice[] {
  const choices: ImageChoice[] = [];
  if (images.mainFile) choices.push({ value: NEW_MAIN_IMAGE, label: 'Main image (new)', src: null });
  else if (images.mainUrl) choices.push({ value: images.mainUrl, label: 'Main image', src: images.mainUrl });
  images.carouselUrls.forEach((url, index) =>
    choices.push({ value: url, label: `Carousel image ${index + 1}`, src: url }),
  );
  images.carouselFiles.forEach((file, index) =>
    choices.push({ value: newCarouselImage(index), label: `${file.name} (new)`, src: null }),
  );
  return choices;
}

/**
 * A row's choice of a picture waiting to be uploaded names it by position; when that file is
 * removed or replaced the choice goes back to the product's pictures rather than point at another.
 */
export function keepImageChoices(
  rows: readonly VariantRow[],
  before: ProductImages,
  after: ProductImages,
): VariantRow[] {
  const firstChanged = before.carouselFiles.findIndex((file, index) => after.carouselFiles[index] !== file);
  const stale = (choice: string) => {
    if (choice === NEW_MAIN_IMAGE) return before.mainFile !== after.mainFile;
    const carousel = NEW_CAROUSEL.exec(choice);
    return carousel !== null && firstChanged >= 0 && Number(carousel[1]) >= firstChanged;
  };
  return rows.map((row) => (stale(row.image) ? { ...row, image: '' } : row));
}

/** A picture not uploaded yet cannot be checked; a saved one is its URL. */
const checkedImage = (choice: string): string | null => (choice.startsWith('new:') ? null : choice || null);

/**
 * The form as saving sends it: with options, a variant for every value no variant carries yet (a
 * size typed without pressing "Generate combinations"), so no size is left that shoppers see and
 * cannot buy. `added` are the new rows, to tell the owner.
 */
export function withVariantsForEveryValue(values: ProductFormValues): {
  values: ProductFormValues;
  added: VariantRow[];
} {
  if (!sellsOptions(values)) return { values, added: [] };
  const { rows, added } = withMissingVariants(values.options, values.variants);
  return { values: added.length > 0 ? { ...values, variants: rows } : values, added };
}

/**
 * The rules that tie fields together (options, variants, one of a kind, made to order), run while
 * the owner types: they speak of what was entered, never of what is still empty.
 */
export function crossFieldProblems(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  // Judged as saving will send it: a value still without a variant is not a problem, saving adds it.
  const saved = withVariantsForEveryValue(values).values;
  for (const problem of productVariantProblems(productBody(saved, saved.categoryId, checkedImage))) {
    errors[problem.field] ??= problem.message;
  }
  return errors;
}

/**
 * Decision 008 and 024, product form: the domain's schema and cross-field rules, in the server's
 * words and under the server's field paths; the server checks them again.
 */
export function validateProduct(
  values: ProductFormValues,
  images: ProductImages,
  mode: 'create' | 'edit',
): ProductFormErrors {
  const errors: ProductFormErrors = {};
  const result = ProductUpdateSchema.safeParse(productBody(values, values.categoryId, checkedImage));
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  for (const [field, message] of Object.entries(crossFieldProblems(values))) errors[field] ??= message;
  for (const [field, message] of Object.entries(gstRuleErrors(values, values.storedRule))) {
    errors[field] ??= message;
  }
  if (mode === 'create' && imageCount(images) === 0)
    errors.images = 'Please upload at least one product image';
  return errors;
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
    tags: product.tags.join(', '),
    sku: product.sku ?? '',
    isFeatured: product.isFeatured,
    isNew: product.isNew,
    isActive: product.isActive,
    options: product.options.map(optionDraftOf),
    variants: rowsOf(product),
    isOneOfAKind: product.isOneOfAKind,
    madeToOrder: product.madeToOrder,
    leadTimeDays: product.leadTimeDays === null ? '' : String(product.leadTimeDays),
    personalise: product.personalisation !== null,
    personalisationLabel: product.personalisation?.label ?? '',
    personalisationLabelHi: product.translations?.hi.personalisationLabel ?? '',
    personalisationMaxLength: String(product.personalisation?.maxLength ?? DEFAULT_PERSONALISATION_MAX),
    craft: product.craft ?? '',
    material: product.material ?? '',
    origin: product.origin ?? '',
    artisan: product.artisan ?? '',
    care: product.care ?? '',
    nameHi: product.translations?.hi.name ?? '',
    descriptionHi: product.translations?.hi.description ?? '',
    careHi: product.translations?.hi.care ?? '',
    craftHi: product.translations?.hi.craft ?? '',
    materialHi: product.translations?.hi.material ?? '',
    originHi: product.translations?.hi.origin ?? '',
    artisanHi: product.translations?.hi.artisan ?? '',
    countryOfOrigin: product.countryOfOrigin,
    returnable: product.ownReturnable,
    hsnCode: product.tax.ownHsnCode ?? '',
    ...gstRuleValuesOf(product.tax.ownGstRate, product.tax.ownSlab),
    storedRule:
      product.tax.ownGstRate === null ? null : { rate: product.tax.ownGstRate, slab: product.tax.ownSlab },
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
 * URLs. Main image first, then the carousel (decision 008); a variant's picture waiting for its
 * upload becomes its URL.
 */
export function productPayload(
  values: ProductFormValues,
  categories: Category[],
  images: ProductImages,
  uploaded: { main: string | null; carousel: string[] },
): ProductPayload {
  const main = uploaded.main ?? images.mainUrl;
  const all = [...(main ? [main] : []), ...images.carouselUrls, ...uploaded.carousel];
  const image = (choice: string): string | null => {
    if (choice === NEW_MAIN_IMAGE) return uploaded.main;
    const carousel = NEW_CAROUSEL.exec(choice);
    if (carousel) return uploaded.carousel[Number(carousel[1])] ?? null;
    return choice || null;
  };
  const payload: ProductPayload = {
    ...productBody(values, categorySlugFor(categories, values.categoryId, values.subcategoryId), image),
    images: all,
  };
  if (all[0]) payload.image = all[0];
  return payload;
}
