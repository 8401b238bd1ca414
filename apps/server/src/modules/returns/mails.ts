import { formatRupees, type Return, type ReturnStatus } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { notifyReturnStep } from '../notifications/index.js';
import { returnView } from './view.js';

type Piece = Return['items'][number];

/** 'Silk Kurti (M)': the piece's name with its variant. */
const named = (item: Pick<Piece, 'name' | 'variantTitle'>) =>
  item.variantTitle ? `${item.name} (${item.variantTitle})` : item.name;

/**
 * Each piece as the mails list it: its name with the variant, and what the shopper asked for, in
 * English and in Hindi (issue 28; each Hindi word falling back to the English on its own), so the
 * shopper's mail of a Hindi order and the shop's copy of the same request each read their own.
 */
const piecesOf = (view: Return, hindi: Return | undefined) =>
  view.items.map((item) => {
    const inHindi = hindi?.items.find((candidate) => candidate.id === item.id) ?? item;
    return {
      name: named(item),
      nameHi: named(inHindi),
      quantity: item.quantity,
      resolution: item.resolution,
      exchangeFor: item.exchangeVariantTitle,
      exchangeForHi: inHindi.exchangeVariantTitle,
    };
  });

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
  // The pieces as the shopper's Hindi page names them, read in the step's transaction.
  const hindi = await returnView(tx, view.id, { staff: false, language: 'hi' });
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
      pieces: piecesOf(view, hindi),
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
