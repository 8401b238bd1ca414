import { sql } from 'drizzle-orm';
import {
  gstSlabOfColumns,
  DEFAULT_PERSONALISATION_MAX,
  isAvailable,
  variantTitle,
  type OptionValues,
  type Product,
  type Language,
  type Suggestion,
} from '@shop/domain';
import { imageUrl } from '../images/index.js';
import { optionAnswers } from './option-translations.js';
import type { ProductTranslationField, StoredOption, StoredTranslations } from './tables.js';
import { inLanguage, productTranslationsAnswer } from './translations.js';

/** One product as the catalogue query returns it (raw SQL, so the same on both drivers). */
export interface ProductRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  price_paise: number;
  original_price_paise: number | null;
  stock_quantity: number;
  rating: number | null;
  review_count: number;
  is_featured: boolean;
  is_new: boolean;
  is_active: boolean;
  tags: string[];
  sku: string | null;
  created_at: string;
  category_type: 'parent' | 'subcategory';
  category_slug: string;
  category_name: string;
  category_active: boolean;
  parent_slug: string | null;
  parent_name: string | null;
  parent_active: boolean | null;
  image_ids: string[];
  options: StoredOption[];
  variants: VariantRow[];
  is_one_of_a_kind: boolean;
  is_sold: boolean;
  made_to_order: boolean;
  lead_time_days: number | null;
  personalisation_label: string | null;
  personalisation_max_length: number | null;
  craft: string | null;
  material: string | null;
  origin: string | null;
  artisan: string | null;
  care: string | null;
  hsn_code: string | null;
  gst_rate: number | null;
  gst_slab_up_to_paise: number | null;
  gst_rate_above: number | null;
  category_hsn_code: string | null;
  category_gst_rate: number;
  category_gst_slab_up_to_paise: number | null;
  category_gst_rate_above: number | null;
  country_of_origin: string;
  returnable: boolean;
  category_returnable: boolean;
  translations: StoredTranslations<ProductTranslationField>;
  category_translations: CategoryTranslationsRow;
  parent_translations: CategoryTranslationsRow | null;
}

type CategoryTranslationsRow = StoredTranslations<'name' | 'description'>;

/** A live variant as PRODUCT_COLUMNS aggregates it (json, so the same on both drivers). */
interface VariantRow {
  id: string;
  sku: string;
  option_values: OptionValues;
  price_paise: number;
  original_price_paise: number | null;
  stock_quantity: number;
  image_id: string | null;
}

/** A product's live variants in their order, as json; archived ones are for past orders only. */
const LIVE_VARIANTS = sql`coalesce(
    (select json_agg(json_build_object(
        'id', v.id, 'sku', v.sku, 'option_values', v.option_values, 'price_paise', v.price_paise,
        'original_price_paise', v.original_price_paise, 'stock_quantity', v.stock_quantity,
        'image_id', v.image_id
      ) order by v.position, v.created_at, v.id)
      from product_variants v where v.product_id = p.id and v.archived_at is null),
    '[]'::json
  ) as variants`;

/**
 * Columns of a product with its category, parent category and image ids, for `FROM products p
 * JOIN categories c ... LEFT JOIN categories pc ...` (see PRODUCT_FROM). Dates are formatted in SQL
 * and numerics cast, because the two drivers parse those types differently.
 */
