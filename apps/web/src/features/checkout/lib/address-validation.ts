import { INDIAN_STATES, normaliseIndianMobile, PINCODE_PATTERN, type ErrorDetail } from '@shop/domain';

export const ADDRESS_FIELDS = ['name', 'address', 'city', 'state', 'pincode', 'phone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
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

const LIMITS: Record<'name' | 'address' | 'city', { label: string; max: number }> = {
  name: { label: 'Name', max: 100 },
  address: { label: 'Address', max: 300 },
  city: { label: 'City', max: 80 },
};

const STATES: ReadonlySet<string> = new Set(INDIAN_STATES);

/**
 * The checks the server makes on a shipping address, in its words, so people see them while typing.
 * The browser cannot parse with the domain schema (zod stays out of the bundle), so the few rules are
 * repeated here on the domain's own patterns; the server still decides.
 */
export function validateAddressField(field: AddressField, raw: string): string | undefined {
  const value = raw.trim();
  switch (field) {
    case 'name':
    case 'address':
    case 'city': {
      const { label, max } = LIMITS[field];
      if (!value) return `${label} is required`;
      if (value.length > max) return `${label} must be at most ${max} characters`;
      return undefined;
    }
    case 'state':
      return STATES.has(value) ? undefined : 'Choose a state or union territory of India';
    case 'pincode':
      return PINCODE_PATTERN.test(value) ? undefined : 'Enter a valid 6-digit pincode';
    case 'phone':
      return normaliseIndianMobile(value) ? undefined : 'Enter a valid 10-digit mobile number';
  }
}

export function validateAddress(values: AddressValues): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of ADDRESS_FIELDS) {
    const message = validateAddressField(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The server names fields `shippingAddress.pincode`; the form names them `pincode`. */
export function serverAddressErrors(details: readonly ErrorDetail[]): AddressErrors {
  const errors: AddressErrors = {};
  for (const detail of details) {
    const field = detail.field.replace(/^shippingAddress\./, '') as AddressField;
    if ((ADDRESS_FIELDS as readonly string[]).includes(field)) errors[field] ??= detail.message;
  }
  return errors;
}

/** What is sent: trimmed text, the mobile number as its 10 digits. */
export function addressPayload(values: AddressValues): AddressValues {
  const trimmed = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, values[field].trim()]),
  ) as AddressValues;
  return { ...trimmed, phone: normaliseIndianMobile(trimmed.phone) ?? trimmed.phone };
}
