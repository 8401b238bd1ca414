import { ShippingAddressSchema, type ErrorDetail, type ShippingAddress } from '@shop/domain';

/**
 * The shipping-address rules are the domain's own schema, so people see the server's checks, in
 * its words, while typing; the server still decides. The checkout and profile pages load lazily, so
 * zod rides in their chunks and never in the storefront's first load.
 */
const RULES = ShippingAddressSchema.shape;

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
  const result = RULES[field].safeParse(raw);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'This value is not valid');
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
  return ShippingAddressSchema.parse(values);
}
