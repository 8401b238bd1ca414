import { z } from 'zod';
import { RETURN_RESOLUTIONS } from '@shop/domain';
import type { ReturnMailData, ReturnMailPickup } from './templates/return-mails.js';

// Apart from the return mails' templates, like return-mail-kind.ts: queueing a mail (outbox.ts)
// does not load the mail renderer.

/**
 * A return's mail as the returns module tells it: the facts, the pieces named in English and in
 * Hindi; the shopper's mail reads the order's language, the shop's copy the English.
 */
export type ReturnMailFacts = Omit<ReturnMailData, 'pieces' | 'pickup' | 'language'> & {
  pieces: Exclude<ReturnMailData['pieces'], string>;
  pickup?: ReturnMailPickup;
};

const PiecesSchema = z.array(
  z.object({
    name: z.string(),
    // The Hindi beside the English (issue 28); a mail written before has none and reads the English.
    nameHi: z.string().optional(),
    quantity: z.number().int(),
    resolution: z.enum(RETURN_RESOLUTIONS),
    exchangeFor: z.string().nullable(),
    exchangeForHi: z.string().nullable().optional(),
  }),
);

const PickupSchema = z.discriminatedUnion('by', [
  z.object({ by: z.literal('customer') }),
  z.object({
    by: z.literal('courier'),
    courier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
  }),
]);

/**
 * The facts as the outbox keeps a payload, a flat map of text: the pieces and the pickup as JSON
 * (outbox.ts keeps the strings, leaving out what is not given).
 */
export const returnPayload = ({ pieces, pickup, ...said }: ReturnMailFacts) => ({
  ...said,
  pieces: JSON.stringify(pieces),
  pickup: pickup && JSON.stringify(pickup),
});

/** A kept payload read back for its mail. */
export function returnMailDataOf(payload: Record<string, string>): Omit<ReturnMailData, 'language'> {
  const { customerName = '', returnNumber = '', orderNumber = '', reason = '', ...rest } = payload;
  const { pieces, pickup, lines = '', ...said } = rest;
  const common = { customerName, returnNumber, orderNumber, reason, ...said };
  // A mail written before issue 28 kept its pieces and pickup as English sentences: sent as kept.
  if (pieces === undefined) return { ...common, pieces: lines, ...(pickup ? { pickup } : {}) };
  return {
    ...common,
    pieces: PiecesSchema.parse(JSON.parse(pieces)),
    ...(pickup ? { pickup: PickupSchema.parse(JSON.parse(pickup)) } : {}),
  };
}
