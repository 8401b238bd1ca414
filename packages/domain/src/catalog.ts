import { z } from 'zod';
import { languageParam } from './languages.js';
import { limitParam, pageParam, PaginationSchema, queryBoolean } from './api.js';
import type { GstRule } from './gst-rates.js';
import { formatRupees } from './money.js';

export const LISTING_PAGE_SIZE = 12;
export const ADMIN_PAGE_SIZE = 10;
export const HOME_FEATURED_COUNT = 4;
export const DEFAULT_FEATURED_LIMIT = 8;
export const SEARCH_DROPDOWN_LIMIT = 10;
export const SUGGESTIONS_DEFAULT_LIMIT = 5;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;
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
  const list: PricePreset[] = [{ label: `Under ${formatRupees(first)}`, min: 0, max: first }];
  let low = first;
  for (const high of rest) {
    list.push({
      label: `${formatRupees(low)} - ${formatRupees(high)}`,
      min: low,
      max: high,
    });
    low = high;
  }
  list.push({ label: `Above ${formatRupees(low)}`, min: low, max: OPEN_PRICE_BOUND });
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

/**
 * A product can be bought when it is in stock and has units left (decision 008), or when it is
 * made to order, which needs no stock (decision 024).
 */
export function isAvailable(product: {
  inStock?: boolean | null;
  stockQuantity: number;
  madeToOrder?: boolean;
}): boolean {
  if (product.madeToOrder) return product.inStock !== false;
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

/**
 * How wide a product page's gallery is drawn, for `sizes`: the page's padded column (px-4, sm:px-6),
 * half of max-w-7xl beside the details from lg up (gap-12). The gallery and the server's preload of
 * its first picture must say the same, or the browser fetches a second file (decision 078).
 */
export const PRODUCT_GALLERY_SIZES =
  '(min-width: 1280px) 592px, (min-width: 1024px) calc(50vw - 3rem), (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';

/** An option of a product: its name and ordered values (decision 024). */
export const ProductOptionSchema = z.object({ name: z.string(), values: z.array(z.string()) });
export type ProductOption = z.infer<typeof ProductOptionSchema>;

/**
 * The Hindi staff gave an option (decision 074): its name and each value's, null where none (the
 * value's key is its English value). Staff reads carry it on each option.
 */
export const OptionTranslationsSchema = z.object({
  hi: z.object({ name: z.string().nullable(), values: z.record(z.string(), z.string().nullable()) }),
});
export type OptionTranslations = z.infer<typeof OptionTranslationsSchema>;

/**
 * An option as a product answer carries it. `name` and `values` are what variants are keyed by
 * (`optionValues`), in English whatever the language; `label` and `valueLabels` are the words a
 * shopper reads, in the language asked (`?lang=hi`), each falling back to the English on its own.
 * Optional only for answers saved before them (a wishlist's snapshot): `optionLabel` and
 * `valueLabel` read them.
 */
export const ProductOptionAnswerSchema = ProductOptionSchema.extend({
  label: z.string().optional(),
  /** English value → its words in the language asked. */
  valueLabels: z.record(z.string(), z.string()).optional(),
  /** Staff reads only (`includeInactive=true` from staff). */
  translations: OptionTranslationsSchema.optional(),
});
export type ProductOptionAnswer = z.infer<typeof ProductOptionAnswerSchema>;

/** One combination of option values that is sold, with its own SKU, price and stock. */
/** A slab as the API says it: the rule's rate up to `upTo` rupees a piece, `rateAbove` beyond it. */
export const GstSlabSchema = z.object({ upTo: z.number(), rateAbove: z.number() });
export type GstSlabAnswer = z.infer<typeof GstSlabSchema>;

/** The pricing rule of a rate and a slab as the API says them (rupees) or the database keeps them. */
export function gstRuleOf(rate: number, slab: GstSlabAnswer | null): GstRule {
  return { rate, slab: slab ? { upToPaise: Math.round(slab.upTo * 100), rateAbove: slab.rateAbove } : null };
}

/** A slab from its columns (paise, rate above), or null when they are empty. */
export function gstSlabOfColumns(upToPaise: number | null, rateAbove: number | null): GstSlabAnswer | null {
  return upToPaise === null || rateAbove === null ? null : { upTo: upToPaise / 100, rateAbove };
}

/** The rule a product is sold at: its tax answer's rate and slab. */
export const productGstRule = (product: { tax: { gstRate: number; slab: GstSlabAnswer | null } }): GstRule =>
  gstRuleOf(product.tax.gstRate, product.tax.slab);

export const ProductVariantSchema = z.object({
  id: z.uuid(),
  sku: z.string(),
  /** The values' words joined in option order, "M / Indigo" ("M / नील" in Hindi); '' without options. */
  title: z.string(),
  optionValues: z.record(z.string(), z.string()),
  /** Rupees. */
  price: z.number(),
  originalPrice: z.number().nullable(),
  stockQuantity: z.number().int(),
  /** Units left, or made to order. */
  inStock: z.boolean(),
  /** The variant's own picture (640 px), else null: the product's pictures apply. */
  image: z.string().nullable(),
});
export type ProductVariant = z.infer<typeof ProductVariantSchema>;

/** A product that takes a note from the buyer (engraving, a name): the field's label and limit. */
export const PersonalisationSchema = z.object({ label: z.string(), maxLength: z.number().int() });
export type Personalisation = z.infer<typeof PersonalisationSchema>;

/**
 * The Hindi staff gave a product (issue 28), field by field; null where none, which a Hindi page
 * reads as the English. Staff reads carry it; public reads answer it in `name`, `description`,
 * `care`, `personalisation.label` and the provenance fields (`craft`, `material`, `origin`,
 * `artisan`) when asked `?lang=hi`.
 */
export const ProductTranslationsSchema = z.object({
  hi: z.object({
    name: z.string().nullable(),
    description: z.string().nullable(),
    care: z.string().nullable(),
    /** The label of the buyer's note (`personalisation.label`) in Hindi. */
    personalisationLabel: z.string().nullable(),
    craft: z.string().nullable(),
    material: z.string().nullable(),
    origin: z.string().nullable(),
    artisan: z.string().nullable(),
  }),
});
export type ProductTranslations = z.infer<typeof ProductTranslationsSchema>;

/** A category's Hindi name and description, as ProductTranslationsSchema. */
export const CategoryTranslationsSchema = z.object({
  hi: z.object({ name: z.string().nullable(), description: z.string().nullable() }),
});
export type CategoryTranslations = z.infer<typeof CategoryTranslationsSchema>;

export const ProductSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  /** Rupees: the cheapest variant's price (the price of a product without options). */
  price: z.number(),
  /** The original price of that same variant. */
  originalPrice: z.number().nullable(),
  /** Rupees: lowest and highest variant price; a card says "from ₹priceMin" when they differ. */
  priceMin: z.number(),
  priceMax: z.number(),
  /** Slug of the parent category. */
  category: z.string(),
  /** Slug of the subcategory, when the product sits in one. */
  subcategory: z.string().nullable(),
  categoryName: z.string(),
  subcategoryName: z.string().nullable(),
  /** Units left over all variants. */
  stockQuantity: z.number().int(),
  /** Any variant has units left, or the product is made to order. */
  inStock: z.boolean(),
  /** The average of its customers' reviews, 2 decimals; null until the first review (decision 030). */
  rating: z.number().nullable(),
  reviews: z.number().int(),
  isFeatured: z.boolean(),
  isNew: z.boolean(),
  tags: z.array(z.string()),
  /** Main image URL (the 640 px variant), or null. */
  image: z.string().nullable(),
  /** Every image URL, main first. */
  images: z.array(z.string()),
  /** The default variant's SKU for a product without options; null when each variant has its own. */
  sku: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** Up to three options with ordered values; [] for a product without options. */
  options: z.array(ProductOptionAnswerSchema),
  /** Every variant on sale; exactly one (title '') for a product without options. */
  variants: z.array(ProductVariantSchema),
  /** A piece that exists once: stock 1, and when sold the page stays with "Sold". */
  isOneOfAKind: z.boolean(),
  /** A one-of-a-kind piece that has been sold: it leaves listings, its page stays. */
  isSold: z.boolean(),
  /** Made when ordered: it can be ordered without stock and ships in `leadTimeDays`. */
  madeToOrder: z.boolean(),
  leadTimeDays: z.number().int().nullable(),
  /** The note a buyer may add (engraving, a name), or null when the product takes none. */
  personalisation: PersonalisationSchema.nullable(),
  /** Provenance: the craft (Kundan, Ajrakh…), material, origin, artisan or cluster, and care. */
  craft: z.string().nullable(),
  material: z.string().nullable(),
  origin: z.string().nullable(),
  artisan: z.string().nullable(),
  care: z.string().nullable(),
  /** Where the goods were made, shown on the page and in its JSON-LD (default India; decision 051). */
  countryOfOrigin: z.string(),
  /**
   * Whether a shopper may send it back for a size or a change of mind (decision 054): the product,
   * its category and the category above are all returnable. A damaged or wrong piece may always
   * come back; personalised and made-to-order pieces are for the returns module to judge.
   */
  returnable: z.boolean(),
  /** The product's own flag as staff set it ("Can be returned"); `returnable` adds its categories'. */
  ownReturnable: z.boolean(),
  /**
   * How the product is taxed (decisions 027, 050, 051): the HSN code and rule it is sold at (its
   * own, else its category's): `gstRate`, the rate (a slab's lower rate), and `slab`, the rate
   * above a value per piece, or null for a flat rate; then its own values as staff set them
   * (null: the category's).
   */
  tax: z.object({
    hsnCode: z.string().nullable(),
    gstRate: z.number(),
    slab: GstSlabSchema.nullable(),
    ownHsnCode: z.string().nullable(),
    ownGstRate: z.number().nullable(),
    ownSlab: GstSlabSchema.nullable(),
  }),
  /** Staff reads only (`includeInactive=true` from staff). */
  translations: ProductTranslationsSchema.optional(),
});
export type Product = z.infer<typeof ProductSchema>;

