import {
  CSV_LIST_SEPARATOR,
  DEFAULT_COUNTRY_OF_ORIGIN,
  MAX_OPTIONS,
  PRODUCT_CSV_COLUMNS,
  type ImportProblem,
  type OptionValues,
} from '@shop/domain';
import type { CsvRow } from './product-csv-read.js';

/**
 * Turns the rows of one product (same handle) into the body the product API takes, so the API's
 * own schemas and service judge it (decision 039), and maps each problem they name (`price`,
 * `variants.2.sku`) back to the line and column it came from.
 */

export interface ProductRows {
  handle: string;
  rows: CsvRow[];
}

/** The stored product a handle names: its id and its live variants' ids by upper-cased SKU. */
export interface ExistingProduct {
  id: string;
  variantIdBySku: ReadonlyMap<string, string>;
}

export interface BuiltProduct {
  body: Record<string, unknown>;
  /** Problems of the rows themselves (cells that are not yes/no, options half filled…). */
  problems: ImportProblem[];
  /** Where a field path of the API's problems is in the file. */
  locate: (path: readonly PropertyKey[], message: string) => ImportProblem;
  /** A new product the file gives no picture: created hidden, to be shown once it has one. */
  waitsForPictures: boolean;
  /** The picture addresses of the file's `images` cell, as written. */
  images: string[];
}

const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HANDLE_MAX = 80;
const PRODUCT_COLUMNS = PRODUCT_CSV_COLUMNS.filter((column) => column.level === 'product').map(
  (column) => column.name,
);

