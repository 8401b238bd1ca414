import { formatRupees, type Return, type ReturnStatus } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { notifyReturnStep } from '../notifications/index.js';

/** Each piece as the mail lists it: its name with the variant, and what the shopper asked for. */
const piecesOf = (view: Return) =>
  view.items.map((item) => ({
    name: item.variantTitle ? `${item.name} (${item.variantTitle})` : item.name,
    quantity: item.quantity,
    resolution: item.resolution,
    exchangeFor: item.exchangeVariantTitle,
  }));

/** How the parcel comes back: the shopper sends it, or a courier picks it up. */
const pickupOf = (pickup: NonNullable<Return['pickup']>) =>
  pickup.method === 'customer'
    ? { by: 'customer' as const }
    : { by: 'courier' as const, courier: pickup.courier, trackingNumber: pickup.trackingNumber };

/**
 * The step's mail to the shopper (and, for a new request, to the shop's inbox), written to the
 * outbox in the step's transaction (decision 054): what the return is and what happens next.
 */
export async function notifyStep(
  tx: Db,
  view: Return,
  step: ReturnStatus,
  shopEmail: string | null,
): Promise<void> {
  if (!view.customer?.email) return;
  await notifyReturnStep(tx, {
    orderId: view.orderId,
    step,
    recipient: view.customer.email,
    shopEmail: shopEmail ?? '',
    payload: {
      customerName: view.customer.name,
      returnNumber: view.number,
      orderNumber: view.orderNumber,
      // The facts, worded when the mail goes: the shopper's in the order's language (issue 28).
      reason: view.reason,
      pieces: piecesOf(view),
      ...(view.rejectionReason ? { rejectionReason: view.rejectionReason } : {}),
      ...(view.pickup ? { pickup: pickupOf(view.pickup) } : {}),
      ...(view.refund
        ? { refundAmount: formatRupees(view.refund.amount), refundReference: view.refund.reference }
        : {}),
      ...(view.replacementOrderNumber ? { replacementOrderNumber: view.replacementOrderNumber } : {}),
      ...(view.creditNoteNumber ? { creditNoteNumber: view.creditNoteNumber } : {}),
    },
  });
}
