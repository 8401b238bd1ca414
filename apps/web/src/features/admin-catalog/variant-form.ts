import {
  combinationKey,
  MAX_OPTION_VALUES,
  MAX_OPTIONS,
  MAX_VARIANTS,
  OPTION_VALUE_MAX,
  optionCombinations,
  ownText,
  valuesWithoutVariant,
  variantTitle,
  type OptionValues,
  type Product,
  type ProductOptionAnswer,
  type ProductOptionInput,
} from '@shop/domain';
import { plural } from '@/lib/plural';

/**
 * The options editor and the variant grid of the product form (decision 024), as plain data and
 * functions, so the rules a shop owner relies on (generating keeps what was typed, bulk stock) are
 * tested without a browser.
 */

/** An option as the form holds it: a name and its values in the order buyers see them. */
export interface OptionDraft {
  name: string;
  values: string[];
  /** Its Hindi name (decision 074); '' or none reads as the English on Hindi pages. */
  nameHi?: string;
  /** Each value's Hindi by its English value; a value without reads as itself. */
  valuesHi?: Readonly<Record<string, string>>;
}

/** A saved option as the form holds it, with the Hindi staff gave it. */
export function optionDraftOf(option: ProductOptionAnswer): OptionDraft {
  const hi = option.translations?.hi;
  const valuesHi: Record<string, string> = {};
  for (const value of option.values) {
    const text = ownText(hi?.values, value);
    if (text) valuesHi[value] = text;
  }
  return { name: option.name, values: [...option.values], nameHi: hi?.name ?? '', valuesHi };
}

/**
 * An option as saving sends it: the Hindi of its name and of every value it has, null where none,
 * so what the form shows is what the shop keeps (a value removed takes its Hindi with it).
 */
export function optionBody(option: OptionDraft): ProductOptionInput {
  const hindi = (text: string | null | undefined) => text?.trim() || null;
  return {
    name: option.name.trim(),
    values: option.values,
    translations: {
      hi: {
        name: hindi(option.nameHi),
        values: Object.fromEntries(
          option.values.map((value) => [value, hindi(ownText(option.valuesHi, value))]),
        ),
      },
    },
  };
}

/** One row of the grid; numbers stay text until they are checked, '' means "the product's". */
export interface VariantRow {
  /** The saved variant's id; absent for a row not saved yet. */
  id?: string | undefined;
  optionValues: OptionValues;
  sku: string;
  price: string;
  originalPrice: string;
  stockQuantity: string;
  /** A saved picture's URL, a NEW_IMAGE token for one waiting to be uploaded, or '' for the product's. */
  image: string;
}

export const OPTION_NAME_SUGGESTIONS = ['Size', 'Colour'] as const;

/** Values an owner would otherwise type one by one (the size charts of decision 022 use the same). */
export const SIZE_PRESETS = [
  {
    id: 'ring',
    label: 'Ring sizes (Indian 6–22)',
    values: Array.from({ length: 17 }, (_, index) => String(index + 6)),
  },
  { id: 'bangle', label: 'Bangle sizes (2.2–2.10)', values: ['2.2', '2.4', '2.6', '2.8', '2.10'] },
  { id: 'kurti', label: 'Kurti sizes (XS–XXL)', values: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] },
] as const;

export const CRAFT_SUGGESTIONS = [
  'Kundan',
  'Meenakari',
  'Dabu print',
  'Ajrakh',
  'Zardozi',
  'Lac',
  'Bandhani',
  'Chikankari',
] as const;

/** A variant this low (and above zero) is flagged in the product list. */
export const LOW_STOCK_AT = 3;

/** What "Generate combinations" and removing a row tell the owner about saved variants. */
export const ARCHIVE_NOTE = 'Variants already ordered are archived, not deleted.';

export const emptyRow = (optionValues: OptionValues): VariantRow => ({
  optionValues,
  sku: '',
  price: '',
  originalPrice: '',
  stockQuantity: '0',
  image: '',
});

/**
 * Adds what was typed in a chip input: commas separate several values (a pasted "S, M, L"), blanks
 * and values already there are skipped. A value that cannot be added is named in `problem`.
 */
export function addOptionValues(
  values: readonly string[],
  typed: string,
): { values: string[]; problem: string | null } {
  const next = [...values];
  let problem: string | null = null;
  for (const value of typed
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (next.some((existing) => existing.toLowerCase() === value.toLowerCase())) {
      problem = `"${value}" is already a value`;
    } else if (value.length > OPTION_VALUE_MAX) {
      problem = `A value may be at most ${OPTION_VALUE_MAX} characters`;
    } else if (next.length >= MAX_OPTION_VALUES) {
      problem = `An option may have at most ${MAX_OPTION_VALUES} values`;
    } else {
      next.push(value);
    }
  }
  return { values: next, problem };
}

/** The list with one item moved by `step` places (-1 earlier, +1 later); unchanged at the ends. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

export const canAddOption = (options: readonly OptionDraft[]) => options.length < MAX_OPTIONS;

/**
 * Renames an option and the key of its value in every row, so what was typed in the grid survives
 * the rename. A name another option already has leaves the rows alone (the form names the clash).
 */
export function renameOption(
  options: readonly OptionDraft[],
  rows: readonly VariantRow[],
  index: number,
  name: string,
): { options: OptionDraft[]; rows: VariantRow[] } {
  const old = options[index]?.name;
  const next = options.map((option, position) => (position === index ? { ...option, name } : option));
  const clash = options.some(
    (option, position) =>
      position !== index && option.name.trim().toLowerCase() === name.trim().toLowerCase(),
  );
  if (old === undefined || old === name || clash) return { options: next, rows: [...rows] };
  return {
    options: next,
    rows: rows.map((row) => {
      if (!(old in row.optionValues)) return row;
      const optionValues: OptionValues = {};
      for (const [key, value] of Object.entries(row.optionValues))
        optionValues[key === old ? name : key] = value;
      return { ...row, optionValues };
    }),
  };
}

