import { describe, expect, it } from 'vitest';
import {
  ApplyCouponBodySchema,
  COUPON_MESSAGES,
  couponAmount,
  CouponBodySchema,
  couponRefusal,
  couponValueLabel,
  lineDiscounts,
  spreadInProportion,
  type CouponCircumstances,
  type CouponTerms,
} from './coupons.js';
import { computeOrderTotals } from './pricing.js';

const terms = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  type: 'percent',
  amount: 10,
  minSubtotalPaise: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  firstOrderOnly: false,
  categoryIds: [],
  active: true,
  uses: 0,
  ...over,
});

const now = new Date('2026-11-28T06:00:00Z');
const cart = (over: Partial<CouponCircumstances> = {}): CouponCircumstances => ({
  now,
  subtotalPaise: 2000_00,
  lines: [{ amountPaise: 2000_00, categoryIds: ['jewelry'] }],
  customerOrders: 0,
  customerUses: 0,
  ...over,
});

describe('coupon rules', () => {
  it('accepts a code whose every rule holds', () => {
    expect(couponRefusal(terms(), cart())).toBeNull();
  });

  it.each([
    ['switched off', terms({ active: false }), cart(), COUPON_MESSAGES.inactive.en],
    ['past its end', terms({ endsAt: new Date('2026-11-28T05:59:59Z') }), cart(), 'This code has expired'],
    ['at its end exactly', terms({ endsAt: now }), cart(), 'This code has expired'],
    ['used up', terms({ usageLimit: 5, uses: 5 }), cart(), COUPON_MESSAGES.usedUp.en],
    [
      'used by this customer',
      terms({ perCustomerLimit: 1 }),
      cart({ customerUses: 1 }),
      'You have already used this code',
    ],
    [
      'used twice of two',
      terms({ perCustomerLimit: 2 }),
      cart({ customerUses: 2 }),
      'You have already used this code 2 times',
    ],
    [
      'not a first order',
      terms({ firstOrderOnly: true }),
      cart({ customerOrders: 1 }),
      COUPON_MESSAGES.firstOrder.en,
    ],
    ['an empty cart', terms(), cart({ lines: [], subtotalPaise: 0 }), COUPON_MESSAGES.emptyCart.en],
    ['other categories', terms({ categoryIds: ['bags'] }), cart(), COUPON_MESSAGES.categories.en],
    [
      'below the minimum',
      terms({ minSubtotalPaise: 2500_00 }),
      cart(),
      'This code needs a subtotal of ₹2,500',
    ],
    [
      'below a lakh',
      terms({ minSubtotalPaise: 1_00_000_00 }),
      cart(),
      'This code needs a subtotal of ₹1,00,000',
    ],
  ])('refuses a code %s, in words', (_, coupon, circumstances, message) => {
    const refusal = couponRefusal(coupon, circumstances);
    expect(refusal?.en).toBe(message);
    expect(refusal?.hi, 'in Hindi too').toMatch(/[\u0900-\u097F]/);
  });

  it('says a refusal in Hindi, keeping its numbers and the rupees as the shop writes them', () => {
    expect(couponRefusal(terms({ minSubtotalPaise: 1_00_000_00 }), cart())?.hi).toBe(
      'यह कोड कम से कम ₹1,00,000 की खरीदारी पर ही लगता है',
    );
    expect(couponRefusal(terms({ perCustomerLimit: 2 }), cart({ customerUses: 2 }))?.hi).toBe(
      'आप यह कोड पहले ही 2 बार इस्तेमाल कर चुके हैं',
    );
  });

  it('names the start, in Indian time, of a code not started yet', () => {
    const starts = new Date('2026-12-01T04:30:00Z'); // 10:00 IST
    const refusal = couponRefusal(terms({ startsAt: starts }), cart());
    expect(refusal?.en).toMatch(/^This code can be used from 1 December 2026.*10:00/i);
    expect(refusal?.hi).toBe('यह कोड 1 दिसंबर 2026, 10:00 बजे से इस्तेमाल किया जा सकता है');
  });

  it('takes a code with uses left, at the minimum exactly, in a parent category', () => {
    const coupon = terms({ usageLimit: 5, uses: 4, minSubtotalPaise: 2000_00, categoryIds: ['jewelry'] });
    expect(couponRefusal(coupon, cart({ customerUses: 0, customerOrders: 3 }))).toBeNull();
  });
});

