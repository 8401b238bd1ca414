import { formatRupees, RETURN_REASON_LABELS, type Return, type ReturnStatus } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { notifyReturnStep } from '../notifications/index.js';

/** One line per piece for the mail: 'Silk Kurti (M) × 1: exchange for L'. */
function linesText(view: Return): string {
  return view.items
    .map((item) => {
      const name = item.variantTitle ? `${item.name} (${item.variantTitle})` : item.name;
      const outcome =
        item.resolution === 'exchange'
          ? `exchange for ${item.exchangeVariantTitle ?? 'another size'}`
          : 'refund';
      return `${name} × ${item.quantity}: ${outcome}`;
    })
    .join('\n');
}

function pickupText(view: Return): string | undefined {
  if (!view.pickup) return undefined;
  if (view.pickup.method === 'customer')
    return 'Please pack the pieces and send them to us; keep the receipt';
  return `${view.pickup.courier ?? 'Our courier'} will pick the parcel up, AWB ${view.pickup.trackingNumber ?? ''}`.trim();
}

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
      reason: RETURN_REASON_LABELS[view.reason],
      lines: linesText(view),
      ...(view.rejectionReason ? { rejectionReason: view.rejectionReason } : {}),
      ...(pickupText(view) ? { pickup: pickupText(view) } : {}),
      ...(view.refund
        ? { refundAmount: formatRupees(view.refund.amount), refundReference: view.refund.reference }
        : {}),
      ...(view.replacementOrderNumber ? { replacementOrderNumber: view.replacementOrderNumber } : {}),
      ...(view.creditNoteNumber ? { creditNoteNumber: view.creditNoteNumber } : {}),
    },
  });
}
