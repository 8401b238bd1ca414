import { z } from 'zod';
import { strictBody } from './api.js';
import { CategoryTypeSchema, MAX_CAROUSEL_IMAGES, OPEN_PRICE_BOUND, type CategoryType } from './catalog.js';
import { isCategoryIconName } from './category-icons.js';
import { GST_RATES, isGstRateInForce, RETIRED_GST_RATES } from './gst-rates.js';
import {
  combinationKey,
  DEFAULT_PERSONALISATION_MAX,
  MAX_LEAD_TIME_DAYS,
  MAX_OPTION_VALUES,
  MAX_OPTIONS,
  MAX_VARIANTS,
  OPTION_NAME_MAX,
  OPTION_VALUE_MAX,
  PERSONALISATION_LABEL_MAX,
  ownText,
  PERSONALISATION_MAX_LIMIT,
  valuesWithoutVariant,
} from './variants.js';

/** Bodies of the admin catalogue writes (products, categories) and of the image upload answer. */

export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const PRODUCT_TAGS_MAX = 20;
export const PRODUCT_TAG_MAX = 40;
export const PRODUCT_SKU_MAX = 40;
export const STOCK_MAX = 1_000_000;
/** Why a product write may not carry a rating or review count. */
const RATINGS_ARE_CUSTOMERS = 'Ratings and review counts come from customers’ reviews and cannot be set';
export const PROVENANCE_FIELD_MAX = 80;
export const CARE_MAX = 1000;
export const CATEGORY_NAME_MAX = 80;
export const CATEGORY_DESCRIPTION_MAX = 500;

const PRICE_MESSAGE = 'Valid price is required';

/** HSN codes are 4, 6 or 8 digits (chapter, heading, subheading, tariff item). */
export const HSN_PATTERN = /^\d{4}(?:\d{2}){0,2}$/;
const HSN_MESSAGE = 'HSN code must be 4, 6 or 8 digits';
const RATES_IN_FORCE = `${GST_RATES.join(', ')} (%)`;
const GST_RATE_MESSAGE = `GST rate must be one of ${RATES_IN_FORCE}`;
const RATE_ABOVE_MESSAGE = `Rate above must be one of ${RATES_IN_FORCE}`;
const SLAB_UP_TO_MESSAGE = 'Value of a piece must be more than ₹0, with at most 2 decimals';
/** A country's name as the page shows it: letters, spaces, hyphens, dots and apostrophes. */
const COUNTRY_MESSAGE = 'Country of origin must be 2 to 56 letters';
export const DEFAULT_COUNTRY_OF_ORIGIN = 'India';

/** An HSN code, or '' / null for none; undefined (left out) keeps what is stored. */
const hsnField = z
  .union([z.literal(''), z.string().trim().regex(HSN_PATTERN, HSN_MESSAGE)], { error: HSN_MESSAGE })
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

/**
 * A rate the shop may hold: one in force, or a retired one (12, 28) that a category or product
 * already stored. Which of them a write may set is `gstRuleProblems`'s call, since it needs the
 * stored rule; an unknown rate is refused here.
 */
const storableRate = (message: string) =>
  z
    .number({ error: message })
    .refine(
      (rate) => isGstRateInForce(rate) || (RETIRED_GST_RATES as readonly number[]).includes(rate),
      message,
    );
const gstRateField = storableRate(GST_RATE_MESSAGE);

