import { gstinProblem } from './gst.js';
import { INDIAN_STATES, type IndianState } from './indian-states.js';

/**
 * The rules of the fields shoppers type (e-mail, password, names, address, mobile, pincode, GSTIN),
 * written without zod (decision 061): the storefront checks its forms with these for comfort and
 * ships no validation library, while the server's schemas (auth.ts, orders.ts, gstin-field.ts) use
 * the same patterns and messages, so what the browser says is what the server would say.
 * Each `…Problem` gives the server's message for a value as typed, or null when it passes.
 */

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_FULL_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;

/** zod 4's own e-mail pattern, given to `z.email` by the schema too, so both accept the same addresses. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
const MOBILE_PATTERN = /^(?:\+?91|0)?([6-9]\d{9})$/;
export const BUSINESS_NAME_LENGTH = { min: 2, max: 120 } as const;

export const FIELD_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: `Email must be at most ${MAX_EMAIL_LENGTH} characters`,
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Enter a valid 10-digit mobile number',
  pincodeRequired: 'Pincode is required',
  pincodeInvalid: 'Enter a valid 6-digit pincode',
  stateInvalid: 'Choose a state or union territory of India',
  gstinRequired: 'GSTIN is required',
  businessNameRequired: 'Business name is required',
  businessNameLength: `Business name must be ${BUSINESS_NAME_LENGTH.min} to ${BUSINESS_NAME_LENGTH.max} characters`,
} as const;

export const GSTIN_MESSAGES = {
  shape: 'A GSTIN is 15 characters: state code, PAN, entity number, Z and a check character',
  state: 'The GSTIN must start with the code of an Indian state',
  check: 'This GSTIN’s check character does not match: check it for a typing slip',
} as const;

/** The shipping address's text fields: their labels, as messages name them, and longest lengths. */
export const ADDRESS_TEXT_FIELDS = {
  name: { label: 'Name', max: 100 },
  address: { label: 'Address', max: 300 },
  city: { label: 'City', max: 80 },
} as const;

export const requiredMessage = (label: string) => `${label} is required`;
export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** `+91 98765-43210`, `098765 43210`, `9876543210` → `9876543210`; null when it is not an Indian mobile. */
export function normaliseIndianMobile(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  return MOBILE_PATTERN.exec(compact)?.[1] ?? null;
}

/** An e-mail as the server keeps it: trimmed and lower-cased (`  Asha@Example.COM ` is `asha@example.com`). */
export function normaliseEmail(input: string): string {
  return input.trim().toLowerCase();
}

/** The format is checked before the length, as the schema reports them. */
export function emailProblem(input: string): string | null {
  const email = normaliseEmail(input);
  if (!EMAIL_PATTERN.test(email)) return FIELD_MESSAGES.emailInvalid;
  return email.length > MAX_EMAIL_LENGTH ? FIELD_MESSAGES.emailTooLong : null;
}

/** A password is taken as typed (spaces count). Staff forms word the short case their own way. */
export function passwordProblem(
  password: string,
  tooShort: string = FIELD_MESSAGES.passwordTooShort,
): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return tooShort;
  return password.length > MAX_PASSWORD_LENGTH ? FIELD_MESSAGES.passwordTooLong : null;
}

/** Text that must be given, trimmed, of at most `max` characters (names, address lines, city). */
export function requiredTextProblem(label: string, max: number, input: string): string | null {
  const text = input.trim();
  if (text === '') return requiredMessage(label);
  return text.length > max ? tooLongMessage(label, max) : null;
}

export function fullNameProblem(input: string): string | null {
  return requiredTextProblem('Full name', MAX_FULL_NAME_LENGTH, input);
}

export function mobileProblem(input: string): string | null {
  return normaliseIndianMobile(input) ? null : FIELD_MESSAGES.mobileInvalid;
}

export function pincodeProblem(input: string): string | null {
  return PINCODE_PATTERN.test(input.trim()) ? null : FIELD_MESSAGES.pincodeInvalid;
}

export function isIndianState(input: string): input is IndianState {
  return (INDIAN_STATES as readonly string[]).includes(input);
}

export function stateProblem(input: string): string | null {
  return isIndianState(input) ? null : FIELD_MESSAGES.stateInvalid;
}

/** A GSTIN as the server keeps it: trimmed, in capitals. */
export function normaliseGstin(input: string): string {
  return input.trim().toUpperCase();
}

/** What is wrong with a GSTIN as typed (shape, state code, check character); '' passes when allowed. */
export function gstinFieldProblem(input: string, options: { allowEmpty: boolean }): string | null {
  const gstin = normaliseGstin(input);
  if (gstin === '' && options.allowEmpty) return null;
  const problem = gstinProblem(gstin);
  return problem ? GSTIN_MESSAGES[problem] : null;
}

/** The legal name a business invoice carries beside its GSTIN (decision 050). */
export function businessNameProblem(input: string): string | null {
  const length = input.trim().length;
  return length < BUSINESS_NAME_LENGTH.min || length > BUSINESS_NAME_LENGTH.max
    ? FIELD_MESSAGES.businessNameLength
    : null;
}
