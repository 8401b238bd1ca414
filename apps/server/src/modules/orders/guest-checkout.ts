import type { FastifyRequest } from 'fastify';
import { SHOPPER_REFUSALS, type GuestCartLine, type GuestContact, type PaymentMethod } from '@shop/domain';
import { invalidField, unauthenticated } from '../../lib/errors.js';
import { CART_IS_EMPTY, type Buyer } from './checkout-service.js';

/** The body fields that tell a guest's order from a customer's (decision 040). */
interface CheckoutBody {
  items?: GuestCartLine[] | undefined;
  contact?: GuestContact | undefined;
  paymentMethod: PaymentMethod;
}

const GUEST_UPI_REFUSED = {
  en: 'Paying by UPI needs an account: sign in to pay by UPI, or choose Cash on Delivery',
  hi: 'UPI से भुगतान के लिए अकाउंट ज़रूरी है: UPI से भुगतान करने के लिए साइन इन करें, या कैश ऑन डिलीवरी चुनें',
};

/**
 * Who is placing this order. A valid session is a customer, who orders their cart exactly as before
 * (sending a guest's lines or contact is refused, not ignored); a token that no longer works is a
 * 401 as it always was; no token at all is a guest, who must name the lines and a contact and pays
 * Cash on Delivery.
 */
export async function checkoutBuyer(request: FastifyRequest, body: CheckoutBody): Promise<Buyer> {
  const session = await request.optionalSession();
  if (session) {
    if (body.items !== undefined) {
      throw invalidField('items', {
        en: 'You are signed in: your order is placed from your cart',
        hi: 'आप साइन इन हैं: आपका ऑर्डर आपके कार्ट से बनेगा',
      });
    }
    if (body.contact !== undefined) {
      throw invalidField('contact', {
        en: 'You are signed in: your order goes to your account',
        hi: 'आप साइन इन हैं: आपका ऑर्डर आपके अकाउंट में जाएगा',
      });
    }
    return { kind: 'customer', userId: session.user.id };
  }
  if (request.headers.authorization) throw unauthenticated(SHOPPER_REFUSALS.sessionExpired);
  if (!body.items || body.items.length === 0) throw invalidField('items', CART_IS_EMPTY);
  if (!body.contact) {
    throw invalidField('contact', {
      en: 'Give your name, e-mail and mobile number',
      hi: 'अपना नाम, ईमेल और मोबाइल नंबर दें',
    });
  }
  if (body.paymentMethod === 'upi') throw invalidField('paymentMethod', GUEST_UPI_REFUSED);
  return { kind: 'guest', contact: body.contact, items: body.items };
}