/** Rows grouped by handle in the order met; rows without a usable handle become problems. */
export function groupByHandle(rows: readonly CsvRow[], problems: ImportProblem[]): ProductRows[] {
  const groups = new Map<string, ProductRows>();
  for (const row of rows) {
    const handle = (row.cells.get('handle') ?? '').toLowerCase();
    if (!handle) {
      problems.push({ line: row.line, column: 'handle', message: 'Give each row its product’s handle' });
      continue;
    }
    if (!HANDLE.test(handle) || handle.length > HANDLE_MAX) {
      problems.push({
        line: row.line,
        column: 'handle',
        message: `A handle is lowercase letters, digits and hyphens (at most ${HANDLE_MAX}), like indigo-kurta`,
      });
      continue;
    }
    const group = groups.get(handle);
    if (group) group.rows.push(row);
    else groups.set(handle, { handle, rows: [row] });
  }
  return [...groups.values()];
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/** API field → column of the product's first row. */
const FIELD_COLUMNS: Record<string, string> = {
  name: 'name',
  description: 'description',
  category: 'category',
  isActive: 'active',
  isFeatured: 'featured',
  isNew: 'new',
  tags: 'tags',
  image: 'images',
  images: 'images',
  isOneOfAKind: 'one_of_a_kind',
  madeToOrder: 'made_to_order',
  leadTimeDays: 'lead_time_days',
  craft: 'craft',
  material: 'material',
  origin: 'origin',
  artisan: 'artisan',
  care: 'care',
  countryOfOrigin: 'country_of_origin',
  returnable: 'returnable',
  hsnCode: 'hsn_code',
  gstRate: 'gst_rate',
  gstSlab: 'gst_slab_up_to',
  sku: 'sku',
  price: 'price',
  originalPrice: 'original_price',
  stockQuantity: 'stock',
  options: 'option1_name',
  variants: 'option1_name',
};

/** Variant field → column of that variant's row. */
const VARIANT_COLUMNS: Record<string, string> = {
  id: 'sku',
  sku: 'sku',
  price: 'price',
  originalPrice: 'original_price',
  stockQuantity: 'stock',
  image: 'variant_image',
  optionValues: 'option1_value',
};

/** A number as a person types it in a spreadsheet (₹1,499.50); NaN when it is not one. */
function numberOf(text: string): number | null {
  if (text === '') return null;
  const plain = text.replace(/[₹,\s]/g, '');
  return /^-?\d+(?:\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

const listOf = (text: string) =>
  text
    .split(CSV_LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The API body of one product's rows. `existing` is the stored product of the handle (an update:
 * every field is sent, so the file says what the product is; blank images keep the stored ones).
 */
export function buildProduct(group: ProductRows, existing: ExistingProduct | null): BuiltProduct {
  const { rows } = group;
  const first = rows[0] as CsvRow;
  const problems: ImportProblem[] = [];
  const cell = (row: CsvRow, column: string) => row.cells.get(column) ?? '';
  const problem = (row: CsvRow, column: string, message: string) =>
    problems.push({ line: row.line, column, message });

  // Product columns come from the first row; later rows repeat them or leave them blank.
  for (const row of rows.slice(1)) {
    for (const column of PRODUCT_COLUMNS) {
      const value = cell(row, column);
      if (value !== '' && value !== cell(first, column)) {
        problem(
          row,
          column,
          `Differs from line ${first.line}; a product’s columns are the same on all its rows`,
        );
      }
    }
  }

  const yesNo = (column: string, blank: boolean) => {
    const value = cell(first, column).toLowerCase();
    if (value === '') return blank;
    if (YES.has(value)) return true;
    if (NO.has(value)) return false;
    problem(first, column, 'Write yes or no');
    return blank;
  };
  const whole = (row: CsvRow, column: string) => numberOf(cell(row, column));

  // Options: named on the first row, in order; each row gives its variant's value of each.
  const options: CsvOption[] = [];
  const valueLines = new Map<string, number>();
  for (let n = 1; n <= MAX_OPTIONS; n += 1) {
    const name = cell(first, `option${n}_name`);
    if (!name) continue;
    if (options.length !== n - 1) {
      problem(first, `option${n}_name`, `Name option ${n - 1} before option ${n}`);
      continue;
    }
    options.push({ name, values: [] });
  }
  const hindi = optionHindi(first, options, problem);
  const variants = rows.map((row) => {
    const optionValues: OptionValues = {};
    for (let n = 1; n <= MAX_OPTIONS; n += 1) {
      const option = options[n - 1];
      const value = cell(row, `option${n}_value`);
      if (!option) {
        if (value) problem(row, `option${n}_value`, `This value has no option: fill option${n}_name`);
        continue;
      }
      if (!value) {
        problem(row, `option${n}_value`, `Give this variant’s ${option.name}`);
        continue;
      }
      optionValues[option.name] = value;
      hindi.note(row, n, value);
      if (!option.values.includes(value)) {
        option.values.push(value);
        valueLines.set(`${n - 1}/${option.values.length - 1}`, row.line);
      }
    }
    const sku = cell(row, 'sku');
    const image = cell(row, 'variant_image');
    return {
      ...(existing && sku ? { id: existing.variantIdBySku.get(sku.toUpperCase()) } : {}),
      optionValues,
      sku: sku || null,
      price: whole(row, 'price') ?? undefined,
      originalPrice: whole(row, 'original_price'),
      stockQuantity: whole(row, 'stock') ?? 0,
      // Blank keeps the variant's picture; none is fetched from elsewhere.
      ...(image ? { image } : {}),
    };
  });
  if (options.length === 0) {
    for (const row of rows.slice(1)) {
      problem(
        row,
        'option1_name',
        'A product without options has one row: name an option to list variants, or use another handle',
      );
    }
  }

  const label = cell(first, 'personalisation_label');
  const noteLength = whole(first, 'personalisation_max_length');
  if (!label && noteLength !== null) {
    problem(first, 'personalisation_label', 'Give the note’s label, or leave its length blank');
  }
  const images = listOf(cell(first, 'images'));
  const main = variants[0] as (typeof variants)[number];
  const body: Record<string, unknown> = {
    name: cell(first, 'name'),
    description: cell(first, 'description'),
    category: cell(first, 'category'),
    isActive: yesNo('active', true),
    isFeatured: yesNo('featured', false),
    isNew: yesNo('new', false),
    tags: listOf(cell(first, 'tags')),
    isOneOfAKind: yesNo('one_of_a_kind', false),
    madeToOrder: yesNo('made_to_order', false),
    leadTimeDays: whole(first, 'lead_time_days'),
    personalisation: label ? { label, maxLength: noteLength ?? undefined } : null,
    craft: cell(first, 'craft'),
    material: cell(first, 'material'),
    origin: cell(first, 'origin'),
    artisan: cell(first, 'artisan'),
    care: cell(first, 'care'),
    hsnCode: cell(first, 'hsn_code'),
    gstRate: whole(first, 'gst_rate'),
    ...taxAndOriginCells(first, problem),
    ...hindiCells(first),
    // A file from before the column (decision 054) leaves the flag as stored, a new product yes.
    ...(first.cells.has('returnable') ? { returnable: yesNo('returnable', true) } : {}),
    options: hindi.options(),
    // Without options the one row is the product's default variant.
    variants: options.length === 0 ? [main] : variants,
    price: main.price,
    originalPrice: main.originalPrice,
    stockQuantity: options.length === 0 ? main.stockQuantity : 0,
  };
  if (options.length === 0) body.sku = main.sku;
  else if (!existing) body.sku = null;
  if (images.length > 0) {
    body.image = images[0];
    body.images = images;
  }
  // A new product without pictures is created hidden (the owner adds them in Product Management,
  // then shows it), rather than refusing a whole catalogue typed before any picture was taken.
  const waitsForPictures = !existing && images.length === 0;
  if (waitsForPictures) body.isActive = false;

  const optionIndex = (name: unknown) => options.findIndex((option) => option.name === name);
  const locate = (path: readonly PropertyKey[], message: string): ImportProblem => {
    const [field, index, sub, key] = path;
    if (field === 'variants' && typeof index === 'number') {
      const row = rows[options.length === 0 ? 0 : index] ?? first;
      const column =
        sub === 'optionValues' && optionIndex(key) >= 0
          ? `option${optionIndex(key) + 1}_value`
          : (VARIANT_COLUMNS[String(sub)] ?? 'sku');
      return { line: row.line, column, message };
    }
    if (field === 'options' && typeof index === 'number') {
      const n = index + 1;
      if (sub === 'name') return { line: first.line, column: `option${n}_name`, message };
      if (sub === 'translations') {
        // options.0.translations.hi.name, or …hi.values(.<value>): the value's first row.
        const [, , , , part, value] = path;
        if (part === 'name') return { line: first.line, column: `option${n}_name_hi`, message };
        const position = options[index]?.values.indexOf(String(value)) ?? -1;
        const line = valueLines.get(`${index}/${position}`) ?? first.line;
        return { line, column: `option${n}_value_hi`, message };
      }
      const line = typeof key === 'number' ? valueLines.get(`${index}/${key}`) : undefined;
      return { line: line ?? first.line, column: `option${n}_value`, message };
    }
    if (field === 'personalisation') {
      const column =
        sub === 'maxLength' || index === 'maxLength' ? 'personalisation_max_length' : 'personalisation_label';
      return { line: first.line, column, message };
    }
    if (field === 'sku') {
      // "SKU X is already used…": the row that holds X.
      const row = rows.find((candidate) => {
        const sku = cell(candidate, 'sku');
        return sku !== '' && message.toUpperCase().includes(` ${sku.toUpperCase()} `);
      });
      return { line: (row ?? first).line, column: 'sku', message };
    }
    if (field === 'translations' && typeof sub === 'string') {
      return { line: first.line, column: hindiColumn(sub), message };
    }
    if (field === 'gstSlab' && index === 'rateAbove') {
      return { line: first.line, column: 'gst_rate_above', message };
    }
    return { line: first.line, column: FIELD_COLUMNS[String(field)] ?? '', message };
  };

  return { body, problems, locate, waitsForPictures, images };
}

/**
 * The slab and country of origin of a product's first row. A file from before them (no such
 * columns) leaves them as stored, or India and a flat rate for a new product; a blank slab is a
 * flat rate, a blank country India.
 */
function taxAndOriginCells(
  row: CsvRow,
  problem: (row: CsvRow, column: string, message: string) => void,
): Record<string, unknown> {
  const cells: Record<string, unknown> = {};
  if (row.cells.has('country_of_origin')) {
    cells.countryOfOrigin = row.cells.get('country_of_origin') || DEFAULT_COUNTRY_OF_ORIGIN;
  }
  if (row.cells.has('gst_slab_up_to') || row.cells.has('gst_rate_above')) {
    const upTo = numberOf(row.cells.get('gst_slab_up_to') ?? '');
    const rateAbove = numberOf(row.cells.get('gst_rate_above') ?? '');
    if ((upTo === null) !== (rateAbove === null)) {
      problem(
        row,
        upTo === null ? 'gst_slab_up_to' : 'gst_rate_above',
        'A slab needs both its value and its rate above',
      );
    }
    cells.gstSlab = upTo === null || rateAbove === null ? null : { upTo, rateAbove };
  }
  return cells;
}

interface CsvOption {
  name: string;
  values: string[];
}

/**
 * The options' Hindi of one product's rows (decision 074), from the columns the file has: a
 * file without them keeps the Hindi as stored. The name is the first row's; a value's Hindi is the
 * first given on a row with that value, and a row giving another is a problem; none clears it.
 */
function optionHindi(
  first: CsvRow,
  options: readonly CsvOption[],
  problem: (row: CsvRow, column: string, message: string) => void,
) {
  /** By option index: English value → its Hindi and the line it was read on. */
  const given = options.map(() => new Map<string, { text: string; line: number }>());
  return {
    /** One row's value of option `n` (from 1), with the Hindi its row gives it. */
    note(row: CsvRow, n: number, value: string) {
      const column = `option${n}_value_hi`;
      const text = row.cells.get(column)?.trim() ?? '';
      const seen = given[n - 1];
      if (!seen || !text) return;
      const before = seen.get(value);
      if (!before) seen.set(value, { text, line: row.line });
      else if (before.text !== text) {
        problem(
          row,
          column,
          `Differs from line ${before.line}; give ${value} the same Hindi on all its rows`,
        );
      }
    },
    /** The options as the API takes them, with the Hindi of the columns the file has. */
    options() {
      return options.map((option, index) => {
        const n = index + 1;
        const hi: Record<string, unknown> = {};
        if (first.cells.has(`option${n}_name_hi`)) hi.name = first.cells.get(`option${n}_name_hi`) ?? '';
        if (first.cells.has(`option${n}_value_hi`)) {
          hi.values = Object.fromEntries(
            option.values.map((value) => [value, given[index]?.get(value)?.text ?? '']),
          );
        }
        return Object.keys(hi).length > 0 ? { ...option, translations: { hi } } : option;
      });
    },
  };
}

/** A product's Hindi fields and their columns (issue 28). */
const HINDI_COLUMNS = {
  name: 'name_hi',
  description: 'description_hi',
  care: 'care_hi',
  personalisationLabel: 'personalisation_label_hi',
  craft: 'craft_hi',
  material: 'material_hi',
  origin: 'origin_hi',
  artisan: 'artisan_hi',
} as const;
type HindiField = keyof typeof HINDI_COLUMNS;
const hindiColumn = (field: string): string =>
  field in HINDI_COLUMNS ? HINDI_COLUMNS[field as HindiField] : `${field}_hi`;

/** The Hindi columns a file has; a file without them keeps the Hindi as stored. */
function hindiCells(row: CsvRow): Record<string, unknown> {
  const given = (Object.keys(HINDI_COLUMNS) as HindiField[]).filter((field) =>
    row.cells.has(HINDI_COLUMNS[field]),
  );
  if (given.length === 0) return {};
  return {
    translations: {
      hi: Object.fromEntries(given.map((field) => [field, row.cells.get(HINDI_COLUMNS[field]) ?? ''])),
    },
  };
}

/** A problem's path as the API's errors give it (`variants.2.sku`), as path parts. */
export function fieldPath(field: string): PropertyKey[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
