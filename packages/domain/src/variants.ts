/**
 * Options and variants (decision 024): a product has up to three options (Size, Colour…), each
 * with ordered values; each combination that is sold is a variant with its own SKU, price and
 * stock. A product without options has exactly one default variant, whose option values are {}.
 * These rules are shared by the server (which enforces them) and the storefront (which shows them).
 */

import type { Sentence } from './shopper-messages.js';

export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 30;
export const OPTION_NAME_MAX = 30;
export const OPTION_VALUE_MAX = 30;
export const MAX_VARIANTS = 100;
export const MAX_LEAD_TIME_DAYS = 120;
export const DEFAULT_PERSONALISATION_MAX = 40;
export const PERSONALISATION_MAX_LIMIT = 200;
export const PERSONALISATION_LABEL_MAX = 60;
/** A sold one-of-a-kind piece stays in the sitemap this long after its sale. */
export const SOLD_PIECE_SITEMAP_DAYS = 90;

export type OptionValues = Record<string, string>;

export interface ProductOptionLike {
  name: string;
  values: readonly string[];
  /** The words a shopper reads, in the page's language (decision 074); the name and values without. */
  label?: string | undefined;
  valueLabels?: Readonly<Record<string, string>> | undefined;
}

/** An option's name as a shopper reads it: "साइज़" on a Hindi page, else its name. */
export const optionLabel = (option: Pick<ProductOptionLike, 'name' | 'label'>): string =>
  option.label ?? option.name;

/**
 * A text kept under a key of a record, if there is one. Keys are what staff typed (a value named
 * "constructor" too), so only the record's own keys count, never what every object inherits.
 */
export const ownText = (
  record: Readonly<Record<string, string | null | undefined>> | undefined,
  key: string,
): string | null | undefined => (record && Object.hasOwn(record, key) ? record[key] : undefined);

/** A value as a shopper reads it: "नील" for Indigo on a Hindi page, else the value. */
export const valueLabel = (option: Pick<ProductOptionLike, 'valueLabels'>, value: string): string =>
  ownText(option.valueLabels, value) ?? value;

export interface VariantLike {
  id: string;
  optionValues: OptionValues;
  stockQuantity: number;
}

/** Option names that mean a size, so the picker offers the size guide and the listing a size filter. */
export const SIZE_OPTION_NAMES = ['size', 'ring size', 'bangle size'] as const;
/** Option names that mean a colour, for the listing's colour filter. */
export const COLOUR_OPTION_NAMES = ['colour', 'color'] as const;

export function isSizeOption(name: string): boolean {
  return (SIZE_OPTION_NAMES as readonly string[]).includes(name.trim().toLowerCase());
}

export function isColourOption(name: string): boolean {
  return (COLOUR_OPTION_NAMES as readonly string[]).includes(name.trim().toLowerCase());
}

/**
 * "M / Indigo": the values in the order of the product's options, in their words when the options
 * carry them ("M / नील"); '' for the default variant.
 */
export function variantTitle(options: readonly ProductOptionLike[], optionValues: OptionValues): string {
  return options
    .map((option) => {
      const value = optionValues[option.name];
      return value ? valueLabel(option, value) : '';
    })
    .filter(Boolean)
    .join(' / ');
}

/** Every combination of the options' values, first option slowest: S/Red, S/Blue, M/Red… */
export function optionCombinations(options: readonly ProductOptionLike[]): OptionValues[] {
  let combinations: OptionValues[] = [{}];
  for (const option of options) {
    combinations = combinations.flatMap((partial) =>
      option.values.map((value) => ({ ...partial, [option.name]: value })),
    );
  }
  return options.length === 0 ? [{}] : combinations;
}

/** A value as it goes into a SKU: letters and digits only, upper case ("Rose Gold" → "ROSEGOLD"). */
const skuPart = (value: string) => value.replace(/[^\p{L}\p{N}]+/gu, '').toUpperCase();