describe('discount arithmetic', () => {
  it('spreads in proportion, the shares summing exactly to the whole', () => {
    expect(spreadInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadInProportion(1000, [0, 300, 700])).toEqual([0, 300, 700]);
    expect(spreadInProportion(0, [5, 5])).toEqual([0, 0]);
    expect(spreadInProportion(10, [0, 0])).toEqual([0, 0]);
    const shares = spreadInProportion(333_33, [199_99, 1_49_900, 7]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(333_33);
  });

  it('takes a percent of the eligible lines only, rounded once to the paisa', () => {
    const lines = [
      { amountPaise: 999_99, categoryIds: ['jewelry'] },
      { amountPaise: 500_00, categoryIds: ['bags'] },
    ];
    expect(lineDiscounts(terms({ amount: 15, categoryIds: ['jewelry'] }), lines)).toEqual([150_00, 0]);
    const all = lineDiscounts(terms({ amount: 15 }), lines);
    expect(all.reduce((a, b) => a + b, 0)).toBe(Math.round((1499_99 * 15) / 100));
  });

  it('never takes more than the eligible lines cost', () => {
    const lines = [{ amountPaise: 300_00, categoryIds: [] }];
    expect(lineDiscounts(terms({ type: 'fixed', amount: 500_00 }), lines)).toEqual([300_00]);
    expect(lineDiscounts(terms({ type: 'percent', amount: 100 }), lines)).toEqual([300_00]);
  });

  it('taxes each line on what is left after its share, and decides delivery after the discount', () => {
    // ₹1,600 of goods at 3% and 18%, ₹200 off: ₹1,400 left, below the ₹1,500 threshold.
    const shares = lineDiscounts(terms({ type: 'fixed', amount: 200_00 }), [
      { amountPaise: 1000_00, categoryIds: [] },
      { amountPaise: 600_00, categoryIds: [] },
    ]);
    expect(shares).toEqual([125_00, 75_00]);
    const totals = computeOrderTotals([
      { unitPricePaise: 1000_00, quantity: 1, gstRate: 3, discountPaise: shares[0] },
      { unitPricePaise: 300_00, quantity: 2, gstRate: 18, discountPaise: shares[1] },
    ]);
    // GST: 875 × 3% + 525 × 18% + 50 × 18% = 26.25 + 94.50 + 9 = 129.75; the total → ₹1,580.
    expect(totals).toMatchObject({
      count: 3,
      subtotalPaise: 1600_00,
      discountPaise: 200_00,
      deliveryPaise: 50_00,
      gstPaise: 129_75,
      roundOffPaise: 25,
      totalPaise: 1600_00 - 200_00 + 50_00 + 130_00,
    });
  });
});

describe('coupon body', () => {
  const good = { code: ' diwali10 ', type: 'percent', value: 10 };

  it('keeps codes in capitals with the defaults filled', () => {
    expect(CouponBodySchema.parse(good)).toMatchObject({
      code: 'DIWALI10',
      minSubtotal: 0,
      usageLimit: null,
      perCustomerLimit: null,
      firstOrderOnly: false,
      categoryIds: [],
      active: true,
    });
  });

  const fieldOf = (body: object) => {
    const result = CouponBodySchema.safeParse(body);
    return result.success ? null : result.error.issues.map((issue) => issue.path.join('.'));
  };

  it.each([
    [{ ...good, value: 0 }, 'value'],
    [{ ...good, value: 101 }, 'value'],
    [{ ...good, value: 12.5 }, 'value'],
    [{ ...good, type: 'fixed', value: 0 }, 'value'],
    [{ ...good, type: 'fixed', value: 10.005 }, 'value'],
    [{ ...good, startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }, 'endsAt'],
    [{ ...good, code: 'no spaces' }, 'code'],
    [{ ...good, minSubtotal: -1 }, 'minSubtotal'],
    [{ ...good, minSubtotal: 1.234 }, 'minSubtotal'],
    [{ ...good, usageLimit: 0 }, 'usageLimit'],
    [{ ...good, discount: 5 }, 'discount'],
  ])('refuses %j on its field', (body, field) => {
    expect(fieldOf(body)).toEqual([field]);
  });

  it('accepts a fixed amount in whole rupees only, so totals stay whole rupees (decision 050)', () => {
    expect(fieldOf({ ...good, type: 'fixed', value: 149 })).toBeNull();
    expect(fieldOf({ ...good, type: 'fixed', value: 149.5 })).toEqual(['value']);
  });

  it('takes whole rupees off for a percent: 10% of ₹2,598 is ₹260', () => {
    expect(
      lineDiscounts(terms({ type: 'percent', amount: 10 }), [{ amountPaise: 2598_00, categoryIds: [] }]),
    ).toEqual([260_00]);
  });

  it('stores percent as is and rupees as paise', () => {
    expect(couponAmount('percent', 15)).toBe(15);
    expect(couponAmount('fixed', 149.5)).toBe(149_50);
  });

  it('takes a code to apply in any case, trimmed, and nothing else', () => {
    expect(ApplyCouponBodySchema.parse({ code: ' flat200 ' })).toEqual({ code: 'FLAT200' });
    expect(ApplyCouponBodySchema.safeParse({ code: 'FLAT200', discount: 200 }).success).toBe(false);
  });

  it('labels a value the way the back office shows it', () => {
    expect(couponValueLabel({ type: 'percent', value: 10 })).toBe('10% off');
    expect(couponValueLabel({ type: 'fixed', value: 1500 })).toBe('₹1,500 off');
  });
});
