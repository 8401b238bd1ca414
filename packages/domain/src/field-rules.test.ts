import { describe, expect, it } from 'vitest';
import { EmailSchema, FullNameSchema, PasswordSchema } from './auth.js';
import {
  businessNameProblem,
  emailProblem,
  fullNameProblem,
  gstinFieldProblem,
  mobileProblem,
  passwordProblem,
  pincodeProblem,
  requiredTextProblem,
  stateProblem,
} from './field-rules.js';
import { EXAMPLE_GSTIN } from './gst.js';
import { BuyerBusinessSchema, ShippingAddressSchema } from './orders.js';

/** The first message the server's schema gives for a value, or null when it passes. */
function schemaMessage(
  schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  return schema.safeParse(value).error?.issues[0]?.message ?? null;
}

describe('the plain rules say what the server says', () => {
  it.each([
    'asha@example.com',
    '  Asha@Example.COM ',
    '',
    'asha',
    'asha@example',
    'a..b@example.com',
    `${'a'.repeat(250)}@example.com`,
    'asha@exa mple.com',
  ])('e-mail %j', (value) => {
    expect(emailProblem(value)).toBe(schemaMessage(EmailSchema, value));
  });

  it.each(['', '12345', '123456', ' '.repeat(6), 'x'.repeat(128), 'x'.repeat(129)])(
    'password %j',
    (value) => {
      expect(passwordProblem(value)).toBe(schemaMessage(PasswordSchema, value));
    },
  );

  it.each(['Asha Verma', '', '   ', 'x'.repeat(100), ` ${'x'.repeat(100)} `, 'x'.repeat(101)])(
    'full name %j',
    (value) => {
      expect(fullNameProblem(value)).toBe(schemaMessage(FullNameSchema, value));
    },
  );

  const shape = ShippingAddressSchema.shape;
  it.each([
    ['phone', '9876543210'],
    ['phone', '+91 98765-43210'],
    ['phone', '098765 43210'],
    ['phone', '5876543210'],
    ['phone', '12345'],
    ['phone', ''],
    ['pincode', '201310'],
    ['pincode', ' 201310 '],
    ['pincode', '012345'],
    ['pincode', '20131'],
    ['state', 'Ladakh'],
    ['state', 'Atlantis'],
    ['state', ''],
  ] as const)('address %s %j', (field, value) => {
    const rule = { phone: mobileProblem, pincode: pincodeProblem, state: stateProblem }[field];
    expect(rule(value)).toBe(schemaMessage(shape[field], value));
  });

  it.each([
    ['name', 'Name', 100],
    ['address', 'Address', 300],
    ['city', 'City', 80],
  ] as const)('address %s', (field, label, max) => {
    for (const value of ['Asha', '', '  ', 'x'.repeat(max), 'x'.repeat(max + 1)])
      expect(requiredTextProblem(label, max, value)).toBe(schemaMessage(shape[field], value));
  });

  it.each([
    EXAMPLE_GSTIN,
    EXAMPLE_GSTIN.toLowerCase(),
    '',
    '09ABCDE1234F1Z',
    '99ABCDE1234F1Z5',
    '09ABCDE1234F1ZX',
  ])('GSTIN %j', (value) => {
    expect(gstinFieldProblem(value, { allowEmpty: false })).toBe(
      schemaMessage(BuyerBusinessSchema.shape.buyerGstin, value),
    );
  });

  it.each(['Kaarigar Traders', 'K', '  K  ', 'x'.repeat(120), 'x'.repeat(121)])(
    'business name %j',
    (value) => {
      expect(businessNameProblem(value)).toBe(schemaMessage(BuyerBusinessSchema.shape.buyerName, value));
    },
  );
});

describe('plain rules', () => {
  it('refuse what a shopper gets wrong, in words that say how to fix it', () => {
    expect(emailProblem('asha@example')).toBe('Please enter a valid email address');
    expect(passwordProblem('12345')).toBe('Password must be at least 6 characters long');
    expect(passwordProblem('12345', 'Password must be at least 6 characters')).toBe(
      'Password must be at least 6 characters',
    );
    expect(mobileProblem('5876543210')).toBe('Enter a valid 10-digit mobile number');
    expect(pincodeProblem('012345')).toBe('Enter a valid 6-digit pincode');
    expect(stateProblem('Atlantis')).toBe('Choose a state or union territory of India');
    expect(requiredTextProblem('City', 80, ' ')).toBe('City is required');
    expect(gstinFieldProblem('09ABCDE1234F1Z', { allowEmpty: false })).toMatch(/15 characters/);
    expect(businessNameProblem('K')).toBe('Business name must be 2 to 120 characters');
  });

  it('take what the server takes', () => {
    expect(emailProblem('  Asha@Example.COM ')).toBeNull();
    expect(mobileProblem('+91 98765-43210')).toBeNull();
    expect(pincodeProblem(' 201310 ')).toBeNull();
    expect(stateProblem('Ladakh')).toBeNull();
    expect(gstinFieldProblem(` ${EXAMPLE_GSTIN.toLowerCase()} `, { allowEmpty: false })).toBeNull();
    expect(gstinFieldProblem('', { allowEmpty: true })).toBeNull();
  });
});