const countryField = z
  .string({ error: COUNTRY_MESSAGE })
  .trim()
  .regex(/^\p{L}[\p{L} .'’-]{0,54}\p{L}$/u, COUNTRY_MESSAGE);

/** A rate and slab as a write leaves them (the slab in rupees, as the API says it). */
export interface GstRuleInput {
  rate: number | null;
  slab: { upTo: number; rateAbove: number } | null;
}

const noLongerInForce = (rate: number) => `${rate}% is no longer in force; choose one of ${RATES_IN_FORCE}`;

/**
 * What is wrong with the rate rule a write leaves (decisions 050, 051), field by field: a retired
 * rate may stay where it is stored (so the rest of a form saves unchanged) but not be newly set; a
 * slab's rate above must be above its rate; a product's own slab needs its own rate (`rate` null
 * is the category's). `stored` is the rule before the write (null for a new one).
 */
export function gstRuleProblems(
  next: GstRuleInput,
  stored: GstRuleInput | null,
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (next.rate !== null && !isGstRateInForce(next.rate) && next.rate !== stored?.rate) {
    problems.push({ field: 'gstRate', message: noLongerInForce(next.rate) });
  }
  if (!next.slab) return problems;
  const { rateAbove } = next.slab;
  if (next.rate === null) {
    problems.push({ field: 'gstSlab', message: 'A product’s own slab needs its own GST rate' });
  } else if (rateAbove <= next.rate) {
    problems.push({
      field: 'gstSlab.rateAbove',
      message: `Rate above must be more than the rate up to the value (${next.rate}%)`,
    });
  }
  if (!isGstRateInForce(rateAbove) && rateAbove !== stored?.slab?.rateAbove) {
    problems.push({ field: 'gstSlab.rateAbove', message: noLongerInForce(rateAbove) });
  }
  return problems;
}

/** Whole paise: floating point makes 19.99 * 100 = 1998.9999…, so compare with a tolerance. */
const atMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

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

/** A slab: the rule's rate up to `upTo` rupees a piece, `rateAbove` beyond it; null: a flat rate. */
const gstSlabField = strictBody({
  upTo: rupees(SLAB_UP_TO_MESSAGE).gt(0, SLAB_UP_TO_MESSAGE).max(OPEN_PRICE_BOUND, SLAB_UP_TO_MESSAGE),
  rateAbove: storableRate(RATE_ABOVE_MESSAGE),
}).nullish();

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** A Hindi field (issue 28): '' or null clears it (the page reads the English); left out keeps it. */
export const hindiText = (max: number, label: string) => optionalText(max, `Hindi ${label}`).optional();

/**
 * A product's Hindi as staff send it: `translations: { hi: { name, description, care,
 * personalisationLabel, craft, material, origin, artisan } }`, `personalisationLabel` the Hindi of
 * `personalisation.label`, the provenance fields with their English fields' limit.
 */
export const ProductTranslationsInputSchema = z.strictObject({
  hi: z
    .strictObject({
      name: hindiText(PRODUCT_NAME_MAX, 'name'),
      description: hindiText(PRODUCT_DESCRIPTION_MAX, 'description'),
      care: hindiText(CARE_MAX, 'care'),
      personalisationLabel: hindiText(PERSONALISATION_LABEL_MAX, 'note label'),
      craft: hindiText(PROVENANCE_FIELD_MAX, 'craft'),
      material: hindiText(PROVENANCE_FIELD_MAX, 'material'),
      origin: hindiText(PROVENANCE_FIELD_MAX, 'origin'),
      artisan: hindiText(PROVENANCE_FIELD_MAX, 'artisan'),
    })
    .optional(),
});
export type ProductTranslationsInput = z.infer<typeof ProductTranslationsInputSchema>;

/** A category's Hindi as staff send it: `translations: { hi: { name, description } }`. */
export const CategoryTranslationsInputSchema = z.strictObject({
  hi: z
    .strictObject({
      name: hindiText(CATEGORY_NAME_MAX, 'name'),
      description: hindiText(CATEGORY_DESCRIPTION_MAX, 'description'),
    })
    .optional(),
});
export type CategoryTranslationsInput = z.infer<typeof CategoryTranslationsInputSchema>;

const stockField = z
  .number({ error: 'Stock quantity must be a whole number of 0 or more' })
  .int('Stock quantity must be a whole number of 0 or more')
  .min(0, 'Stock quantity must be a whole number of 0 or more')
  .max(STOCK_MAX, `Stock quantity may be at most ${STOCK_MAX}`);

const optionText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * An option's Hindi as staff send it (decision 074): `{ hi: { name, values: { M: 'मध्यम' } } }`,
 * each value's under its English value. A field or value left out keeps what is stored.
 */
export const OptionTranslationsInputSchema = z.strictObject({
  hi: z
    .strictObject({
      name: hindiText(OPTION_NAME_MAX, 'option name'),
      values: z
        .record(z.string(), hindiText(OPTION_VALUE_MAX, 'value'), {
          error: 'Hindi values must be an object keyed by the English value',
        })
        .optional(),
    })
    .optional(),
});

/** An option as the product form sends it: a name and its values in the order shown to buyers. */
export const ProductOptionInputSchema = z.object({
  name: optionText('Option name', OPTION_NAME_MAX),
  values: z
    .array(optionText('Option value', OPTION_VALUE_MAX))
    .min(1, 'Give each option at least one value')
    .max(MAX_OPTION_VALUES, `An option may have at most ${MAX_OPTION_VALUES} values`),
  /** Its Hindi name and values; left out: kept as stored for an option of the same name. */
  translations: OptionTranslationsInputSchema.optional(),
});
export type ProductOptionInput = z.infer<typeof ProductOptionInputSchema>;

/** An option's Hindi as a write sends it or the shop stores it: text, null or '' for none. */
type OptionHindi = { name?: string | null | undefined; values?: Record<string, string | null | undefined> };
type OptionWithHindi = Pick<ProductOptionInput, 'name' | 'values'> & {
  translations?: { hi?: OptionHindi | undefined } | undefined;
};

/** What a shopper would read for a text in Hindi: the Hindi given, else the English, compared as one. */
const readAs = (hindi: string | null | undefined, english: string) =>
  (hindi?.trim() || english).toLowerCase();

/**
 * What is wrong with the options' Hindi (decision 074): a value's Hindi under a value the option
 * does not have, and two values (or two options) a Hindi page would show in the same words, which
 * a shopper could not tell apart.
 */
export function optionHindiProblems(
  options: readonly OptionWithHindi[],
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  /** What each option reads as → the option's index. */
  const optionWords = new Map<string, number>();
  options.forEach((option, index) => {
    const hindi = option.translations?.hi;
    const words = readAs(hindi?.name, option.name);
    const earlier = optionWords.get(words);
    const other = earlier === undefined ? undefined : options[earlier];
    // The same name twice is the English rule's to say; else the option given that Hindi is named.
    if (other && other.name.toLowerCase() !== option.name.toLowerCase()) {
      const named = hindi?.name?.trim() ? index : earlier;
      problems.push({
        field: `options.${named}.translations.hi.name`,
        message: `${other.name} and ${option.name} would both read "${hindi?.name?.trim() || option.name}" in Hindi`,
      });
    }
    optionWords.set(words, index);
    const given = hindi?.values ?? {};
    for (const value of Object.keys(given)) {
      if (!option.values.includes(value)) {
        problems.push({
          field: `options.${index}.translations.hi.values`,
          message: `${option.name} has no value "${value}" to give Hindi to`,
        });
      }
    }
    const valueWords = new Map<string, string>();
    for (const value of option.values) {
      const hindiValue = ownText(given, value);
      const read = readAs(hindiValue, value);
      const same = valueWords.get(read);
      // The same value twice is the English rule's to say ("listed twice").
      if (same !== undefined && same.toLowerCase() !== value.toLowerCase()) {
        problems.push({
          field: `options.${index}.translations.hi.values`,
          message: `"${same}" and "${value}" under ${option.name} would both read "${hindiValue?.trim() || value}" in Hindi`,
        });
      }
      valueWords.set(read, value);
    }
  });
  return problems;
}

/**
 * A variant as the product form sends it. `id` names an existing variant to change; without it a
 * new one is made. A missing SKU is made by the shop; a missing price is the product's.
 */
export const ProductVariantInputSchema = z.object({
  id: z.uuid({ error: 'Must be a valid variant id' }).optional(),
  optionValues: z.record(z.string(), z.string().trim()),
  sku: optionalText(PRODUCT_SKU_MAX, 'SKU'),
  price: rupees(PRICE_MESSAGE).gt(0, PRICE_MESSAGE).max(OPEN_PRICE_BOUND, PRICE_MESSAGE).nullish(),
  originalPrice: rupees('Original price must be 0 or more, with at most 2 decimals')
    .min(0, 'Original price must be 0 or more, with at most 2 decimals')
    .max(OPEN_PRICE_BOUND, `Original price may be at most ${OPEN_PRICE_BOUND}`)
    .nullish(),
  stockQuantity: stockField,
  image: imageUrlField.nullish(),
});
export type ProductVariantInput = z.infer<typeof ProductVariantInputSchema>;

export const PersonalisationInputSchema = z.object({
  label: optionText('Note label', PERSONALISATION_LABEL_MAX),
  maxLength: z
    .number({ error: `Note length must be a whole number from 1 to ${PERSONALISATION_MAX_LIMIT}` })
    .int(`Note length must be a whole number from 1 to ${PERSONALISATION_MAX_LIMIT}`)
    .min(1, `Note length must be a whole number from 1 to ${PERSONALISATION_MAX_LIMIT}`)
    .max(
      PERSONALISATION_MAX_LIMIT,
      `Note length must be a whole number from 1 to ${PERSONALISATION_MAX_LIMIT}`,
    )
    .default(DEFAULT_PERSONALISATION_MAX),
});

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
  /** The default variant's stock for a product without options; ignored when it has options. */
  stockQuantity: stockField,
  /** Ratings come from customers' reviews only (decision 030): a write that sets one is refused. */
  rating: z.never({ error: RATINGS_ARE_CUSTOMERS }).optional(),
  reviews: z.never({ error: RATINGS_ARE_CUSTOMERS }).optional(),
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
  options: z
    .array(ProductOptionInputSchema)
    .max(MAX_OPTIONS, `A product may have at most ${MAX_OPTIONS} options`),
  variants: z
    .array(ProductVariantInputSchema)
    .max(MAX_VARIANTS, `A product may have at most ${MAX_VARIANTS} variants`),
  isOneOfAKind: z.boolean(),
  madeToOrder: z.boolean(),
  leadTimeDays: z
    .number({ error: `Lead time must be a whole number of days from 1 to ${MAX_LEAD_TIME_DAYS}` })
    .int(`Lead time must be a whole number of days from 1 to ${MAX_LEAD_TIME_DAYS}`)
    .min(1, `Lead time must be a whole number of days from 1 to ${MAX_LEAD_TIME_DAYS}`)
    .max(MAX_LEAD_TIME_DAYS, `Lead time must be a whole number of days from 1 to ${MAX_LEAD_TIME_DAYS}`)
    .nullish(),
  personalisation: PersonalisationInputSchema.nullish(),
  craft: optionalText(PROVENANCE_FIELD_MAX, 'Craft'),
  material: optionalText(PROVENANCE_FIELD_MAX, 'Material'),
  origin: optionalText(PROVENANCE_FIELD_MAX, 'Origin'),
  artisan: optionalText(PROVENANCE_FIELD_MAX, 'Artisan'),
  care: optionalText(CARE_MAX, 'Care'),
  /** The product's own HSN code and GST rate; null (or '') takes its category's (decision 027). */
  hsnCode: hsnField,
  gstRate: gstRateField.nullish(),
  /** The product's own slab (with its own `gstRate`); null: flat; left out: kept as stored. */
  gstSlab: gstSlabField,
  /** Shown on the page and in its JSON-LD; a new product without one is made in India. */
  countryOfOrigin: countryField,
  /** "Can be returned" (decision 054); a new product is, unless told. */
  returnable: z.boolean({ error: 'Say whether it can be returned (true or false)' }),
  /** Its Hindi (issue 28), field by field; a field left out keeps what is stored. */
  translations: ProductTranslationsInputSchema,
};

interface VariantRulesInput {
  options?: readonly OptionWithHindi[] | undefined;
  variants?: readonly { optionValues: Record<string, string>; sku?: string | null | undefined }[] | undefined;
  stockQuantity?: number | undefined;
  isOneOfAKind?: boolean | undefined;
  madeToOrder?: boolean | undefined;
  leadTimeDays?: number | null | undefined;
  /**
   * False when a save changes neither options nor variants (a price or a name): a value left
   * without a variant before that rule existed must not block an unrelated change.
   */
  checkValuesSold?: boolean | undefined;
}

/**
 * The rules that tie a product form's fields together (decision 024), as field/message pairs:
 * option names and values unique (in Hindi too), every variant one sold combination of the options' values with
 * its own SKU, every option value sold in at least one variant, a one-of-a-kind piece a single unit
 * without options, a made-to-order one a lead time.
 * The server checks again what needs the database (SKUs unique across the shop, stored options).
 */
export function productVariantProblems(input: VariantRulesInput): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const options = input.options ?? [];
  const names = new Set<string>();
  options.forEach((option, index) => {
    const key = option.name.toLowerCase();
    if (names.has(key))
      problems.push({ field: `options.${index}.name`, message: `Option "${option.name}" is named twice` });
    names.add(key);
    const values = new Set<string>();
    for (const value of option.values) {
      if (values.has(value.toLowerCase())) {
        problems.push({
          field: `options.${index}.values`,
          message: `"${value}" is listed twice under ${option.name}`,
        });
      }
      values.add(value.toLowerCase());
    }
  });
  problems.push(...optionHindiProblems(options));
  if (input.variants !== undefined && input.options !== undefined) {
    if (options.length > 0 && input.variants.length === 0) {
      problems.push({ field: 'variants', message: 'A product with options needs at least one variant' });
    }
    if (options.length === 0 && input.variants.length > 1) {
      problems.push({ field: 'variants', message: 'A product without options has one variant' });
    }
    const seen = new Set<string>();
    const skus = new Set<string>();
    input.variants.forEach((variant, index) => {
      const given = Object.keys(variant.optionValues);
      const fits =
        given.length === options.length &&
        options.every((option) => option.values.includes(variant.optionValues[option.name] ?? ''));
      if (!fits) {
        problems.push({
          field: `variants.${index}.optionValues`,
          message: 'Each variant needs one value of every option, from that option’s values',
        });
      }
      const key = combinationKey(variant.optionValues);
      if (seen.has(key))
        problems.push({
          field: `variants.${index}.optionValues`,
          message: 'This combination is listed twice',
        });
      seen.add(key);
      const sku = variant.sku?.trim().toUpperCase();
      if (sku) {
        if (skus.has(sku))
          problems.push({ field: `variants.${index}.sku`, message: `SKU ${variant.sku} is used twice` });
        skus.add(sku);
      }
    });
    // A value without a variant shows on the product page but can never be bought. Said once the
    // variants themselves fit the options: before, the variants' own problems are the ones to fix.
    const everyVariantFits = !problems.some((problem) => problem.field.startsWith('variants.'));
    if (input.variants.length > 0 && everyVariantFits && input.checkValuesSold !== false) {
      for (const missing of valuesWithoutVariant(options, input.variants)) {
        problems.push({
          field: `options.${missing.optionIndex}.values`,
          message: `"${missing.value}" under ${missing.option} has no variant, so shoppers could see it but not buy it: add a variant for it or remove the value`,
        });
      }
    }
  }
  if (input.isOneOfAKind) {
    if (options.length > 0)
      problems.push({ field: 'isOneOfAKind', message: 'A one-of-a-kind piece has no options' });
    if (input.madeToOrder) {
      problems.push({
        field: 'madeToOrder',
        message: 'A one-of-a-kind piece already exists; it cannot be made to order',
      });
    }
    if (input.stockQuantity !== undefined && input.stockQuantity > 1) {
      problems.push({ field: 'stockQuantity', message: 'A one-of-a-kind piece has a stock of 1' });
    }
  }
  if (input.madeToOrder && input.leadTimeDays == null) {
    problems.push({ field: 'leadTimeDays', message: 'Give the days it takes to make the piece' });
  }
  return problems;
}