/**
 * The fields of decision 024 as a plain product has them (no options, made when stocked, no note,
 * no provenance given), for snapshots saved before them and for fixtures. `variants` is empty: a
 * snapshot knows none.
 */
export const PLAIN_PRODUCT_FIELDS = {
  options: [],
  variants: [],
  isOneOfAKind: false,
  isSold: false,
  madeToOrder: false,
  leadTimeDays: null,
  personalisation: null,
  craft: null,
  material: null,
  origin: null,
  artisan: null,
  care: null,
  countryOfOrigin: 'India',
  returnable: true,
  ownReturnable: true,
  tax: { hsnCode: null, gstRate: 18, slab: null, ownHsnCode: null, ownGstRate: null, ownSlab: null },
} satisfies Partial<Product>;

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
  /** The HSN code and GST percent of its products unless a product names its own (decision 027). */
  hsnCode: z.string().nullable(),
  gstRate: z.number(),
  /** Its slab (decision 051): `gstRate` up to `upTo` rupees a piece, `rateAbove` beyond; null: flat. */
  gstSlab: GstSlabSchema.nullable(),
  /** Its products may come back for a size or a change of mind (decision 054; earrings: no). */
  returnable: z.boolean(),
  /** Staff reads only (`includeInactive=true` from staff). */
  translations: CategoryTranslationsSchema.optional(),
});
export type Category = z.infer<typeof CategorySchema>;

