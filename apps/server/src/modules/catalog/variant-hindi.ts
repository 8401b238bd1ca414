import { eq, inArray } from 'drizzle-orm';
import { variantTitle, type OptionValues, type Sentence } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { optionAnswers } from './option-translations.js';
import { products, productVariants, type StoredOption } from './tables.js';

/** A variant's title in each language: "M / Indigo", and "M / नील" where its options give Hindi values. */
export function variantTitles(options: readonly StoredOption[], values: OptionValues): Sentence {
  return {
    en: variantTitle(options, values),
    hi: variantTitle(optionAnswers(options, { language: 'hi' }), values),
  };
}

/**
 * A variant's title in its options' Hindi values ("M / नील"), or null where the catalogue gives no
 * Hindi (a title in Hindi that is the English word for word is none), so a read in Hindi falls back
 * to the English, as the catalogue does (issue 28).
 */
export function hindiVariantTitle(options: readonly StoredOption[], values: OptionValues): string | null {
  const titles = variantTitles(options, values);
  return titles.hi === titles.en ? null : titles.hi;
}

/**
 * The Hindi of variant titles kept in English (an exchange's replacement, "L / Indigo"), from the
 * catalogue's option labels as they are now, in one statement. A title answers null when its variant
 * is gone, has no Hindi, or its options were renamed since it was kept: the Hindi must say what the
 * kept English says, or the English is read.
 */
export async function keptTitlesInHindi(
  tx: Db,
  variantIds: readonly string[],
): Promise<(variantId: string, keptTitle: string) => string | null> {
  const ids = [...new Set(variantIds)];
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select({ id: productVariants.id, values: productVariants.optionValues, options: products.options })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(inArray(productVariants.id, ids));
  const titles = new Map(
    rows.map((row) => [
      row.id,
      { en: variantTitle(row.options, row.values), hi: hindiVariantTitle(row.options, row.values) },
    ]),
  );
  return (variantId, keptTitle) => {
    const title = titles.get(variantId);
    return title && title.en === keptTitle ? title.hi : null;
  };
}
