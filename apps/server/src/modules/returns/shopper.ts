import type { FastifyRequest } from 'fastify';
import { isStaff, SHOPPER_REFUSALS, type Role } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { AppError, notFound, unauthenticated } from '../../lib/errors.js';
import { orderIdByTrackingPair, type ReturnableOrder } from '../orders/index.js';

/**
 * Who acts on a return: a signed-in account (a shopper, or staff), or a guest who names their order
 * by its number and mobile, as at /track (decision 054).
 */
export type Shopper =
  { kind: 'account'; userId: string; role: Role } | { kind: 'guest'; orderNumber: string; phone: string };

const ORDER_NOT_FOUND = SHOPPER_REFUSALS.orderNotFound;
const PAIR_NEEDED = {
  en: 'Sign in, or give the order number and the mobile number it was placed with',
  hi: 'साइन इन करें, या ऑर्डर नंबर और वह मोबाइल नंबर दें जिससे ऑर्डर किया गया था',
};

/** The caller: a valid session, or else the tracking pair of the body; a stale token is a 401. */
export async function shopperOf(
  request: FastifyRequest,
  pair: { orderNumber?: string | undefined; phone?: string | undefined } | null | undefined,
): Promise<Shopper> {
  const session = await request.optionalSession();
  if (session) return { kind: 'account', userId: session.user.id, role: session.user.role };
  if (request.headers.authorization) throw unauthenticated(SHOPPER_REFUSALS.sessionExpired);
  if (!pair?.orderNumber || !pair.phone) {
    throw new AppError(422, 'VALIDATION_FAILED', PAIR_NEEDED, [
      ...(pair?.orderNumber ? [] : [{ field: 'orderNumber', message: PAIR_NEEDED }]),
      ...(pair?.phone ? [] : [{ field: 'phone', message: PAIR_NEEDED }]),
    ]);
  }
  return { kind: 'guest', orderNumber: pair.orderNumber, phone: pair.phone };
}

/**
 * Whether the shopper may act on this order as its buyer: their own account's order, or the
 * order the guest's pair names. Anyone else learns nothing (404).
 */
export async function checkBuyer(
  tx: Db,
  order: ReturnableOrder | undefined,
  shopper: Shopper,
): Promise<ReturnableOrder> {
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (shopper.kind === 'account') {
    if (order.userId === shopper.userId) return order;
    throw notFound(ORDER_NOT_FOUND);
  }
  const named = await orderIdByTrackingPair(tx, shopper.orderNumber, shopper.phone);
  if (named === order.id) return order;
  throw notFound(ORDER_NOT_FOUND);
}

/** Whether a signed-in viewer may read this order's returns: its buyer, or staff. */
export const mayView = (viewer: { id: string; role: Role }, orderUserId: string | null) =>
  orderUserId === viewer.id || isStaff(viewer.role);