export const SORT_FIELDS = ['price', 'newest', 'rating', 'name'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const SortFieldSchema = z.enum(SORT_FIELDS);
export const SortOrderSchema = z.enum(['asc', 'desc']);

/**
 * The orders a shopper picks on a listing or search (issue 12), one word each in the address and the
 * API's `sort`: best match (a search's own order), newest, price either way (a product with
 * variants by its cheapest live one), best rated (unreviewed last). `sortBy`/`sortOrder` stay for
 * older clients; `sort` wins when both are sent.
 */
const PRODUCT_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
const ProductSortSchema = z.enum(PRODUCT_SORTS, {
  message: `Sort must be one of ${PRODUCT_SORTS.join(', ')}`,
});

/** The field and direction a `sort` stands for; `relevance` is no field (a search's rank, else newest). */
export const SORT_ORDERS: Record<ProductSort, { sortBy: SortField; sortOrder: 'asc' | 'desc' } | null> = {
  relevance: null,
  newest: { sortBy: 'newest', sortOrder: 'desc' },
  'price-asc': { sortBy: 'price', sortOrder: 'asc' },
  'price-desc': { sortBy: 'price', sortOrder: 'desc' },
  rating: { sortBy: 'rating', sortOrder: 'desc' },
};

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
  sort: ProductSortSchema.optional(),
  tags: commaList.optional(),
  /** Comma-separated values of a size option; only variants in stock match. */
  size: commaList.optional(),
  /** Comma-separated values of a colour option; only variants in stock match. */
  colour: commaList.optional(),
  craft: commaList.optional(),
  material: commaList.optional(),
  includeInactive: queryBoolean.optional(),
  lang: languageParam,
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;
/**
 * What a product listing is filtered by, as `GET /api/products` reads its query (comma lists parsed
 * to arrays): the server's catalogue filters by it, and the web builds its listing and search
 * filters from it and writes them back as that query.
 */
export type ProductFilter = Omit<ProductListQuery, 'page' | 'limit' | 'includeInactive' | 'lang'>;

export const ProductListSchema = z.object({ products: z.array(ProductSchema), pagination: PaginationSchema });
export type ProductList = z.infer<typeof ProductListSchema>;

export const ProductSearchQuerySchema = z.object({
  q: searchText.pipe(
    z.string().min(SEARCH_MIN_CHARS, `Search needs at least ${SEARCH_MIN_CHARS} characters`),
  ),
  category: commaList.optional(),
  minPrice: rupeeBound.optional(),
  maxPrice: rupeeBound.optional(),
  sort: ProductSortSchema.optional(),
  limit: limitParam(SEARCH_DROPDOWN_LIMIT, 50),
  lang: languageParam,
});
export type ProductSearchQuery = z.infer<typeof ProductSearchQuerySchema>;

export const SuggestionsQuerySchema = z.object({
  q: searchText,
  limit: limitParam(SUGGESTIONS_DEFAULT_LIMIT, 20),
  lang: languageParam,
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

/** Which filter values a listing offers: those of its active, listed products (sizes: in stock only). */
export const FacetsQuerySchema = z.object({
  category: commaList.optional(),
  search: searchText.optional(),
  lang: languageParam,
});
export type FacetsQuery = z.infer<typeof FacetsQuerySchema>;

/** English value → the words a shopper reads for it in the language asked. */
const FacetValueLabelsSchema = z.record(z.string(), z.string());

/**
 * The values stay English in every language: a filter sends them back (`?size=M&colour=Indigo`) and
 * variants are keyed by them. A read in another language (`?lang=hi`) adds `labels`, the words to
 * show for each value: a size's or colour's from decision 074's option value Hindi, a craft's or
 * material's from the products' Hindi provenance (decision 071), the English where none.
 */
export const FacetsSchema = z.object({
  sizes: z.array(z.string()),
  colours: z.array(z.string()),
  crafts: z.array(z.string()),
  materials: z.array(z.string()),
  labels: z
    .object({
      sizes: FacetValueLabelsSchema,
      colours: FacetValueLabelsSchema,
      crafts: FacetValueLabelsSchema,
      materials: FacetValueLabelsSchema,
    })
    .optional(),
});
export type Facets = z.infer<typeof FacetsSchema>;
export const FacetsResultSchema = z.object({ facets: FacetsSchema });

/**
 * The shop in figures for the home page, every one counted from the database (decision 030): the
 * designs on sale, and the reviews customers wrote with their average (null before the first).
 */
export const ShopStatsSchema = z.object({
  designs: z.number().int(),
  reviews: z.number().int(),
  averageRating: z.number().nullable(),
});
export type ShopStats = z.infer<typeof ShopStatsSchema>;

export const FeaturedQuerySchema = z.object({
  limit: limitParam(DEFAULT_FEATURED_LIMIT, 50),
  lang: languageParam,
});

export const IncludeInactiveQuerySchema = z.object({
  includeInactive: queryBoolean.optional(),
  lang: languageParam,
});

/** The language of a public read that takes nothing else (similar products). */
export const LanguageQuerySchema = z.object({ lang: languageParam });

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
