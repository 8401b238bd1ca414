import type { IndianState } from './indian-states.js';

/**
 * GST state codes: the first two digits of a GSTIN, and the code printed beside the place of supply
 * on a tax invoice (the GSTN's state list).
 */
export const GST_STATE_CODES: Record<IndianState, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** The studio trades from Greater Noida: supplies within this state carry CGST + SGST, others IGST. */
export const SHOP_STATE: IndianState = 'Uttar Pradesh';

export function gstStateCode(state: IndianState): string {
  return GST_STATE_CODES[state];
}

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity number, `Z` by default, check character. */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z][A-Z0-9][0-9A-Z]$/;

/** The GSTIN's 15th character, computed over its first 14 (alternating factors 1, 2, base 36). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_ALPHABET.indexOf(first14[index] ?? '') * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36] ?? '';
}

export type GstinProblem = 'shape' | 'state' | 'check';

/** Why a GSTIN is wrong, or null when it is well formed, names a real state and its check character adds up. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!GSTIN_SHAPE.test(gstin)) return 'shape';
  if (!Object.values(GST_STATE_CODES).includes(gstin.slice(0, 2)) && gstin.slice(0, 2) !== '97')
    return 'state';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : 'check';
}

export function isValidGstin(gstin: string): boolean {
  return gstinProblem(gstin) === null;
}

/**
 * The GSTIN the forms show as an example (Uttar Pradesh, a made-up PAN): its check character is
 * computed, so the example passes the shop's own check (a made-up "…Z5" did not, and a shopper
 * copying it was told it was wrong).
 */
export const EXAMPLE_GSTIN = `09ABCDE1234F1Z${gstinCheckCharacter('09ABCDE1234F1Z')}`;

/** The state a GSTIN is registered in, from its first two digits. */
export function stateOfGstin(gstin: string): IndianState | null {
  const code = gstin.slice(0, 2);
  const entry = Object.entries(GST_STATE_CODES).find(([, value]) => value === code);
  return (entry?.[0] as IndianState | undefined) ?? null;
}
