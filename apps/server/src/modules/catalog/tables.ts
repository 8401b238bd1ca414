import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { OptionValues, ProductOption } from '@shop/domain';
import {
  createdAt,
  gstRateColumn,
  id,
  STORABLE_GST_RATES,
  tsvector,
  updatedAt,
} from '../../db/schema/columns.js';
import { images } from '../images/tables.js';

/** Translations as stored: per language, the fields given (never an empty one). */
export type StoredTranslations<Field extends string> = { hi?: Partial<Record<Field, string>> };

/**
 * A product's translated fields; `personalisationLabel` is the Hindi of its note's label, `craft`,
 * `material`, `origin` and `artisan` its provenance's.
 */
export type ProductTranslationField =
  'name' | 'description' | 'care' | 'personalisationLabel' | 'craft' | 'material' | 'origin' | 'artisan';

/**
 * An option as stored, with its Hindi beside it (decision 074): its name and the values' words by
 * English value, the ones given only; `translations` left out when it has none.
 */
export type StoredOption = ProductOption & {
  translations?: { hi?: { name?: string; values?: Record<string, string> } };
};

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    icon: text('icon'),
    imageUrl: text('image_url'),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    categoryType: text('category_type', { enum: ['parent', 'subcategory'] }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** False: its pieces come back only when damaged, different or wrong (earrings, for hygiene; decision 054). */
    returnable: boolean('returnable').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The HSN code its products are invoiced under (4-8 digits), unless a product names its own. */
    hsnCode: text('hsn_code'),
    /** GST percent of its products, unless a product names its own (decision 027). */
    gstRate: gstRateColumn('gst_rate').notNull().default(18),
    /**
     * A slab by the value of one piece (decision 050): `gstRate` up to this many paise a piece,
     * `gstRateAbove` beyond it (apparel: 5% up to ₹2,500, 18% above). Both null: a flat rate.
     */
    gstSlabUpToPaise: integer('gst_slab_up_to_paise'),
    gstRateAbove: gstRateColumn('gst_rate_above'),
    /** Its Hindi name and description (issue 28): `{ hi: { name, description } }`, empty ones left out. */
    translations: jsonb('translations')
      .$type<StoredTranslations<'name' | 'description'>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Its Hindi name in Latin letters, written with `translations`: the search document's (see hindi-search.ts). */
    hindiSearchName: text('hindi_search_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId),
    check('categories_gst_rate_slab', sql`${t.gstRate} in ${sql.raw(STORABLE_GST_RATES)}`),
    check(
      'categories_gst_slab',
      sql`(${t.gstSlabUpToPaise} is null and ${t.gstRateAbove} is null) or (${t.gstSlabUpToPaise} > 0 and ${t.gstRateAbove} in ${sql.raw(STORABLE_GST_RATES)})`,
    ),
    check(
      'categories_type_matches_parent',
      sql`(${t.categoryType} = 'parent' and ${t.parentId} is null) or (${t.categoryType} = 'subcategory' and ${t.parentId} is not null)`,
    ),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull(),
    /**
     * The cheapest live variant's price and its original price, and the sum of the live variants'
     * stock: kept by a trigger on product_variants (decision 024), so listings sort and filter on
     * one row per product. Written only through the variants.
     */
    pricePaise: integer('price_paise').notNull(),
    originalPricePaise: integer('original_price_paise'),
    /** A subcategory, or a parent category when the product has no subcategory. */
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    /**
     * The average of the product's reviews and their number, kept up to date when a review is
     * written (decision 030): nothing else sets them, and no review means no rating (null).
     */
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    reviewCount: integer('review_count').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** False: its pieces come back only when damaged, different or wrong (earrings, for hygiene; decision 054). */
    returnable: boolean('returnable').notNull().default(true),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The product's own SKU: its default variant's, and the stem of its variants' made SKUs. */
    sku: text('sku').unique(),
    /** Up to three options (Size, Colour…) with their values in the order shown (decision 024). */
    options: jsonb('options')
      .$type<StoredOption[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    isOneOfAKind: boolean('is_one_of_a_kind').notNull().default(false),
    /** When a one-of-a-kind piece was sold; its page stays, listings leave it out. */
    soldAt: timestamp('sold_at', { withTimezone: true }),
    madeToOrder: boolean('made_to_order').notNull().default(false),
    leadTimeDays: integer('lead_time_days'),
    /** The label and length limit of the buyer's note; no label means no note is taken. */
    personalisationLabel: text('personalisation_label'),
    personalisationMaxLength: integer('personalisation_max_length'),
    craft: text('craft'),
    material: text('material'),
    origin: text('origin'),
    artisan: text('artisan'),
    care: text('care'),
    /** The product's own HSN code and GST percent; null takes its category's (decision 027). */
    hsnCode: text('hsn_code'),
    gstRate: gstRateColumn('gst_rate'),
    /** The product's own slab, with its own rate; null with a rate of its own: a flat rate. */
    gstSlabUpToPaise: integer('gst_slab_up_to_paise'),
    gstRateAbove: gstRateColumn('gst_rate_above'),
    /** Shown on the product page and in its JSON-LD (Consumer Protection (E-Commerce) Rules). */
    countryOfOrigin: text('country_of_origin').notNull().default('India'),
    /**
     * Its Hindi name, description, care, note label and provenance (issue 28): `{ hi: { … } }`,
     * empty ones left out.
     */
    translations: jsonb('translations')
      .$type<StoredTranslations<ProductTranslationField>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * Its Hindi name, and its Hindi description and care, in Latin letters: written with
     * `translations` (hindi-search.ts), read by the search document, so a search in either script
     * finds the Hindi words (a Devanagari query is read in Latin letters too).
     */
    hindiSearchName: text('hindi_search_name'),
    hindiSearchText: text('hindi_search_text'),
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_positive', sql`${t.pricePaise} > 0`),
    check(
      'products_original_price_nonnegative',
      sql`${t.originalPricePaise} is null or ${t.originalPricePaise} >= 0`,
    ),
    check('products_stock_nonnegative', sql`${t.stockQuantity} >= 0`),
    check(
      'products_gst_rate_slab',
      sql`${t.gstRate} is null or ${t.gstRate} in ${sql.raw(STORABLE_GST_RATES)}`,
    ),
    check(
      'products_gst_slab',
      sql`(${t.gstSlabUpToPaise} is null and ${t.gstRateAbove} is null) or (${t.gstRate} is not null and ${t.gstSlabUpToPaise} > 0 and ${t.gstRateAbove} in ${sql.raw(STORABLE_GST_RATES)})`,
    ),
    check('products_rating_range', sql`${t.rating} between 1 and 5`),
    check('products_review_count_nonnegative', sql`${t.reviewCount} >= 0`),
    check('products_rating_only_with_reviews', sql`(${t.rating} is null) = (${t.reviewCount} = 0)`),
    index('products_category_created_idx').on(t.categoryId, t.createdAt),
    index('products_category_price_idx').on(t.categoryId, t.pricePaise),
    index('products_featured_idx')
      .on(t.createdAt)
      .where(sql`${t.isFeatured} and ${t.isActive}`),
    index('products_new_idx')
      .on(t.createdAt)
      .where(sql`${t.isNew} and ${t.isActive}`),
    index('products_tags_idx').using('gin', t.tags),
    index('products_search_idx').using('gin', t.searchVector),
  ],
);

/**
 * What is sold: one row per combination of a product's option values, or one default variant with
 * option values {} for a product without options (decision 024). A variant left out of the grid
 * is deleted when never ordered, else archived (archived_at) so past orders keep their line. An SKU
 * is never reused, archived or not.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    optionValues: jsonb('option_values')
      .$type<OptionValues>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    position: integer('position').notNull().default(0),
    pricePaise: integer('price_paise').notNull(),
    originalPricePaise: integer('original_price_paise'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_variants_sku_upper_unique').on(sql`upper(${t.sku})`),
    index('product_variants_product_idx').on(t.productId, t.position),
    check('product_variants_price_positive', sql`${t.pricePaise} > 0`),
    check(
      'product_variants_original_price_nonnegative',
      sql`${t.originalPricePaise} is null or ${t.originalPricePaise} >= 0`,
    ),
    check('product_variants_stock_nonnegative', sql`${t.stockQuantity} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'restrict' }),
    /** 0 is the main image; the carousel follows in order. */
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    uniqueIndex('product_images_product_image_unique').on(t.productId, t.imageId),
    index('product_images_image_idx').on(t.imageId),
  ],
);

/**
 * Slugs a product was known by before it was renamed, so that an old link `/product/<slug>` still
 * leads to it (301 to `/product/<id>`). A slug names at most one product: the latest to leave it.
 */
export const productSlugHistory = pgTable(
  'product_slug_history',
  {
    slug: text('slug').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('product_slug_history_product_idx').on(t.productId)],
);

/**
 * Words shoppers use for the same thing ("jhumka", "jumka", "jhumki"): a search for one finds
 * products named with another (decision 023). Staff replace the whole list at once; `position`
 * keeps their order.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: id(),
    position: integer('position').notNull(),
    /** Lower-case, trimmed words; a word belongs to one group only (checked by the API). */
    terms: text('terms').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('search_synonyms_two_terms', sql`cardinality(${t.terms}) >= 2`)],
);

/**
 * Every word (three letters or more) of the shop's product names, tags and category names, kept by
 * triggers (see the migrations): the words a misspelt search is corrected to, by trigram similarity
 * (pg_trgm; decision 023). Words of renamed or deleted products stay: one that no product has any
 * more just finds nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);
