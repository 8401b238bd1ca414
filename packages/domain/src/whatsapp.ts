import type { AbandonedCart } from './abandoned-carts.js';
import { formatRupees } from './money.js';
import { normaliseIndianMobile } from './field-rules.js';
import { orderNumber, type Order } from './orders.js';
import { whatsappLink } from './shop.js';

/**
 * The order desk's WhatsApp messages (decision 028): staff open a prefilled chat with the customer
 * and press send themselves. Pure text; no message leaves the shop by itself.
 */

type MessageOrder = Pick<
  Order,
  'id' | 'status' | 'total' | 'shippingAddress' | 'courier' | 'trackingNumber' | 'trackingUrl'
> &
  Partial<Pick<Order, 'paymentMethod'>>;

/** An Indian mobile as wa.me wants it, `91` and ten digits; null when the number is not one. */
export function whatsappNumberOf(phone: string): string | null {
  const mobile = normaliseIndianMobile(phone);
  return mobile ? `91${mobile}` : null;
}

/** "Asha" of "Asha Verma": messages greet by first name. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** Asks the customer to confirm a Cash-on-Delivery order by replying YES. */
export function codConfirmationMessage(order: MessageOrder, shopName: string): string {
  return [
    `Namaste ${firstName(order.shippingAddress.name)}, this is ${shopName}.`,
    `Thank you for your order #${orderNumber(order.id)} of ${formatRupees(order.total)}, to be paid in cash on delivery to ${order.shippingAddress.city} ${order.shippingAddress.pincode}.`,
    'Please reply YES to confirm it, and we will start on it right away.',
  ].join('\n\n');
}

/** What the customer should hear about the order as it stands now. */
export function statusUpdateMessage(order: MessageOrder, shopName: string): string {
  const number = `#${orderNumber(order.id)}`;
  const amount = formatRupees(order.total);
  const greeting = `Namaste ${firstName(order.shippingAddress.name)}, this is ${shopName}.`;
  let body: string;
  const prepaid = order.paymentMethod === 'upi';
  switch (order.status) {
    case 'awaiting_payment':
      body = `Your order ${number} of ${amount} is waiting for its UPI payment. Pay from the order page, then enter the UTR there.`;
      break;
    case 'pending':
      body = prepaid
        ? `We have received your order ${number} and your UPI payment of ${amount}. Thank you!`
        : `We have received your order ${number} of ${amount} (Cash on Delivery).`;
      break;
    case 'processing':
      body = `Your order ${number} is being prepared in our studio. We will share the tracking details once it ships.`;
      break;
    case 'shipped': {
      const parcel =
        order.courier && order.trackingNumber ? ` with ${order.courier}, AWB ${order.trackingNumber}` : '';
      const track = order.trackingUrl ? `\nTrack it here: ${order.trackingUrl}` : '';
      const cash = prepaid ? '' : ` Please keep ${amount} ready in cash for the delivery.`;
      body = `Your order ${number} has shipped${parcel}.${cash}${track}`;
      break;
    }
    case 'delivered':
      body = `Your order ${number} has been delivered. Thank you for shopping with us! We would love to hear what you think of it.`;
      break;
    case 'returned':
      body = `Your order ${number} came back to us undelivered. Reply here if you would still like it, and we will arrange it again.`;
      break;
    case 'cancelled':
      body = `Your order ${number} has been cancelled. Reply here if that is a mistake or if we can help.`;
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
