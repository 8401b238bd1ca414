import type { Product } from '@shop/domain';
import type { Translate } from '@/lib/i18n/i18n';

/**
 * What a product page promises about returns (decision 054), beside the delivery line: a return
 * within the shop's window when the product and its categories are returnable and it is not made
 * for the buyer; otherwise only a damaged or wrong piece comes back. A personalisable piece is
 * returnable when it was not personalised.
 */
export function returnPromise(
  product: Pick<Product, 'returnable' | 'madeToOrder' | 'personalisation'>,
  windowDays: number,
  t: Translate,
): string {
  if (!product.returnable) return t('product.return.hygiene');
  if (product.madeToOrder) return t('product.return.madeForYou');
  if (windowDays <= 0) return t('product.return.onlyIfWrong');
  return product.personalisation
    ? t('product.return.easyUnlessPersonalised', { count: windowDays })
    : t('product.return.easy', { count: windowDays });
}
