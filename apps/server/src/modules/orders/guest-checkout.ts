import type { FastifyRequest } from 'fastify';
import type { GuestCartLine, GuestContact, PaymentMethod } from '@shop/domain';
import { AppError, unauthenticated } from '../../lib/errors.js';
import type { Buyer } from './checkout-service.js';

/** The body fields that tell a guest's order from a customer's (decision 040). */
interface CheckoutBody {
  items?: GuestCartLine[] | undefined;
  contact?: GuestContact | undefined;
  paymentMethod: PaymentMethod;
}

const refused = (field: string, message: string) =>
  new AppError(422, 'VALIDATION_FAILED', message, [{ field, message }]);

export const GUEST_UPI_REFUSED =
  'Paying by UPI needs an account: sign in to pay by UPI, or choose Cash on Delivery';

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
      throw refused('items', 'You are signed in: your order is placed from your cart');
    }
    if (body.contact !== undefined) {
      throw refused('contact', 'You are signed in: your order goes to your account');
    }
    return { kind: 'customer', userId: session.user.id };
  }
  if (request.headers.authorization) throw unauthenticated('Your session has expired. Please sign in again.');
  if (!body.items || body.items.length === 0) throw refused('items', 'Your cart is empty');
  if (!body.contact) throw refused('contact', 'Give your name, e-mail and mobile number');
  if (body.paymentMethod === 'upi') throw refused('paymentMethod', GUEST_UPI_REFUSED);
  return { kind: 'guest', contact: body.contact, items: body.items };
}
