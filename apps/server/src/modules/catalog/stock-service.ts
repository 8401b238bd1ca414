import { sql } from 'drizzle-orm';
import {
  gstRuleOf,
  gstSlabOfColumns,
  translatedOr,
  variantTitle,
  type GstRule,
  type OptionValues,
  type Sentence,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { outOfStock } from '../../lib/errors.js';
import { imageUrl } from '../images/index.js';
import { rows } from '../../db/rows.js';
import { hindiVariantTitle, variantTitles } from './variant-hindi.js';
import { PRODUCT_FROM, VISIBLE } from './product-row.js';
import { HINDI_PRODUCT_NAME, namesInEachLanguage } from './shopper-names.js';
import type { StoredOption } from './tables.js';

/**
 * The only writer of stock levels besides the staff's product form: checkout takes, cancellation
 * returns, per variant (decision 024). Both run inside the caller's transaction (the order is
 * written in the same one), so a refused or failed order leaves the stock as it was. A product's
 * own stock, and a one-of-a-kind piece's sold state, follow by trigger (migration 0005).
 */

export interface StockLine {
  productId: string;
  variantId: string;
  quantity: number;
}

/** A cart line to take: a variant, its quantity and the buyer's note ('' for none). */
export interface OrderedLine extends StockLine {
  personalisationNote: string;
}

/** A line as the catalogue priced it when its stock was taken; the order keeps it as it is. */
export interface TakenLine extends StockLine {
  productName: string;
  productImage: string | null;
  unitPricePaise: number;
  variantTitle: string;
  /** The Hindi the cart showed (issue 28), null where the catalogue has none: see hindiWords. */
  productNameHi: string | null;
  variantTitleHi: string | null;
  sku: string;
  personalisationNote: string | null;
  /** The lead time of a made-to-order piece, else null. */
  leadTimeDays: number | null;
  /** How the line is taxed: the product's own HSN code and rate, else its category's ('' for no code). */
  hsnCode: string;
  gstRate: number;
  /** Its rule (the rate above, with `gstRate`, and the slab): pricing decides the rate per piece. */
  gstRule: GstRule;
}

interface LockedVariant {
  id: string;
  product_id: string;
  name: string;
  /** The product's Hindi name, null where none: a refusal to a Hindi page names it so. */
  hindi_name: string | null;
  sku: string;
  option_values: OptionValues;
  options: StoredOption[];
  price_paise: number;
  /** The stock as locked, before this take. */
  stock_quantity: number;
  made_to_order: boolean;
  lead_time_days: number | null;
  /** The product is visible and the variant live. */
  on_sale: boolean;
  image_id: string | null;
  taken: boolean;
  hsn_code: string | null;
  gst_rate: number;
  gst_slab_up_to_paise: number | null;
  gst_rate_above: number | null;
}

/** `(variant id, quantity)` rows for a VALUES list: one statement whatever the number of lines. */
const valuesOf = (lines: readonly { variantId: string; quantity: number }[]) =>
  sql.join(
    lines.map((line) => sql`(${line.variantId}::uuid, ${line.quantity}::integer)`),
    sql`, `,
  );

/** One quantity per variant: a variant ordered with two notes is two lines but one stock. */
function perVariant(
  lines: readonly { variantId: string; quantity: number }[],
): { variantId: string; quantity: number }[] {
  const quantities = new Map<string, number>();
  for (const line of lines) {
    quantities.set(line.variantId, (quantities.get(line.variantId) ?? 0) + line.quantity);
  }
  return [...quantities].map(([variantId, quantity]) => ({ variantId, quantity }));
}

/**
 * "Kundan Jhumka", or "Cotton Kurti (M / Indigo)" for a variant of a product with options; on a
 * Hindi page "डाबू कुर्ती (M / नील)", each word falling back to the English on its own.
 */
function lineNames(row: LockedVariant): Sentence {
  const named = (name: string, title: string) => (title ? `${name} (${title})` : name);
  const product = namesInEachLanguage(row.name, row.hindi_name);
  const titles = variantTitles(row.options, row.option_values);
  return { en: named(product.en, titles.en), hi: named(product.hi, titles.hi) };
}

/**
 * The line's Hindi as the cart named it on a Hindi page, whatever the order's language: the
 * product's Hindi name, and the variant in its options' Hindi values ("M / नील"). Null where the
 * catalogue gives none (a title in Hindi that is the English word for word is none), so a read in
 * Hindi falls back to the English field by field, as the catalogue does.
 */
function hindiWords(row: LockedVariant): Pick<TakenLine, 'productNameHi' | 'variantTitleHi'> {
  return {
    productNameHi: translatedOr(row.hindi_name, null),
    variantTitleHi: hindiVariantTitle(row.options, row.option_values),
  };
}

/** Why a line was not taken, in the words the shopper reads (the product named in their language). */
function shortfall(row: LockedVariant | undefined): Sentence {
  if (!row) {
    return {
      en: 'A product in your cart is no longer available',
      hi: 'आपके कार्ट का एक प्रोडक्ट अब उपलब्ध नहीं है',
    };
  }
  const name = lineNames(row);
  if (!row.on_sale) return { en: `${name.en} is no longer available`, hi: `${name.hi} अब उपलब्ध नहीं है` };
  if (row.stock_quantity <= 0) {
    return { en: `${name.en} is out of stock`, hi: `${name.hi} का स्टॉक खत्म हो गया है` };
  }
  const left = row.stock_quantity;
  return { en: `Only ${left} left of ${name.en}`, hi: `${name.hi} के सिर्फ़ ${left} बचे हैं` };
}

/**
 * Takes the stock of every line or none, in one statement: the variants and their products are
 * locked in (product id, variant id) order (so two checkouts sharing products cannot deadlock) and
 * read with what the order keeps (name, picture, price, SKU); each variant whose product is visible
 * and has the units is decremented in the same statement, a made-to-order one by nothing. When a
 * line was not taken, the whole take is refused with a 409 `OUT_OF_STOCK` naming every short line,
 * and the caller's transaction rolls the others back. The rows read are the latest committed ones,
 * so the last unit of a variant goes to exactly one buyer.
 */
export async function takeStock(tx: Db, lines: readonly OrderedLine[]): Promise<TakenLine[]> {
  if (lines.length === 0) return [];
  // `locked` is materialized and sorted before its rows are locked; the update only touches rows
  // it produced, so every lock is taken in order whatever plan joins them.
  const locked = await rows<LockedVariant>(
    tx,
    sql`with wanted (id, quantity) as (values ${valuesOf(perVariant(lines))}),
        locked as (
          select v.id, v.product_id, p.name, ${HINDI_PRODUCT_NAME} as hindi_name, v.sku,
            v.option_values, p.options, v.price_paise,
            v.stock_quantity, p.made_to_order, p.lead_time_days,
            (${VISIBLE} and v.archived_at is null) as on_sale, wanted.quantity,
            coalesce(p.hsn_code, c.hsn_code, pc.hsn_code) as hsn_code,
            coalesce(p.gst_rate, c.gst_rate)::float8 as gst_rate,
            case when p.gst_rate is null then c.gst_slab_up_to_paise else p.gst_slab_up_to_paise end
              as gst_slab_up_to_paise,
            (case when p.gst_rate is null then c.gst_rate_above else p.gst_rate_above end)::float8
              as gst_rate_above,
            coalesce(v.image_id::text, (select pi.image_id::text from product_images pi
              where pi.product_id = p.id order by pi.position limit 1)) as image_id
          from product_variants v
          join wanted on wanted.id = v.id
          join ${PRODUCT_FROM} on p.id = v.product_id
          order by p.id, v.id
          for update of p, v
        ),
        taken as (
          update product_variants
          set stock_quantity = product_variants.stock_quantity
              - case when locked.made_to_order then 0 else locked.quantity end,
            updated_at = now()
          from locked
          where product_variants.id = locked.id and locked.on_sale
            and (locked.made_to_order or locked.stock_quantity >= locked.quantity)
          returning product_variants.id
        )
        select locked.id, locked.product_id, locked.name, locked.hindi_name, locked.sku,
          locked.option_values, locked.options, locked.price_paise, locked.stock_quantity, locked.made_to_order,
          locked.lead_time_days, locked.on_sale, locked.image_id, taken.id is not null as taken,
          locked.hsn_code, locked.gst_rate, locked.gst_slab_up_to_paise, locked.gst_rate_above
        from locked left join taken on taken.id = locked.id`,
  );
  const byId = new Map(locked.map((row) => [row.id, row]));

  const problems: { field: string; message: Sentence }[] = [];
  const taken: TakenLine[] = [];
  for (const line of lines) {
    const row = byId.get(line.variantId);
    if (!row?.taken || row.product_id !== line.productId) {
      const problem = { field: line.productId, message: shortfall(row) };
      // A variant on two lines (two notes) is one shortfall.
      if (!problems.some((seen) => seen.field === problem.field && seen.message.en === problem.message.en)) {
        problems.push(problem);
      }
      continue;
    }
    taken.push({
      productId: line.productId,
      variantId: line.variantId,
      quantity: line.quantity,
      productName: row.name,
      productImage: row.image_id ? imageUrl(row.image_id) : null,
      unitPricePaise: row.price_paise,
      variantTitle: variantTitle(row.options, row.option_values),
      ...hindiWords(row),
      sku: row.sku,
      personalisationNote: line.personalisationNote || null,
      leadTimeDays: row.made_to_order ? row.lead_time_days : null,
      hsnCode: row.hsn_code ?? '',
      gstRate: row.gst_rate,
      gstRule: gstRuleOf(row.gst_rate, gstSlabOfColumns(row.gst_slab_up_to_paise, row.gst_rate_above)),
    });
  }
  const [first] = problems;
  if (first) throw outOfStock(first.message, problems);
  return taken;
}

/**
 * Puts the units of cancelled lines back into their variants (archived ones too: the units are
 * real); the caller leaves out made-to-order lines, which took none. Variants deleted since have
 * nothing to return to and are skipped. The rows are locked in the order `takeStock` locks them,
 * so a cancellation racing a checkout cannot deadlock.
 */
export async function returnStock(tx: Db, returned: readonly Omit<StockLine, 'productId'>[]): Promise<void> {
  // One row per variant: an UPDATE changes each row once, however often the VALUES name it.
  const lines = perVariant(returned);
  if (lines.length === 0) return;
  await tx.execute(sql`
    with returned (id, quantity) as (values ${valuesOf(lines)}),
    locked as (
      select v.id, returned.quantity from product_variants v
      join returned on returned.id = v.id
      join products p on p.id = v.product_id
      order by p.id, v.id
      for update of p, v
    )
    update product_variants
    set stock_quantity = product_variants.stock_quantity + locked.quantity, updated_at = now()
    from locked
    where product_variants.id = locked.id`);
}
