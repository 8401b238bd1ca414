import type { Cart, Language } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { getProductsByIds } from '../catalog/index.js';

/**
 * A cart answer with its products' words in the language asked (issue 28): names, descriptions,
 * care, provenance, categories, the note's label, and the options' and variants' words (decision
 * 074), each falling back to the English as the catalogue does. Prices, stock, the variants' ids
 * and English values stay as priced; the order keeps the English names and variant titles, as its
 * invoice reads them, with this Hindi beside them (takeStock), and its lines the note alone.
 */
export async function cartInLanguage(db: Db, cart: Cart, language: Language | undefined): Promise<Cart> {
  if (language !== 'hi' || cart.items.length === 0) return cart;
  const read = await getProductsByIds(
    db,
    cart.items.map((item) => item.productId),
    { includeInactive: true, withTranslations: false, language },
  );
  const inLanguage = new Map(read.map((product) => [product.id, product]));
  return {
    ...cart,
    items: cart.items.map((item) => {
      const words = inLanguage.get(item.productId);
      if (!words) return item;
      const { name, description, care, categoryName, subcategoryName, personalisation, options } = words;
      const { craft, material, origin, artisan } = words;
      const titles = new Map(words.variants.map((variant) => [variant.id, variant.title]));
      return {
        ...item,
        name,
        variantTitle: titles.get(item.variantId) ?? item.variantTitle,
        product: {
          ...item.product,
          name,
          description,
          care,
          craft,
          material,
          origin,
          artisan,
          categoryName,
          subcategoryName,
          personalisation,
          options,
          variants: item.product.variants.map((variant) => ({
            ...variant,
            title: titles.get(variant.id) ?? variant.title,
          })),
        },
      };
    }),
  };
}
