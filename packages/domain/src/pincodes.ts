import { z } from 'zod';
import { FIELD_MESSAGES, PINCODE_PATTERN } from './field-rules.js';
import { INDIAN_STATES, stateName, type IndianState } from './indian-states.js';
import type { Sentence } from './shopper-messages.js';

/** Pincodes (decision 031): the offline table answers where one is; checkout trusts no other. */

export const PincodeParamsSchema = z.object({
  pincode: z.string().trim().regex(PINCODE_PATTERN, { error: FIELD_MESSAGES.pincodeInvalid }),
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

export const unknownPincodeMessage = (pincode: string): Sentence => ({
  en: `We could not find pincode ${pincode}. Check the number, or message us on WhatsApp to order.`,
  hi: `पिनकोड ${pincode} नहीं मिला। नंबर जाँच लें, या ऑर्डर के लिए हमें WhatsApp पर संदेश भेजें।`,
});

/** The state field's message when the pincode lies elsewhere. */
export const pincodeStateMessage = (pincode: string, state: IndianState): Sentence => ({
  en: `Pincode ${pincode} is in ${state}`,
  hi: `पिनकोड ${pincode} ${stateName(state, 'hi')} में है`,
});
