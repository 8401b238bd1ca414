import { describe, expect, it } from 'vitest';
import {
  addressPayload,
  serverAddressErrors,
  validateAddress,
  validateAddressField,
  type AddressValues,
} from './address-validation';

const good: AddressValues = {
  name: 'Asha Verma',
  address: 'B-12, Alpha 1',
  city: 'Greater Noida',
  state: 'Uttar Pradesh',
  pincode: '201310',
  phone: '9876543210',
};

describe('validateAddress', () => {
  it('accepts a complete Indian address', () => {
    expect(validateAddress(good)).toEqual({});
  });

  it('names every missing field in the words the server uses', () => {
    expect(validateAddress({ name: ' ', address: '', city: '', state: '', pincode: '', phone: '' })).toEqual({
      name: 'Name is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'Choose a state or union territory of India',
      pincode: 'Enter a valid 6-digit pincode',
      phone: 'Enter a valid 10-digit mobile number',
    });
  });

  it.each([
    ['pincode', '20131', 'Enter a valid 6-digit pincode'],
    ['pincode', '012345', 'Enter a valid 6-digit pincode'],
    ['phone', '12345', 'Enter a valid 10-digit mobile number'],
    ['phone', '5876543210', 'Enter a valid 10-digit mobile number'],
    ['state', 'Atlantis', 'Choose a state or union territory of India'],
    ['city', 'x'.repeat(81), 'City must be at most 80 characters'],
  ] as const)('refuses %s %j', (field, value, message) => {
    expect(validateAddressField(field, value)).toBe(message);
  });

  it('accepts mobile numbers written the usual ways and a union territory', () => {
    expect(validateAddressField('phone', '+91 98765-43210')).toBeUndefined();
    expect(validateAddressField('phone', '098765 43210')).toBeUndefined();
    expect(validateAddressField('state', 'Ladakh')).toBeUndefined();
  });
});

describe('addressPayload', () => {
  it('trims text and sends the mobile as its 10 digits', () => {
    expect(addressPayload({ ...good, name: '  Asha Verma ', phone: '+91 98765 43210' })).toEqual(good);
  });
});

describe('serverAddressErrors', () => {
  it('maps the server field names onto the form', () => {
    expect(
      serverAddressErrors([
        { field: 'shippingAddress.pincode', message: 'Enter a valid 6-digit pincode' },
        { field: 'idempotency-key', message: 'ignored' },
      ]),
    ).toEqual({ pincode: 'Enter a valid 6-digit pincode' });
  });

  it("takes the address book's field names as they are", () => {
    expect(serverAddressErrors([{ field: 'state', message: '201310 is in Uttar Pradesh' }])).toEqual({
      state: '201310 is in Uttar Pradesh',
    });
  });
});
