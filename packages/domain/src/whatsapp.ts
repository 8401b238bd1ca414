import type { AbandonedCart } from './abandoned-carts.js';
import { formatRupees } from './money.js';
import { normaliseIndianMobile } from './field-rules.js';
import { orderNumber, type Order } from './orders.js';
import { ORDER_DESK_WORDS } from './order-desk-words.js';
import { whatsappLink } from './shop.js';

/**
 * The order desk's WhatsApp messages (decision 028): staff open a prefilled chat with the customer
 * and press send themselves. Pure text; no message leaves the shop by itself.
 */

type MessageOrder = Pick<
  Order,
  'id' | 'status' | 'total' | 'shippingAddress' | 'courier' | 'trackingNumber' | 'trackingUrl'
> &
  Partial<Pick<Order, 'paymentMethod' | 'language'>>;

/** An Indian mobile as wa.me wants it, `91` and ten digits; null when the number is not one. */
export function whatsappNumberOf(phone: string): string | null {
  const mobile = normaliseIndianMobile(phone);
  return mobile ? `91${mobile}` : null;
}

/** "Asha" of "Asha Verma": messages greet by first name. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The order's messages in the language it was placed in (issue 28), with its number and amount. */
function wordsFor(order: MessageOrder, shopName: string) {
  const words = ORDER_DESK_WORDS[order.language ?? 'en'];
  return {
    words,
    greeting: words.greeting(firstName(order.shippingAddress.name), shopName),
    said: { number: `#${orderNumber(order.id)}`, amount: formatRupees(order.total) },
  };
}

/** Asks the customer to confirm a Cash-on-Delivery order by replying YES. */
export function codConfirmationMessage(order: MessageOrder, shopName: string): string {
  const { words, greeting, said } = wordsFor(order, shopName);
  const place = `${order.shippingAddress.city} ${order.shippingAddress.pincode}`;
  return [greeting, words.codThanks(said, place), words.codAsk].join('\n\n');
}

/** What the customer should hear about the order as it stands now. */
export function statusUpdateMessage(order: MessageOrder, shopName: string): string {
  const { words, greeting, said } = wordsFor(order, shopName);
  let body: string;
  const prepaid = order.paymentMethod === 'upi';
  switch (order.status) {
    case 'awaiting_payment':
      body = words.awaitingPayment(said);
      break;
    case 'pending':
      body = prepaid ? words.pendingPrepaid(said) : words.pendingCod(said);
      break;
    case 'processing':
      body = words.processing(said);
      break;
    case 'shipped': {
      const parcel =
        order.courier && order.trackingNumber ? { courier: order.courier, awb: order.trackingNumber } : null;
      const cash = prepaid ? '' : words.keepCash(said.amount);
      body = `${words.shipped(said, parcel)}${cash}${order.trackingUrl ? words.trackHere(order.trackingUrl) : ''}`;
      break;
    }
    case 'delivered':
      body = words.delivered(said);
      break;
    case 'returned':
      body = words.returned(said);
      break;
    case 'cancelled':
      body = words.cancelled(said);
      break;
  }
  return `${greeting}\n\n${body}`;
}

/** A wa.me link to the order's customer with the message prefilled; null when the phone is not an Indian mobile. */
export function customerWhatsappLink(order: Pick<Order, 'shippingAddress'>, message: string): string | null {
  const number = whatsappNumberOf(order.shippingAddress.phone);
  return number ? whatsappLink(number, message) : null;
}

/** What a cart reminder needs of the cart: who, and what is in it. */
type ReminderCart = Pick<AbandonedCart, 'customer' | 'items' | 'value'>;

/** "Remind on WhatsApp" (decision 043): the cart's items, its value and the way back to it. */
export function cartReminderMessage(cart: ReminderCart, shopName: string, cartUrl: string): string {
  const lines = cart.items
    .filter((item) => item.available)
    .map(
      (item) =>
        `• ${item.name}${item.variantTitle ? ` (${item.variantTitle})` : ''} × ${item.quantity}: ${formatRupees(item.lineTotal)}`,
    );
  return [
    `Namaste ${firstName(cart.customer.name)}, this is ${shopName}.`,
    `You left these in your cart:\n${lines.join('\n')}`,
    `Together ${formatRupees(cart.value)}. Handmade pieces go quickly; your cart is waiting here: ${cartUrl}`,
  ].join('\n\n');
}

/** Why a cart cannot be reminded on WhatsApp, or null when it can. */
export function cartWhatsappBlocker(cart: Pick<AbandonedCart, 'customer'>): string | null {
  if (!cart.customer.phone) return 'No phone number: the customer has no saved address or order yet';
  if (!whatsappNumberOf(cart.customer.phone)) return 'The phone number is not an Indian mobile';
  return null;
}

/** A wa.me link to the cart's customer with the reminder prefilled; null when there is no mobile. */
export function cartReminderWhatsappLink(
  cart: ReminderCart,
  shopName: string,
  cartUrl: string,
): string | null {
  const number = cart.customer.phone ? whatsappNumberOf(cart.customer.phone) : null;
  return number ? whatsappLink(number, cartReminderMessage(cart, shopName, cartUrl)) : null;
}
