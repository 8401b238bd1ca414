import { describe, expect, it } from 'vitest';
import { BOOKED_STATUSES, canTransition, customerCanCancel, PlaceOrderBodySchema } from './orders.js';
import { offeredPaymentMethods, PaymentSettingsSchema, SubmitUtrBodySchema, upiPayLink } from './payments.js';
import { settingsOverDefaults } from './settings.js';

const address = {
  name: 'Asha Verma',
  address: '12 MG Road',
  city: 'Jaipur',
  state: 'Rajasthan',
  pincode: '302001',
  phone: '9876543210',
};

describe('UPI payments (decision 038)', () => {
  it('builds the upi:// link with the amount in rupees to two decimals and every value encoded', () => {
    const link = upiPayLink({
      vpa: 'kaarigar@okhdfcbank',
      payeeName: 'Kaarigar Studio & Co',
      amountPaise: 1_49_905,
      orderNumber: 'AB12CD34',
    });
    expect(link).toBe(
      'upi://pay?pa=kaarigar%40okhdfcbank&pn=Kaarigar%20Studio%20%26%20Co&am=1499.05&tn=AB12CD34&cu=INR',
    );
    expect(upiPayLink({ vpa: 'a@b', payeeName: 'x', amountPaise: 50_000, orderNumber: 'N' })).toContain(
      'am=500.00',
    );
    expect(upiPayLink({ vpa: 'a@b', payeeName: 'x', amountPaise: 7, orderNumber: 'N' })).toContain('am=0.07');
  });

  it('checks the UPI ID and asks for a payee name with it; empty means no UPI', () => {
    expect(
      PaymentSettingsSchema.safeParse({ upiVpa: 'kaarigar@okhdfcbank', upiPayeeName: 'K' }).success,
    ).toBe(true);
    const wrong = PaymentSettingsSchema.safeParse({ upiVpa: 'kaarigar.okhdfcbank', upiPayeeName: 'K' });
    expect(wrong.error?.issues[0]?.path).toEqual(['upiVpa']);
    const nameless = PaymentSettingsSchema.safeParse({ upiVpa: '98765@ybl', upiPayeeName: ' ' });
    expect(nameless.error?.issues[0]?.path).toEqual(['upiPayeeName']);
    expect(offeredPaymentMethods({ upiVpa: '', upiPayeeName: '' })).toEqual(['cod']);
    expect(offeredPaymentMethods({ upiVpa: '98765@ybl', upiPayeeName: 'K' })).toEqual(['cod', 'upi']);
  });

  it('reads stored settings without a payments section as "no UPI"', () => {
    expect(settingsOverDefaults({}).payments).toEqual({ upiVpa: '', upiPayeeName: '' });
    expect(settingsOverDefaults({ payments: { upiVpa: 'xy@ybl', upiPayeeName: 'K' } }).payments.upiVpa).toBe(
      'xy@ybl',
    );
  });

  it('takes a 12-digit UTR, spaces allowed, and refuses anything else', () => {
    expect(SubmitUtrBodySchema.parse({ utr: '4123 4567 8901' }).utr).toBe('412345678901');
    expect(SubmitUtrBodySchema.safeParse({ utr: '41234567890' }).success).toBe(false);
    expect(SubmitUtrBodySchema.safeParse({ utr: '41234567890A' }).success).toBe(false);
  });

  it('defaults checkout to Cash on Delivery and takes UPI', () => {
    expect(PlaceOrderBodySchema.parse({ shippingAddress: address }).paymentMethod).toBe('cod');
    expect(PlaceOrderBodySchema.parse({ shippingAddress: address, paymentMethod: 'upi' }).paymentMethod).toBe(
      'upi',
    );
    expect(PlaceOrderBodySchema.safeParse({ shippingAddress: address, paymentMethod: 'card' }).success).toBe(
      false,
    );
  });

  it('lets an awaiting-payment order go ahead or be cancelled, never skip ahead, and not count as booked', () => {
    expect(canTransition('awaiting_payment', 'pending')).toBe(true);
    expect(canTransition('awaiting_payment', 'cancelled')).toBe(true);
    expect(canTransition('awaiting_payment', 'processing')).toBe(false);
    expect(canTransition('pending', 'awaiting_payment')).toBe(false);
    expect(customerCanCancel('awaiting_payment')).toBe(true);
    expect(BOOKED_STATUSES).not.toContain('awaiting_payment');
    expect(BOOKED_STATUSES).not.toContain('cancelled');
  });
});