/** `KURTI-M-INDIGO`: the stem and the variant's values in the order of the product's options. */
export function variantSku(
  stem: string,
  options: readonly ProductOptionLike[],
  optionValues: OptionValues,
): string {
  const parts = options.map((option) => skuPart(optionValues[option.name] ?? '')).filter(Boolean);
  return [stem, ...parts].join('-').toUpperCase();
}

/**
 * The stem a product's variants' SKUs share, so a variant added later follows them: "KS-CL-KUR-001"
 * from KS-CL-KUR-001-M and KS-CL-KUR-001-L (a default variant's whole SKU is its stem). The stem
 * most of them follow, the first on a tie; null when none ends with its own values (SKUs the owner
 * typed freely), and the caller falls back to the product's SKU or id.
 */
export function skuStemOfVariants(
  options: readonly ProductOptionLike[],
  variants: readonly { sku: string; optionValues: OptionValues }[],
): string | null {
  const counts = new Map<string, number>();
  for (const variant of variants) {
    const parts = options
      .map((option) => variant.optionValues[option.name])
      .filter((value): value is string => value !== undefined)
      .map(skuPart)
      .filter(Boolean);
    const suffix = parts.length > 0 ? `-${parts.join('-')}` : '';
    const sku = variant.sku.trim();
    if (!sku.toUpperCase().endsWith(suffix)) continue;
    const stem = sku.slice(0, sku.length - suffix.length).toUpperCase();
    if (stem) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [stem, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = stem;
  return best;
}

/**
 * The option values no variant carries: a size shoppers would see on the product page but could
 * never buy. Each with the index of its option, in option order.
 */
export function valuesWithoutVariant(
  options: readonly ProductOptionLike[],
  variants: readonly { optionValues: OptionValues }[],
): { optionIndex: number; option: string; value: string }[] {
  return options.flatMap((option, optionIndex) =>
    option.values
      .filter((value) => !variants.some((variant) => variant.optionValues[option.name] === value))
      .map((value) => ({ optionIndex, option: option.name, value })),
  );
}

/** A stable key of a combination, independent of key order: compare two variants' values with it. */
export function combinationKey(optionValues: OptionValues): string {
  return JSON.stringify(
    Object.keys(optionValues)
      .sort()
      .map((name) => [name.toLowerCase(), optionValues[name]]),
  );
}

/** The variant with exactly these option values, if the product sells that combination. */
export function findVariant<V extends VariantLike>(
  variants: readonly V[],
  optionValues: OptionValues,
): V | undefined {
  const key = combinationKey(optionValues);
  return variants.find((variant) => combinationKey(variant.optionValues) === key);
}

/** Whether every option has a value chosen. */
export function isCompleteSelection(options: readonly ProductOptionLike[], selection: OptionValues): boolean {
  return options.every((option) => Boolean(selection[option.name]));
}

/**
 * What the picker says when "Add to Cart" is pressed with an option unchosen: "Choose a size",
 * "साइज़ चुनें"; the option named in each language (its Hindi name where staff gave one).
 */
export function chooseMessage(optionName: Sentence): Sentence {
  return { en: `Choose a ${optionName.en.trim().toLowerCase()}`, hi: `${optionName.hi.trim()} चुनें` };
}

/** The lowest and highest price among the variants (rupees); both the price when there is one. */
export function priceRange(variants: readonly { price: number }[]): { min: number; max: number } {
  const prices = variants.map((variant) => variant.price);
  if (prices.length === 0) return { min: 0, max: 0 };
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** YYYY-MM-DD of a day in India (IST, UTC+5:30), which is the calendar the studio dispatches by. */
function indianDate(at: Date): Date {
  const ist = new Date(at.getTime() + 330 * 60_000);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()));
}

/** The day a made-to-order line is expected to leave the studio: the order's day in India + lead days. */
export function expectedDispatchDate(orderedAt: Date, leadTimeDays: number): string {
  const day = indianDate(orderedAt);
  day.setUTCDate(day.getUTCDate() + leadTimeDays);
  return day.toISOString().slice(0, 10);
}
