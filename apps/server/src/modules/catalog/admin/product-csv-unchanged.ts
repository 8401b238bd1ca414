import { DEFAULT_COUNTRY_OF_ORIGIN, PRODUCT_CSV_COLUMNS } from '@shop/domain';
import type { CsvRow } from './product-csv-read.js';
import type { Cells } from './product-csv-export.js';
import type { ProductRows } from './product-csv-rows.js';

/**
 * Whether a product's rows in an imported file say what the shop already holds (decision 039): an
 * owner who exports 44 products, edits one and imports the file back is told "1 updated, 43
 * unchanged", not "44 updated". The file's rows are compared with the export of the product,
 * cell by cell, as the import reads them (blank cells that keep what is stored count as the same;
 * yes/no and numbers by meaning). Any doubt counts as a change.
 */

const PRODUCT_COLUMNS = new Set(
  PRODUCT_CSV_COLUMNS.filter((column) => column.level === 'product').map((column) => column.name),
);
/** Yes/no columns and what a blank cell means in them (as `buildProduct` reads them). */
const YES_NO_BLANK: Record<string, 'yes' | 'no'> = {
  active: 'yes',
  featured: 'no',
  new: 'no',
  one_of_a_kind: 'no',
  made_to_order: 'no',
  returnable: 'yes',
};
const NUMBER_COLUMNS = new Set([
  'price',
  'original_price',
  'stock',
  'lead_time_days',
  'personalisation_max_length',
  'gst_rate',
  'gst_slab_up_to',
  'gst_rate_above',
]);
/** Blank keeps what is stored: the product's pictures, a variant's picture, its SKU. */
const BLANK_KEEPS = new Set(['images', 'variant_image', 'sku']);
const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

function normalised(column: string, text: string): string {
  const value = text.trim();
  const blankMeans = YES_NO_BLANK[column];
  if (blankMeans) {
    const lower = value.toLowerCase();
    if (lower === '') return blankMeans;
    return YES.has(lower) ? 'yes' : NO.has(lower) ? 'no' : lower;
  }
  if (NUMBER_COLUMNS.has(column)) {
    const plain = value.replace(/[₹,\s]/g, '');
    return plain === '' || Number.isNaN(Number(plain)) ? plain : String(Number(plain));
  }
  if (column === 'country_of_origin') return value || DEFAULT_COUNTRY_OF_ORIGIN;
  if (column === 'handle' || column === 'sku') return value.toUpperCase();
  return value;
}

const cellText = (value: Cells[string] | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** Whether importing `group` would leave the product exported as `stored` as it is. */
export function rowsUnchanged(group: ProductRows, stored: readonly Cells[] | undefined): boolean {
  if (!stored || stored.length !== group.rows.length) return false;
  return group.rows.every((row: CsvRow, index) => {
    const exported = stored[index] as Cells;
    for (const [column, text] of row.cells) {
      if (!PRODUCT_CSV_COLUMNS.some((known) => known.name === column)) continue;
      // A product's columns may be left blank after its first row; blank keeps for some columns.
      if (text.trim() === '' && ((index > 0 && PRODUCT_COLUMNS.has(column)) || BLANK_KEEPS.has(column)))
        continue;
      if (normalised(column, text) !== normalised(column, cellText(exported[column]))) return false;
    }
    return true;
  });
}
