/* eslint-disable lingui/no-unlocalized-strings -- a message to the shop, which reads English like its back office (issue 28) */
import {
  formatRupees,
  includedGstNote,
  madeToOrderText,
  summaryLines,
  type Cart,
  type CartItem,
} from '@shop/domain';

/** What makes a line this line: the size or colour (with its SKU), the note, the making time. */
function lineChoice(item: CartItem): string[] {
  const { personalisation, madeToOrder, leadTimeDays } = item.product;
  return [
    ...(item.variantTitle ? [`   Options: ${item.variantTitle} (SKU ${item.sku})`] : []),
    ...(item.personalisationNote
      ? [`   ${personalisation?.label ?? 'Note'}: ${item.personalisationNote}`]
      : []),
    ...(madeToOrder && leadTimeDays !== null ? [`   ${madeToOrderText(leadTimeDays)}`] : []),
  ];
}

/**
 * 'Buy All on WhatsApp': each line with its choice, quantity, price and subtotal, then the server's
 * totals.
 * Lines the shop cannot sell right now are left out, exactly as the server leaves them out of the
 * summary, so the message adds up.
 */
export function whatsappCartMessage(cart: Cart, shopName: string): string {
  const lines = cart.items.filter((item) => item.available);
  const body = lines.flatMap((item, index) => [
    `${index + 1}. ${item.name}`,
    ...lineChoice(item),
    `   Quantity: ${item.quantity}`,
    `   Price: ${formatRupees(item.price)}`,
    `   Subtotal: ${formatRupees(item.lineTotal)}`,
  ]);
  const includedGst = includedGstNote(cart.summary);
  return [
    `Hello ${shopName}! I would like to order these pieces:`,
    '',
    ...body,
    '',
    // The shop honours the code on WhatsApp too: the message names it with what it took off.
    ...summaryLines(cart.summary, cart.coupon?.code ?? 'coupon').map(
      (line) => `${line.label}: ${line.value}`,
    ),
    `Total: ${formatRupees(cart.summary.total)}`,
    ...(includedGst ? [includedGst] : []),
  ].join('\n');
}
