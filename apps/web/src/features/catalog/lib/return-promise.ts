import type { Product } from '@shop/domain';

const ONLY_IF_WRONG = 'Not returnable unless damaged or wrong';

/**
 * What a product page promises about returns (decision 054), beside the delivery line: a return
 * within the shop's window when the product and its categories are returnable and it is not made
 * for the buyer; otherwise only a damaged or wrong piece comes back. A personalisable piece is
 * returnable when it was not personalised.
 */
export function returnPromise(
  product: Pick<Product, 'returnable' | 'madeToOrder' | 'personalisation'>,
  windowDays: number,
): string {
  if (!product.returnable) return `${ONLY_IF_WRONG} (hygiene)`;
  if (product.madeToOrder) return `${ONLY_IF_WRONG} (made for you)`;
  if (windowDays <= 0) return ONLY_IF_WRONG;
  const easy = `Easy returns within ${windowDays} ${windowDays === 1 ? 'day' : 'days'} of delivery`;
  return product.personalisation ? `${easy}, unless personalised` : easy;
}
