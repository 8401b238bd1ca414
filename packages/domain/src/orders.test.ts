import { describe, expect, it } from 'vitest';
import { normaliseIndianMobile } from './field-rules.js';
import {
  canTransition,
  CreateReviewBodySchema,
  customerCanCancel,
  IdempotencyHeadersSchema,
  INDIAN_STATES,
  nextStatuses,
  ORDER_STATUSES,
  orderNumber,
  PlaceOrderBodySchema,
  restocksOn,
  ShippingAddressSchema,
  type OrderStatus,
} from './orders.js';

describe('order lifecycle', () => {
  const allowed: Array<[OrderStatus, OrderStatus]> = [
    ['pending', 'processing'],
    ['processing', 'shipped'],
    ['shipped', 'delivered'],
    ['pending', 'cancelled'],
    ['processing', 'cancelled'],
    ['shipped', 'returned'],
    ['awaiting_payment', 'pending'],
    ['awaiting_payment', 'cancelled'],
  ];

  it('allows exactly the five moves of decision 006, the return to origin of decision 028 and the UPI payment of decision 038', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect(canTransition(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('never skips a step, goes back, or leaves a final state', () => {
    expect(canTransition('pending', 'shipped')).toBe(false);
    expect(canTransition('pending', 'delivered')).toBe(false);
    expect(canTransition('shipped', 'processing')).toBe(false);
    expect(canTransition('shipped', 'cancelled')).toBe(false);
    expect(nextStatuses('delivered')).toEqual([]);
    expect(nextStatuses('cancelled')).toEqual([]);
    expect(nextStatuses('returned')).toEqual([]);
    expect(canTransition('delivered', 'returned')).toBe(false);
    expect(nextStatuses('pending')).toEqual(['processing', 'cancelled']);
    expect(nextStatuses('shipped')).toEqual(['delivered', 'returned']);
  });

  it('puts stock back on cancellation and on a return to origin only', () => {
    expect(ORDER_STATUSES.filter(restocksOn)).toEqual(['returned', 'cancelled']);
  });

  it('lets a customer cancel only an order awaiting payment or pending', () => {
    expect(ORDER_STATUSES.filter(customerCanCancel)).toEqual(['awaiting_payment', 'pending']);
  });

  it('names an order by the last 8 characters of its id', () => {
    expect(orderNumber('7b0f6c1e-6f1a-4c59-9a51-2b9d8f0f4a11')).toBe('8F0F4A11');
  });
});

describe('shipping address', () => {
  const good = {
    name: ' Asha Verma ',
    address: 'B-12, Pari Chowk',
    city: 'Greater Noida',
    state: 'Uttar Pradesh',
    pincode: '201310',
    phone: '+91 98765-43210',
  };

  it('lists 28 states and 8 union territories', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
  });

  it('trims text and normalises the mobile number to 10 digits', () => {
    expect(ShippingAddressSchema.parse(good)).toEqual({ ...good, name: 'Asha Verma', phone: '9876543210' });
  });

  it.each([
    ['9876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['5876543210', null],
    ['987654321', null],
    ['98765432100', null],
    ['+449876543210', null],
    ['phone', null],
  ])('mobile %s → %s', (input, expected) => {
    expect(normaliseIndianMobile(input)).toBe(expected);
  });

  it.each([
    ['pincode', '012345'],
    ['pincode', '20131'],
    ['pincode', '2013100'],
    ['pincode', 'abcdef'],
    ['state', 'Narnia'],
    ['state', 'uttar pradesh'],
    ['phone', '12345'],
    ['name', '   '],
    ['city', ''],
  ])('refuses %s %j, naming the field', (field, value) => {
    const result = ShippingAddressSchema.safeParse({ ...good, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('refuses totals or lines sent with the order', () => {
    const result = PlaceOrderBodySchema.safeParse({ shippingAddress: good, total: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['total']);
  });

  it('takes an Idempotency-Key of 8 to 100 safe characters only', () => {
    expect(IdempotencyHeadersSchema.safeParse({ 'idempotency-key': 'abc_DEF-123' }).success).toBe(true);
    expect(IdempotencyHeadersSchema.safeParse({ 'idempotency-key': 'short' }).success).toBe(false);
    expect(IdempotencyHeadersSchema.safeParse({ 'idempotency-key': 'a'.repeat(101) }).success).toBe(false);
    expect(IdempotencyHeadersSchema.safeParse({ 'idempotency-key': 'has space!' }).success).toBe(false);
    expect(IdempotencyHeadersSchema.safeParse({}).success).toBe(false);
  });
});

describe('reviews', () => {
  it('takes a whole rating 1..5 and a comment up to 1000 characters', () => {
    expect(CreateReviewBodySchema.safeParse({ rating: 5 }).success).toBe(true);
    for (const rating of [0, 6, 4.5, '5']) {
      expect(CreateReviewBodySchema.safeParse({ rating }).success).toBe(false);
    }
    expect(CreateReviewBodySchema.safeParse({ rating: 4, comment: 'x'.repeat(1001) }).success).toBe(false);
  });
});