export const PRODUCT_COLUMNS = sql`
  p.id, p.name, p.slug, p.description, p.price_paise, p.original_price_paise, p.stock_quantity,
  p.rating::float8 as rating, p.review_count, p.is_featured, p.is_new, p.is_active, p.tags, p.sku,
  to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  c.category_type, c.slug as category_slug, c.name as category_name, c.is_active as category_active,
  pc.slug as parent_slug, pc.name as parent_name, pc.is_active as parent_active,
  coalesce(
    (select array_agg(pi.image_id::text order by pi.position) from product_images pi where pi.product_id = p.id),
    '{}'::text[]
  ) as image_ids,
  p.options, ${LIVE_VARIANTS}, p.is_one_of_a_kind, p.sold_at is not null as is_sold, p.made_to_order,
  p.lead_time_days, p.personalisation_label, p.personalisation_max_length,
  p.craft, p.material, p.origin, p.artisan, p.care, p.country_of_origin,
  p.hsn_code, p.gst_rate::float8 as gst_rate, p.gst_slab_up_to_paise, p.gst_rate_above::float8 as gst_rate_above,
  coalesce(c.hsn_code, pc.hsn_code) as category_hsn_code, c.gst_rate::float8 as category_gst_rate,
  c.gst_slab_up_to_paise as category_gst_slab_up_to_paise,
  c.gst_rate_above::float8 as category_gst_rate_above,
  p.returnable, (c.returnable and coalesce(pc.returnable, true)) as category_returnable,
  p.translations, c.translations as category_translations, pc.translations as parent_translations`;

export const PRODUCT_FROM = sql`
  products p
  join categories c on c.id = p.category_id
  left join categories pc on pc.id = c.parent_id`;

/** What the search box shows of a product (see SUGGESTION_COLUMNS). */
export interface SuggestionRow {
  id: string;
  name: string;
  slug: string;
  price_paise: number;
  image_id: string | null;
  category_type: 'parent' | 'subcategory';
  category_name: string;
  parent_slug: string | null;
  parent_name: string | null;
  translations: StoredTranslations<'name'>;
  category_translations: CategoryTranslationsRow;
  parent_translations: CategoryTranslationsRow | null;
}

/** A suggestion's columns, for the same FROM as PRODUCT_COLUMNS: its first picture only. */
export const SUGGESTION_COLUMNS = sql`
  p.id, p.name, p.slug, p.price_paise,
  (select pi.image_id::text from product_images pi where pi.product_id = p.id
    order by pi.position limit 1) as image_id,
  c.category_type, c.name as category_name, pc.slug as parent_slug, pc.name as parent_name,
  p.translations, c.translations as category_translations, pc.translations as parent_translations`;

/** What a shopper may see: the product and every category above it are active. */
export const VISIBLE = sql`(p.is_active and c.is_active and coalesce(pc.is_active, true))`;

/** What listings show: visible, and not a one-of-a-kind piece already sold (its page stays). */
export const LISTED = sql`(${VISIBLE} and p.sold_at is null)`;

/** A product in a subcategory is shown under its parent category, with its own as the subcategory. */
const inSubcategory = (row: Pick<ProductRow, 'category_type' | 'parent_slug'>) =>
  row.category_type === 'subcategory' && row.parent_slug !== null;

/**
 * The names a product is shown under, in the language asked: its parent category's and its
 * subcategory's when it sits in one, else its own category's alone.
 */
function categoryNames(row: SuggestionRow | ProductRow, language: Language | undefined) {
  const own = inLanguage(row.category_translations, language, 'name', row.category_name);
  if (!inSubcategory(row)) return { categoryName: own, subcategoryName: null };
  const parent = inLanguage(row.parent_translations, language, 'name', row.parent_name);
  return { categoryName: parent ?? own, subcategoryName: own };
}

export function toSuggestion(row: SuggestionRow, language?: Language): Suggestion {
  return {
    id: row.id,
    name: inLanguage(row.translations, language, 'name', row.name),
    slug: row.slug,
    price: row.price_paise / 100,
    image: row.image_id ? imageUrl(row.image_id) : null,
    ...categoryNames(row, language),
  };
}

/** How a product is read: in which language, and whether staff see its translations too. */
export interface ProductReading {
  language?: Language | undefined;
  withTranslations?: boolean | undefined;
}

