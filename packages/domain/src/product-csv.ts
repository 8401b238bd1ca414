import { z } from 'zod';
import { queryBoolean } from './api.js';

/**
 * The products spreadsheet (decision 039): one row per variant, the rows of one product grouped by
 * its handle (the product's slug). The server reads and writes these columns; the back office's
 * Import/Export screen documents them from this same list.
 */

export const PRODUCT_CSV_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_CSV_MAX_ROWS = 10_000;
/** Lists inside one cell (tags, image URLs) are separated by this. */
export const CSV_LIST_SEPARATOR = '|';

export interface ProductCsvColumn {
  readonly name: string;
  /** Product columns are the same on every row of a product; the others belong to the row's variant. */
  readonly level: 'product' | 'variant';
  readonly help: string;
  readonly example: string;
  /**
   * Added after files were exported without it (decision 051): a file may leave it out, and then
   * the product keeps what it has (a new one its default).
   */
  readonly optional?: true;
}

const column = (
  name: string,
  level: ProductCsvColumn['level'],
  help: string,
  example: string,
): ProductCsvColumn => ({ name, level, help, example });
const later = (c: ProductCsvColumn): ProductCsvColumn => ({ ...c, optional: true });

/** Option n's columns, each with its Hindi beside it (decision 074). */
const option = (n: 1 | 2 | 3): ProductCsvColumn[] => [
  column(
    `option${n}_name`,
    'product',
    `Name of option ${n} (Size, Colour…); blank when the product has fewer options`,
    n === 1 ? 'Size' : '',
  ),
  later(
    column(
      `option${n}_name_hi`,
      'product',
      `Name of option ${n} in Hindi (blank: the English)`,
      n === 1 ? 'साइज़' : '',
    ),
  ),
  column(`option${n}_value`, 'variant', `This variant's value of option ${n}`, n === 1 ? 'M' : ''),
  later(
    column(
      `option${n}_value_hi`,
      'variant',
      'This value in Hindi (blank: the English); rows with the same value give the same Hindi',
      '',
    ),
  ),
];

