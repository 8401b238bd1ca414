import {
  ADDRESS_TEXT_FIELDS,
  isIndianState,
  mobileProblem,
  normaliseIndianMobile,
  pincodeProblem,
  requiredTextProblem,
  stateProblem,
  type ErrorDetail,
  type ShippingAddress,
} from '@shop/domain';

/**
 * The shipping address's rules are the domain's plain ones, with the server's schema's own words, so
 * people see the server's checks while typing; the server still decides. No validation library
 * rides in the checkout's or profile's chunks (decision 061).
 */
const textRule =
  (field: keyof typeof ADDRESS_TEXT_FIELDS) =>
  (raw: string): string | null =>
    requiredTextProblem(ADDRESS_TEXT_FIELDS[field].label, ADDRESS_TEXT_FIELDS[field].max, raw);

const RULES = {
  name: textRule('name'),
  address: textRule('address'),
  city: textRule('city'),
  state: stateProblem,
  pincode: pincodeProblem,
  phone: mobileProblem,
} satisfies Record<keyof ShippingAddress, (raw: string) => string | null>;

export type AddressField = keyof typeof RULES;
export const ADDRESS_FIELDS = Object.keys(RULES) as readonly AddressField[];
/** What the form holds: text as typed (the state is '' until one is chosen). */
export type AddressValues = Record<AddressField, string>;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const EMPTY_ADDRESS: AddressValues = {
  name: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
  phone: '',
};

export function validateAddressField(field: AddressField, raw: string): string | undefined {
  return RULES[field](raw) ?? undefined;
}

export function validateAddress(values: AddressValues): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of ADDRESS_FIELDS) {
    const message = validateAddressField(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Checkout's answers name fields `shippingAddress.pincode`, the address book's `pincode`; the form `pincode`. */
export function serverAddressErrors(details: readonly ErrorDetail[]): AddressErrors {
  const errors: AddressErrors = {};
  for (const detail of details) {
    const field = detail.field.replace(/^shippingAddress\./, '') as AddressField;
    if ((ADDRESS_FIELDS as readonly string[]).includes(field)) errors[field] ??= detail.message;
  }
  return errors;
}

/** What is sent, once the form is valid: trimmed text, the mobile number as its 10 digits. */
export function addressPayload(values: AddressValues): ShippingAddress {
  const problem = ADDRESS_FIELDS.map((field) => RULES[field](values[field])).find(Boolean);
  const phone = normaliseIndianMobile(values.phone);
  if (problem || !phone || !isIndianState(values.state)) throw new Error(problem ?? 'Invalid address');
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state,
    pincode: values.pincode.trim(),
    phone,
  };
}
