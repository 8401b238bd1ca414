import { describe, expect, it } from 'vitest';
import {
  cashOnDelivery,
  deliveryDates,
  deliveryZone,
  DeliveryEstimateQuerySchema,
  formatDeliveryDate,
} from './delivery.js';
import { indiaToday } from './day-range.js';
import { DEFAULT_SHOP_SETTINGS } from './settings.js';

const shop = { city: 'Gautam Buddha Nagar', state: 'Uttar Pradesh' } as const;

describe('delivery zone', () => {
  it('is the same city for the same district, whatever its case', () => {
    expect(deliveryZone(shop, { city: 'gautam buddha nagar ', state: 'Uttar Pradesh' })).toBe('sameCity');
  });

  it('is the same state for another district of the shop’s state', () => {
    expect(deliveryZone(shop, { city: 'Agra', state: 'Uttar Pradesh' })).toBe('sameState');
  });

  it('is north-east and islands for the NE states, the islands, J&K and Ladakh', () => {
    for (const state of [
      'Assam',
      'Mizoram',
      'Andaman and Nicobar Islands',
      'Lakshadweep',
      'Ladakh',
    ] as const) {
      expect(deliveryZone(shop, { city: 'Somewhere', state }), state).toBe('northEastAndIslands');
    }
  });

  it('is the rest of India elsewhere, and the nearer zone wins for a shop in the north-east', () => {
    expect(deliveryZone(shop, { city: 'Bangalore', state: 'Karnataka' })).toBe('restOfIndia');
    expect(deliveryZone({ city: 'Kamrup', state: 'Assam' }, { city: 'Jorhat', state: 'Assam' })).toBe(
      'sameState',
    );
  });
});

describe('delivery dates', () => {
  // 2026-12-02 is a Wednesday.
  it('counts days in transit as working days, skipping Sundays', () => {
    expect(deliveryDates({ today: '2026-12-02', transitDays: 2 })).toEqual({
      shipsOn: '2026-12-02',
      deliveryBy: '2026-12-04',
    });
    // Friday + 3 working days: Saturday, (Sunday skipped), Monday, Tuesday.
    expect(deliveryDates({ today: '2026-12-04', transitDays: 3 }).deliveryBy).toBe('2026-12-08');
  });

  it('ships a Sunday order on Monday', () => {
    expect(deliveryDates({ today: '2026-12-06', transitDays: 1 })).toEqual({
      shipsOn: '2026-12-07',
      deliveryBy: '2026-12-08',
    });
  });

  it('adds a made-to-order lead time in calendar days before the parcel leaves', () => {
    // Wednesday + 10 days = Saturday 12 Dec; + 6 working days = Saturday 19 Dec.
    expect(deliveryDates({ today: '2026-12-02', transitDays: 6, leadTimeDays: 10 })).toEqual({
      shipsOn: '2026-12-12',
      deliveryBy: '2026-12-19',
    });
    // Finished on a Sunday: it leaves on Monday.
    expect(deliveryDates({ today: '2026-12-02', transitDays: 1, leadTimeDays: 4 }).shipsOn).toBe(
      '2026-12-07',
    );
  });

  it('takes today in India, not in the server’s zone', () => {
    expect(indiaToday(new Date('2026-12-01T18:29:00Z'))).toBe('2026-12-01');
    expect(indiaToday(new Date('2026-12-01T18:30:00Z'))).toBe('2026-12-02');
  });

  it('reads a date as a shopper does', () => {
    expect(formatDeliveryDate('2026-12-04')).toBe('Fri, 4 Dec');
  });
});

describe('cash on delivery', () => {
  const settings = {
    ...DEFAULT_SHOP_SETTINGS.shipping,
    codExcludedPincodes: ['793001'],
    codExcludedStates: ['Lakshadweep' as const],
  };
  const noida = { pincode: '201310', state: 'Uttar Pradesh' } as const;

  it('is offered by default, up to and including the limit', () => {
    expect(cashOnDelivery(settings, noida, null)).toEqual({ available: true, reason: null });
    expect(cashOnDelivery(settings, noida, 20_000_00).available).toBe(true);
  });

  it('is refused above the limit, saying both amounts the Indian way', () => {
    expect(cashOnDelivery(settings, noida, 1_20_000_50)).toEqual({
      available: false,
      reason: {
        en: 'Cash on Delivery is for orders up to ₹20,000; this one is ₹1,20,000.50',
        hi: 'कैश ऑन डिलीवरी ₹20,000 तक के ऑर्डर पर ही मिलता है; यह ऑर्डर ₹1,20,000.50 का है',
      },
    });
  });

  it('is refused to an excluded pincode and in an excluded state, whatever the value', () => {
    expect(cashOnDelivery(settings, { pincode: '793001', state: 'Meghalaya' }, 100_00)).toEqual({
      available: false,
      reason: {
        en: 'We do not offer Cash on Delivery to pincode 793001',
        hi: 'पिनकोड 793001 पर हम कैश ऑन डिलीवरी नहीं देते',
      },
    });
    // The state by its Hindi name on a Hindi page.
    expect(cashOnDelivery(settings, { pincode: '682555', state: 'Lakshadweep' }, null)).toEqual({
      available: false,
      reason: {
        en: 'We do not offer Cash on Delivery in Lakshadweep',
        hi: 'लक्षद्वीप में हम कैश ऑन डिलीवरी नहीं देते',
      },
    });
  });
});

describe('the delivery estimate query', () => {
  const pincode = '201310';
  const id = '7d9f1a52-3c1b-4c1e-9a53-1f0b6a1d2e3f';

  it('takes a pincode alone, with a product, or with the cart', () => {
    expect(DeliveryEstimateQuerySchema.safeParse({ pincode }).success).toBe(true);
    expect(
      DeliveryEstimateQuerySchema.parse({ pincode, productId: id, variantId: id, quantity: '2' }).quantity,
    ).toBe(2);
    expect(DeliveryEstimateQuerySchema.parse({ pincode, cart: 'true' }).cart).toBe(true);
  });

  it('refuses a product and the cart together, and a choice without its product', () => {
    expect(
      DeliveryEstimateQuerySchema.safeParse({ pincode, cart: 'true', productId: id }).error?.issues[0]?.path,
    ).toEqual(['cart']);
    expect(DeliveryEstimateQuerySchema.safeParse({ pincode, quantity: '2' }).error?.issues[0]?.path).toEqual([
      'productId',
    ]);
  });
});