export const PRODUCT_CSV_COLUMNS: readonly ProductCsvColumn[] = [
  column(
    'handle',
    'product',
    'The product’s slug: rows with the same handle are one product; an existing handle updates that product, a new one creates it',
    'indigo-block-print-kurta',
  ),
  column('name', 'product', 'Product name', 'Indigo Block-Print Kurta'),
  column('description', 'product', 'Description', 'Hand block-printed cotton kurta.'),
  column('category', 'product', 'Category slug (as in Category Management)', 'kurtas'),
  column('active', 'product', 'Shown in the shop: yes or no', 'yes'),
  column('featured', 'product', 'Featured on the home page: yes or no', 'no'),
  column('new', 'product', 'Marked new: yes or no', 'yes'),
  column('tags', 'product', `Tags separated by ${CSV_LIST_SEPARATOR}`, 'cotton|indigo'),
  column(
    'images',
    'product',
    `Image URLs already uploaded to this shop, main image first, separated by ${CSV_LIST_SEPARATOR}; blank keeps an existing product’s images, and creates a new product hidden until it has one`,
    '/images/0b6c…/640.webp',
  ),
  column('one_of_a_kind', 'product', 'A single piece: yes or no', 'no'),
  column('made_to_order', 'product', 'Made after the order: yes or no', 'no'),
  column('lead_time_days', 'product', 'Days to make a made-to-order piece', ''),
  column(
    'personalisation_label',
    'product',
    'Label of the buyer’s note (blank: no note)',
    'Name to embroider',
  ),
  column('personalisation_max_length', 'product', 'Longest note in characters (default 40)', '20'),
  column('craft', 'product', 'Craft', 'Dabu block print'),
  column('material', 'product', 'Material', 'Cotton'),
  column('origin', 'product', 'Where it is made', 'Bagru, Rajasthan'),
  column('artisan', 'product', 'Artisan or cluster', 'Chhipa family'),
  column('care', 'product', 'Care instructions', 'Hand wash cold'),
  // Issue 28: a blank Hindi cell reads as the English on the Hindi pages.
  later(column('name_hi', 'product', 'Product name in Hindi (blank: the English)', 'नील ब्लॉक-प्रिंट कुर्ता')),
  later(
    column('description_hi', 'product', 'Description in Hindi (blank: the English)', 'हाथ से छपा सूती कुर्ता।'),
  ),
  later(
    column('care_hi', 'product', 'Care instructions in Hindi (blank: the English)', 'ठंडे पानी में हाथ से धोएँ'),
  ),
  later(
    column(
      'personalisation_label_hi',
      'product',
      'Label of the buyer’s note in Hindi (blank: the English); only with personalisation_label',
      'कढ़ाई के लिए नाम',
    ),
  ),
  // A list (“Cotton, natural indigo”) in the English’s order: the filters read each value’s Hindi from it.
  later(
    column(
      'craft_hi',
      'product',
      'Craft in Hindi (blank: the English); a list in the English’s order',
      'दाबू ब्लॉक प्रिंट',
    ),
  ),
  later(
    column(
      'material_hi',
      'product',
      'Material in Hindi (blank: the English); a list in the English’s order',
      'कॉटन',
    ),
  ),
  later(column('origin_hi', 'product', 'Where it is made, in Hindi (blank: the English)', 'बगरू, राजस्थान')),
  later(column('artisan_hi', 'product', 'Artisan or cluster in Hindi (blank: the English)', 'छीपा परिवार')),
  column('hsn_code', 'product', 'HSN code of the product; blank takes its category’s', '6211'),
  later(column('country_of_origin', 'product', 'Country where it was made (blank: India)', 'India')),
  later(
    column(
      'returnable',
      'product',
      'Can be returned for a size or a change of mind: yes or no (blank: yes; earrings: no)',
      'yes',
    ),
  ),
  column(
    'gst_rate',
    'product',
    'GST rate in % (a slab’s rate up to its value); blank takes its category’s',
    '5',
  ),
  later(
    column(
      'gst_slab_up_to',
      'product',
      'Slab: value of a piece in rupees up to which gst_rate applies; blank: a flat rate',
      '2500',
    ),
  ),
  later(column('gst_rate_above', 'product', 'Slab: GST rate in % above that value', '18')),
  ...option(1),
  ...option(2),
  ...option(3),
  column(
    'sku',
    'variant',
    'SKU, unique across the shop: an existing SKU of the product updates that variant; blank makes one',
    'KURTA-M',
  ),
  column('price', 'variant', 'Price in rupees, up to 2 decimals', '1499.50'),
  column('original_price', 'variant', 'Price before discount in rupees (blank: none)', '1899'),
  column('stock', 'variant', 'Units in stock', '12'),
  column(
    'variant_image',
    'variant',
    'Image URL of this variant, uploaded to this shop; blank keeps the variant’s',
    '',
  ),
];

export const ProductImportQuerySchema = z.object({
  /** true: check every row and report, change nothing. */
  dryRun: queryBoolean.optional(),
});

/** One problem of the file: the line it starts on (the header is line 1), the column, and what is wrong. */
export const ImportProblemSchema = z.object({
  line: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

export const ProductImportResultSchema = z.object({
  dryRun: z.boolean(),
  /** Variant rows read (the header and blank lines aside). */
  rows: z.number().int(),
  created: z.number().int(),
  /** Products the file changes in any way. */
  updated: z.number().int(),
  /** Products whose rows say what the shop already holds: nothing of them changes. */
  unchanged: z.number().int(),
  /**
   * New products the file gives no picture: created hidden from shoppers, to be shown once a
   * picture is added in Product Management. By their first line and handle.
   */
  hiddenWithoutPictures: z.array(z.object({ line: z.number().int(), handle: z.string() })),
  /** Every problem found, by line; an apply with problems is refused and changes nothing. */
  errors: z.array(ImportProblemSchema),
});
export type ProductImportResult = z.infer<typeof ProductImportResultSchema>;
