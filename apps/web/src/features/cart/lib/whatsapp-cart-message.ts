import { formatRupees, type Cart, type CartItem } from '@shop/domain';
import type { Translate } from '@/lib/i18n/i18n';
import { includedGstWords, totalsLines } from '@/lib/totals-words';

/** A line's details sit under its name, indented. */
const INDENT = '   ';

/** What makes a line this line: the size or colour (with its SKU), the note, the making time. */
function lineChoice(item: CartItem, t: Translate): string[] {
  const { personalisation, madeToOrder, leadTimeDays } = item.product;
  return [
    ...(item.variantTitle ? [t('whatsapp.optionsSku', { options: item.variantTitle, sku: item.sku })] : []),
    ...(item.personalisationNote
      ? [`${personalisation?.label ?? t('cart.line.note')}: ${item.personalisationNote}`]
      : []),
    ...(madeToOrder && leadTimeDays !== null ? [t('product.madeToOrder', { count: leadTimeDays })] : []),
  ];
}

/**
 * 'Buy All on WhatsApp': each line with its choice, quantity, price and subtotal, then the server's
 * totals, in the page's language (issue 28: a Hindi page sends Hindi, names as the page shows them).
 * Lines the shop cannot sell right now are left out, exactly as the server leaves them out of the
 * summary, so the message adds up.
 */
export function whatsappCartMessage(cart: Cart, shopName: string, t: Translate): string {
  const lines = cart.items.filter((item) => item.available);
  const body = lines.flatMap((item, index) => [
    `${index + 1}. ${item.name}`,
    ...[
      ...lineChoice(item, t),
      t('whatsapp.quantity', { quantity: item.quantity }),
      t('whatsapp.price', { price: formatRupees(item.price) }),
      t('whatsapp.lineTotal', { amount: formatRupees(item.lineTotal) }),
    ].map((detail) => `${INDENT}${detail}`),
  ]);
  const includedGst = includedGstWords(cart.summary, t);
  return [
    t('whatsapp.cart.hello', { shop: shopName }),
    '',
    ...body,
    '',
    // The shop honours the code on WhatsApp too: the message names it with what it took off.
    ...totalsLines(cart.summary, t, cart.coupon?.code).map((line) => `${line.label}: ${line.value}`),
    t('whatsapp.total', { total: formatRupees(cart.summary.total) }),
    ...(includedGst ? [includedGst] : []),
  ].join('\n');
}