function addVariantProblems(input: VariantRulesInput, context: z.RefinementCtx) {
  for (const problem of productVariantProblems(input)) {
    context.addIssue({
      code: 'custom',
      path: problem.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      message: problem.message,
    });
  }
}

export const ProductCreateSchema = strictBody({
  ...PRODUCT_FIELD_RULES,
  isFeatured: PRODUCT_FIELD_RULES.isFeatured.optional(),
  isNew: PRODUCT_FIELD_RULES.isNew.optional(),
  isActive: PRODUCT_FIELD_RULES.isActive.optional(),
  inStock: PRODUCT_FIELD_RULES.inStock.optional(),
  tags: PRODUCT_FIELD_RULES.tags.optional(),
  sku: PRODUCT_FIELD_RULES.sku.optional(),
  images: PRODUCT_FIELD_RULES.images.optional(),
  options: PRODUCT_FIELD_RULES.options.optional(),
  variants: PRODUCT_FIELD_RULES.variants.optional(),
  isOneOfAKind: PRODUCT_FIELD_RULES.isOneOfAKind.optional(),
  madeToOrder: PRODUCT_FIELD_RULES.madeToOrder.optional(),
  leadTimeDays: PRODUCT_FIELD_RULES.leadTimeDays.optional(),
  personalisation: PRODUCT_FIELD_RULES.personalisation.optional(),
  craft: PRODUCT_FIELD_RULES.craft.optional(),
  material: PRODUCT_FIELD_RULES.material.optional(),
  origin: PRODUCT_FIELD_RULES.origin.optional(),
  artisan: PRODUCT_FIELD_RULES.artisan.optional(),
  care: PRODUCT_FIELD_RULES.care.optional(),
  countryOfOrigin: PRODUCT_FIELD_RULES.countryOfOrigin.optional(),
  returnable: PRODUCT_FIELD_RULES.returnable.optional(),
  translations: PRODUCT_FIELD_RULES.translations.optional(),
}).superRefine(addVariantProblems);
export type ProductCreateInput = z.infer<typeof ProductCreateSchema>;
/** What a client sends to create a product (before defaults and trimming). */
export type ProductCreateBody = z.input<typeof ProductCreateSchema>;

