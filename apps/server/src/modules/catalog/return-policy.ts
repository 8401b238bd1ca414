import { sql } from 'drizzle-orm';
import type { OptionValues, Sentence } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { PRODUCT_FROM, VISIBLE } from './product-row.js';
import { HINDI_PRODUCT_NAME } from './shopper-names.js';
import type { StoredOption } from './tables.js';
import { variantTitles } from './variant-hindi.js';

/** A variant a returned piece may be exchanged for. */
export interface ExchangeVariant {
  id: string;
  /** "L / Indigo", as the return keeps it. */
  title: string;
  /** The same in each storefront language ("L / नील"), for the words a shopper reads (issue 28). */
  titles: Sentence;
  sku: string;
  pricePaise: number;
  /** Units there now; a made-to-order variant is never short. */
  inStock: boolean;
}

/** What a return needs of a product: whether it comes back, and its variants on sale. */
export interface ReturnPolicy {
  /** The product's flag and its category's (and parent's): false for earrings, for hygiene. */
  returnable: boolean;
  /** The product's Hindi name, null where none: a refusal to a Hindi page names the piece so. */
  hindiName: string | null;
  variants: ExchangeVariant[];
}

interface PolicyRow {
  product_id: string;
  returnable: boolean;
  hindi_name: string | null;
  variant_id: string | null;
  sku: string | null;
  option_values: OptionValues | null;
  options: StoredOption[];
  price_paise: number | null;
  stock_quantity: number | null;
  made_to_order: boolean;
}

/**
 * Per product, whether its pieces may be returned (decision 054) and its live variants on sale, in
 * one statement: what the return form offers and what a request is checked against.
 */
export async function returnPolicyOf(
  tx: Db,
  productIds: readonly string[],
): Promise<Map<string, ReturnPolicy>> {
  const policies = new Map<string, ReturnPolicy>();
  if (productIds.length === 0) return policies;
  const ids = sql.join(
    [...new Set(productIds)].map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result: unknown = await tx.execute(sql`
    select p.id as product_id,
      (p.returnable and c.returnable and coalesce(pc.returnable, true)) as returnable,
      ${HINDI_PRODUCT_NAME} as hindi_name,
      v.id as variant_id, v.sku, v.option_values, p.options, v.price_paise, v.stock_quantity, p.made_to_order
    from ${PRODUCT_FROM}
    left join product_variants v on v.product_id = p.id and v.archived_at is null and ${VISIBLE}
    where p.id in (${ids})
    order by p.id, v.price_paise, v.sku`);
  for (const row of (result as { rows: PolicyRow[] }).rows) {
    const policy = policies.get(row.product_id) ?? {
      returnable: row.returnable,
      hindiName: row.hindi_name,
      variants: [],
    };
    if (row.variant_id && row.price_paise !== null) {
      const values = row.option_values ?? {};
      const titles = variantTitles(row.options, values);
      policy.variants.push({
        id: row.variant_id,
        title: titles.en,
        titles,
        sku: row.sku ?? '',
        pricePaise: row.price_paise,
        inStock: row.made_to_order || (row.stock_quantity ?? 0) > 0,
      });
    }
    policies.set(row.product_id, policy);
  }
  return policies;
}