/** The options the grid is built from: named, with at least one value. */
const usableOptions = (options: readonly OptionDraft[]) =>
  options
    .map((option) => ({ name: option.name.trim(), values: option.values }))
    .filter((option) => option.name && option.values.length > 0);

/**
 * "Generate combinations": a row for every combination of the options' values, in option order.
 * A row already in the grid for a combination keeps everything typed in it (and its saved id);
 * rows for combinations that no longer exist are dropped and returned as `removed`.
 */
export function generateRows(
  options: readonly OptionDraft[],
  rows: readonly VariantRow[],
): { rows: VariantRow[]; removed: VariantRow[]; problem: string | null } {
  const combinations = optionCombinations(usableOptions(options));
  if (combinations.length > MAX_VARIANTS) {
    return {
      rows: [...rows],
      removed: [],
      problem: `${combinations.length} combinations is more than the ${MAX_VARIANTS} variants a product may have`,
    };
  }
  const byKey = new Map(rows.map((row) => [combinationKey(row.optionValues), row]));
  const next = combinations.map(
    (combination) => byKey.get(combinationKey(combination)) ?? emptyRow(combination),
  );
  const kept = new Set(next);
  return { rows: next, removed: rows.filter((row) => !kept.has(row)), problem: null };
}

/**
 * What saving adds so that no size (or colour) is left that shoppers can see and not buy: for each
 * option value no row carries, a row for every combination with it, as "Generate combinations"
 * would make it (stock 0, the product's price, a SKU the server makes from the others'). Rows
 * typed stay as they are. Nothing is added past the variants a product may have (the form then
 * names the value, as the server would).
 */
export function withMissingVariants(
  options: readonly OptionDraft[],
  rows: readonly VariantRow[],
): { rows: VariantRow[]; added: VariantRow[] } {
  const usable = usableOptions(options);
  const missing = valuesWithoutVariant(usable, rows);
  if (missing.length === 0) return { rows: [...rows], added: [] };
  const present = new Set(rows.map(rowKey));
  const added = optionCombinations(usable)
    .filter((combination) => !present.has(combinationKey(combination)))
    .filter((combination) => missing.some(({ option, value }) => combination[option] === value))
    .map(emptyRow);
  if (rows.length + added.length > MAX_VARIANTS) return { rows: [...rows], added: [] };
  return { rows: [...rows, ...added], added };
}

/** "Size 3XL, Size 4XL": the new rows named for the owner's message. */
export const addedRowsText = (options: readonly OptionDraft[], added: readonly VariantRow[]) =>
  added.map((row) => rowTitle(options, row)).join(', ');

export const rowKey = (row: VariantRow) => combinationKey(row.optionValues);

export const rowTitle = (options: readonly OptionDraft[], row: VariantRow) =>
  variantTitle(
    options.map((option) => ({ name: option.name, values: option.values })),
    row.optionValues,
  ) || 'Default';

/** "Set stock for selected": one number for every selected row; the others are untouched. */
export function setStockFor(
  rows: readonly VariantRow[],
  selected: ReadonlySet<string>,
  stock: string,
): VariantRow[] {
  return rows.map((row) => (selected.has(rowKey(row)) ? { ...row, stockQuantity: stock.trim() } : row));
}

/** One row changed by its combination; `path` is the field. */
export function updateRow(
  rows: readonly VariantRow[],
  key: string,
  changes: Partial<Omit<VariantRow, 'id' | 'optionValues'>>,
): VariantRow[] {
  return rows.map((row) => (rowKey(row) === key ? { ...row, ...changes } : row));
}

const priceText = (value: number | null, productValue: number | null) =>
  value === null || value === productValue ? '' : String(value);

/**
 * The grid of a saved product. A price equal to the product's shows as empty (the placeholder), so
 * changing the product's price moves the variants that follow it.
 */
export function rowsOf(product: Product): VariantRow[] {
  return product.variants.map((variant) => ({
    id: variant.id,
    optionValues: { ...variant.optionValues },
    sku: variant.sku,
    price: priceText(variant.price, product.price),
    originalPrice: variant.originalPrice === null ? '' : String(variant.originalPrice),
    stockQuantity: String(variant.stockQuantity),
    image: variant.image ?? '',
  }));
}

/**
 * How low the stock runs, for the product list; null when all is well. A product with options
 * counts its variants ("1 sold out · 3 variants low"); a made-to-order or one-of-a-kind piece
 * never runs low (its badge says what it is).
 */
export function stockWarning(
  product: Pick<Product, 'variants' | 'options' | 'madeToOrder' | 'isOneOfAKind' | 'stockQuantity'>,
): string | null {
  if (product.madeToOrder || product.isOneOfAKind) return null;
  if (product.options.length === 0) {
    if (product.stockQuantity <= 0) return 'Sold out';
    return product.stockQuantity <= LOW_STOCK_AT ? 'Low stock' : null;
  }
  const out = product.variants.filter((variant) => variant.stockQuantity <= 0).length;
  const low = product.variants.filter(
    (variant) => variant.stockQuantity > 0 && variant.stockQuantity <= LOW_STOCK_AT,
  ).length;
  const parts = [
    out > 0 ? `${out} sold out` : null,
    low > 0 ? `${plural(low, { one: 'variant', other: 'variants' })} low` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}
