import { describe, expect, it } from 'vitest';
import {
  AddCartItemBodySchema,
  cartSummaryOf,
  pricingSettingsFrom,
  summarise,
  UpdateCartItemBodySchema,
} from './cart.js';
import { rupeesToPaise } from './money.js';
import { computeOrderTotals, DEFAULT_PRICING, discountPercent } from './pricing.js';

const line = (rupees: number, quantity = 1) => ({ unitPricePaise: rupeesToPaise(rupees), quantity });

describe('totals of decision 005 (the one rule the cart and checkout use)', () => {
  it('charges ₹50 delivery just below the threshold, GST on subtotal + delivery', () => {
    expect(summarise([line(1499)], DEFAULT_PRICING)).toEqual({
      count: 1,
      subtotal: 1499,
      discount: 0,
      delivery: 50,
      gst: 278.82,
      total: 1828,
      gstIncluded: false,
      roundOff: 0.18,
    });
  });

  it('turns totals worked out in paise into rupees once, as the server answers them (decision 053)', () => {
    const lines = [line(19.99, 3), { ...line(1250), discountPaise: 12_500 }];
    const totals = computeOrderTotals(lines, DEFAULT_PRICING);
    expect(totals.subtotalPaise).toBe(5997 + 125_000);
    expect(cartSummaryOf(totals)).toEqual(summarise(lines, DEFAULT_PRICING));
    expect(cartSummaryOf(totals)).toMatchObject({ count: 4, subtotal: 1309.97, discount: 125 });
  });

  it('delivers free at exactly the threshold', () => {
    expect(summarise([line(500, 3)], DEFAULT_PRICING)).toEqual({
      count: 3,
      subtotal: 1500,
      discount: 0,
      delivery: 0,
      gst: 270,
      total: 1770,
      gstIncluded: false,
      roundOff: 0,
    });
  });

  it('charges nothing at all for an empty cart', () => {
    expect(summarise([], DEFAULT_PRICING)).toEqual({
      count: 0,
      subtotal: 0,
      discount: 0,
      delivery: 0,
      gst: 0,
      total: 0,
      gstIncluded: false,
      roundOff: 0,
    });
  });

  it('keeps GST to the paisa and rounds the total to whole rupees (decision 050)', () => {
    const totals = computeOrderTotals([line(199.99, 3)], DEFAULT_PRICING);
    expect(totals.subtotalPaise).toBe(59997);
    expect(totals.deliveryPaise).toBe(5000);
    // 18% of 599.97 = 107.99, of 50 = 9: 116.99, and 649.97 + 116.99 = 766.96 → ₹767.
    expect(totals.gstPaise).toBe(11699);
    expect(totals.totalPaise).toBe(76700);
    expect(totals.roundOffPaise).toBe(4);
  });

  it('reads the threshold and fee from the delivery settings, the rate from the domain default', () => {
    const settings = pricingSettingsFrom(
      { freeAbove: 1000, fee: 80 },
      { registered: true, pricesIncludeGst: true },
    );
    expect(settings).toEqual({
      freeDeliveryThresholdPaise: 100000,
      deliveryFeePaise: 8000,
      gstPercent: 18,
      gstMode: 'inclusive',
    });
    // Inclusive: the total is what the prices add up to; 999 × 18/118 = 152.39, 80 × 18/118 = 12.20.
    expect(summarise([line(999)], settings)).toEqual({
      count: 1,
      subtotal: 999,
      discount: 0,
      delivery: 80,
      gst: 164.59,
      total: 1079,
      gstIncluded: true,
      roundOff: 0,
    });
    expect(summarise([line(1000)], settings).delivery).toBe(0);
  });

  it('takes a coupon discount off before delivery and GST (decision 037)', () => {
    // ₹1,600 of goods less ₹200 falls below the ₹1,500 threshold, so delivery is charged again.
    const discounted = { ...line(1600), discountPaise: rupeesToPaise(200) };
    expect(summarise([discounted], DEFAULT_PRICING)).toEqual({
      count: 1,
      subtotal: 1600,
      discount: 200,
      delivery: 50,
      gst: 261,
      total: 1711,
      gstIncluded: false,
      roundOff: 0,
    });
  });

  it('gives the rounded discount percent, 0 without a real discount', () => {
    expect(discountPercent(1499, 1999)).toBe(25);
    expect(discountPercent(700, 1000)).toBe(30);
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1200, 1000)).toBe(0);
    expect(discountPercent(1000, null)).toBe(0);
    expect(discountPercent(1000, 0)).toBe(0);
  });
});

describe('cart request bodies', () => {
  const productId = '7b0f6c1e-6f1a-4c59-9a51-2b9d8f0f4a11';

  it('defaults the quantity to 1', () => {
    expect(AddCartItemBodySchema.parse({ productId })).toEqual({ productId, quantity: 1 });
  });

  it.each([0, -1, 1.5, 1e9, 'two', null])('refuses quantity %s, naming the field', (quantity) => {
    const result = AddCartItemBodySchema.safeParse({ productId, quantity });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['quantity']);
  });

  it('refuses a price sent by the browser, naming it', () => {
    const result = AddCartItemBodySchema.safeParse({ productId, quantity: 1, price: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['price']);
  });

  it('lets an update go to 0 or below (which removes) but not past 999 or to a fraction', () => {
    expect(UpdateCartItemBodySchema.parse({ quantity: 0 })).toEqual({ quantity: 0 });
    expect(UpdateCartItemBodySchema.parse({ quantity: -1 })).toEqual({ quantity: -1 });
    expect(UpdateCartItemBodySchema.safeParse({ quantity: 1000 }).success).toBe(false);
    expect(UpdateCartItemBodySchema.safeParse({ quantity: 2.5 }).success).toBe(false);
  });
});
