import { describe, expect, it } from 'vitest';
import {
  emptySetupForm,
  errorsByField,
  firstStepWithError,
  setupBody,
  stepErrors,
  withOfficerPrefilled,
  type SetupForm,
} from './wizard';

/** A form filled in as an owner would, every step right. */
const filled = (): SetupForm => ({
  ...emptySetupForm('https://rangrez.example'),
  code: 'K7QM2XW9PD',
  fullName: 'Sunita Verma',
  email: 'sunita@rangrez.example',
  password: 'Peacock-Jhumka-1987',
  shopName: 'Rangrez Jewels',
  legalName: 'Rangrez Crafts LLP',
  addressText: 'Plot 7\n\n Knowledge Park II ',
  city: 'Greater Noida',
  pincode: '201310',
  shopEmail: 'care@rangrez.example',
  phone: '+91 98110 22334',
  whatsapp: '98110 22334',
  registered: true,
  gstin: '09AAACK1234F1ZY',
  upiVpa: 'rangrez@okaxis',
  upiPayeeName: 'Rangrez Crafts',
  deliveryFee: '79',
  freeAbove: '1499',
  officerName: 'Sunita Verma',
  officerEmail: 'sunita@rangrez.example',
  officerPhone: '+91 98110 22334',
});

describe('setup wizard', () => {
  it('lets a step through once its own fields are right, whatever later steps hold', () => {
    const form = { ...filled(), deliveryFee: '', officerName: '' };
    expect(stepErrors(form, 'account')).toEqual({});
    expect(stepErrors(form, 'shop')).toEqual({});
    expect(Object.keys(stepErrors(form, 'delivery'))).toEqual(['deliveryFee']);
  });

  it('stops the account step on a missing code or a bad e-mail, naming those fields', () => {
    const errors = stepErrors({ ...filled(), code: ' ', email: 'sunita@' }, 'account');
    expect(Object.keys(errors).sort()).toEqual(['code', 'email']);
  });

  it('asks for a GSTIN only when the shop says it is registered', () => {
    expect(stepErrors({ ...filled(), gstin: '' }, 'gst')).toEqual({
      gstin: 'A shop registered for GST needs its GSTIN',
    });
    expect(stepErrors({ ...filled(), registered: false, gstin: '' }, 'gst')).toEqual({});
    // A GSTIN typed before answering "no" is not sent.
    expect(setupBody({ ...filled(), registered: false }).shop?.business?.gstin).toBe('');
  });

  it('sends one body with the address split into lines and rupees as numbers', () => {
    const body = setupBody(filled());
    expect(body.shop?.business?.addressLines).toEqual(['Plot 7', 'Knowledge Park II']);
    expect(body.shop?.delivery).toEqual({ fee: 79, freeAbove: 1499 });
    expect(body.shop?.shop?.phones).toEqual(['+91 98110 22334']);
    expect(body.administrator.email).toBe('sunita@rangrez.example');
  });

  it('takes the server’s field errors back to the first step that has one', () => {
    const errors = errorsByField([
      { field: 'shop.business.gstin', message: 'This GSTIN’s check character does not match' },
      { field: 'administrator.password', message: 'Add another word or two' },
    ]);
    expect(errors).toEqual({
      gstin: 'This GSTIN’s check character does not match',
      password: 'Add another word or two',
    });
    expect(firstStepWithError(errors)).toBe('account');
    expect(firstStepWithError(errorsByField([{ field: 'shop.business.addressLines.0', message: 'x' }]))).toBe(
      'shop',
    );
    expect(firstStepWithError(errorsByField([{ field: 'shop.shop.publicUrl', message: 'x' }]))).toBe(
      'address',
    );
    expect(firstStepWithError({})).toBeUndefined();
  });

  it('prefills the grievance officer from the owner, keeping what was typed there', () => {
    const form = { ...filled(), officerName: '', officerEmail: '', officerPhone: '' };
    expect(withOfficerPrefilled(form)).toMatchObject({
      officerName: 'Sunita Verma',
      officerEmail: 'sunita@rangrez.example',
      officerPhone: '+91 98110 22334',
    });
    expect(withOfficerPrefilled({ ...form, officerName: 'Arjun Rao' }).officerName).toBe('Arjun Rao');
  });
});
