import type { Cart, Language } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { getProductsByIds } from '../catalog/index.js';

/**
 * A cart answer with its products' words in the language asked (issue 28): names, descriptions,
 * care and categories, each falling back to the English as the catalogue does. Prices, stock and
 * everything counted stay as priced; the order keeps the English names, as its invoice reads them.
 */
export async function cartInLanguage(db: Db, cart: Cart, language: Language | undefined): Promise<Cart> {
  if (language !== 'hi' || cart.items.length === 0) return cart;
  const read = await getProductsByIds(
    db,
    cart.items.map((item) => item.productId),
    { includeInactive: true, language },
  );
  const inLanguage = new Map(read.map((product) => [product.id, product]));
  return {
    ...cart,
    items: cart.items.map((item) => {
      const words = inLanguage.get(item.productId);
      if (!words) return item;
      const { name, description, care, categoryName, subcategoryName } = words;
      return {
        ...item,
        name,
        product: { ...item.product, name, description, care, categoryName, subcategoryName },
      };
    }),
  };
}