export function toProduct(row: ProductRow, reading: ProductReading = {}): Product {
  const { language } = reading;
  const sub = inSubcategory(row);
  const visible = row.is_active && row.category_active && row.parent_active !== false;
  const images = (row.image_ids ?? []).map((imageId) => imageUrl(imageId));
  // Variants keep their English values; their titles read in the language's words.
  const options = optionAnswers(row.options ?? [], reading);
  const variants = (row.variants ?? []).map((variant) => ({
    id: variant.id,
    sku: variant.sku,
    title: variantTitle(options, variant.option_values),
    optionValues: variant.option_values,
    price: variant.price_paise / 100,
    originalPrice: variant.original_price_paise === null ? null : variant.original_price_paise / 100,
    stockQuantity: variant.stock_quantity,
    inStock:
      visible &&
      isAvailable({ inStock: true, stockQuantity: variant.stock_quantity, madeToOrder: row.made_to_order }),
    image: variant.image_id ? imageUrl(variant.image_id) : null,
  }));
  const prices = variants.map((variant) => variant.price);
  const price = row.price_paise / 100;
  return {
    id: row.id,
    name: inLanguage(row.translations, language, 'name', row.name),
    slug: row.slug,
    description: inLanguage(row.translations, language, 'description', row.description),
    price: row.price_paise / 100,
    originalPrice: row.original_price_paise === null ? null : row.original_price_paise / 100,
    priceMin: prices.length ? Math.min(...prices) : price,
    priceMax: prices.length ? Math.max(...prices) : price,
    category: sub ? (row.parent_slug ?? row.category_slug) : row.category_slug,
    subcategory: sub ? row.category_slug : null,
    ...categoryNames(row, language),
    stockQuantity: row.stock_quantity,
    inStock: variants.some((variant) => variant.inStock),
    rating: row.rating === null ? null : Number(row.rating),
    reviews: row.review_count,
    isFeatured: row.is_featured,
    isNew: row.is_new,
    tags: row.tags ?? [],
    image: images[0] ?? null,
    images,
    sku: options.length === 0 ? (variants[0]?.sku ?? row.sku) : null,
    isActive: row.is_active,
    createdAt: row.created_at,
    options,
    variants,
    isOneOfAKind: row.is_one_of_a_kind,
    isSold: row.is_sold,
    madeToOrder: row.made_to_order,
    leadTimeDays: row.lead_time_days,
    personalisation: row.personalisation_label
      ? {
          label: inLanguage(row.translations, language, 'personalisationLabel', row.personalisation_label),
          maxLength: row.personalisation_max_length ?? DEFAULT_PERSONALISATION_MAX,
        }
      : null,
    craft: inLanguage(row.translations, language, 'craft', row.craft),
    material: inLanguage(row.translations, language, 'material', row.material),
    origin: inLanguage(row.translations, language, 'origin', row.origin),
    artisan: inLanguage(row.translations, language, 'artisan', row.artisan),
    care: inLanguage(row.translations, language, 'care', row.care),
    countryOfOrigin: row.country_of_origin,
    returnable: row.returnable && row.category_returnable,
    ownReturnable: row.returnable,
    tax: taxOfRow(row),
    ...(reading.withTranslations ? { translations: productTranslationsAnswer(row.translations) } : {}),
  };
}

/**
 * How a product is taxed: its own rule when it has its own rate (its slab goes with that rate),
 * else its category's rule; the HSN code its own, else its category's (decisions 027, 051).
 */
function taxOfRow(row: ProductRow): Product['tax'] {
  const ownSlab = gstSlabOfColumns(row.gst_slab_up_to_paise, row.gst_rate_above);
  return {
    hsnCode: row.hsn_code ?? row.category_hsn_code,
    gstRate: row.gst_rate ?? row.category_gst_rate,
    slab:
      row.gst_rate === null
        ? gstSlabOfColumns(row.category_gst_slab_up_to_paise, row.category_gst_rate_above)
        : ownSlab,
    ownHsnCode: row.hsn_code,
    ownGstRate: row.gst_rate,
    ownSlab,
  };
}
