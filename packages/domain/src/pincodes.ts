import { z } from 'zod';
import { INDIAN_STATES, PINCODE_PATTERN } from './orders.js';

/** Pincodes (decision 031): the offline table answers where one is; checkout trusts no other. */

const PINCODE_FORMAT = 'Enter a valid 6-digit pincode';

export const PincodeParamsSchema = z.object({
  pincode: z.string().trim().regex(PINCODE_PATTERN, { error: PINCODE_FORMAT }),
});

export const PincodePlaceSchema = z.object({
  pincode: z.string(),
  /** The district India Post files it under: what the address form's City field takes. */
  city: z.string(),
  state: z.enum(INDIAN_STATES),
  /**
   * The towns people write for this pincode where the district is not one of them (201310: Greater
   * Noida), for the form to offer; empty for most pincodes, whose district is the suggestion.
   */
  towns: z.array(z.string()),
});
export type PincodePlace = z.infer<typeof PincodePlaceSchema>;

export const unknownPincodeMessage = (pincode: string) =>
  `We could not find pincode ${pincode}. Check the number, or message us on WhatsApp to order.`;

/** The state field's message when the pincode lies elsewhere. */
export const pincodeStateMessage = (pincode: string, state: string) => `Pincode ${pincode} is in ${state}`;