export const ProductUpdateSchema = strictBody(z.object(PRODUCT_FIELD_RULES).partial().shape).superRefine(
  addVariantProblems,
);
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
    .refine((icon) => icon === '' || isCategoryIconName(icon), 'Choose one of the listed icons')
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
  /** Left out: kept as stored (a new category: none, and the default rate). */
  hsnCode: hsnField,
  gstRate: gstRateField.optional(),
  /** Left out: kept as stored (a new category: flat); null: a flat rate. */
  gstSlab: gstSlabField,
  /** "Can be returned" (decision 054). Left out: kept as stored (a new category: yes). */
  returnable: z.boolean({ error: 'Say whether it can be returned (true or false)' }).optional(),
  /** Its Hindi (issue 28); left out: kept as stored. */
  translations: CategoryTranslationsInputSchema.optional(),
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

/**
 * Product Management's figures over the whole catalogue, hidden products included, whatever page
 * or filter is on screen (issue 12): in stock means units on hand or made to order.
 */
const ProductCountsSchema = z.object({
  total: z.number().int(),
  inStock: z.number().int(),
  featured: z.number().int(),
  newArrivals: z.number().int(),
});
export type ProductCounts = z.infer<typeof ProductCountsSchema>;
export const ProductCountsResultSchema = z.object({ counts: ProductCountsSchema });
