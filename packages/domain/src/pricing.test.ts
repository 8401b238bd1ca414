import { describe, expect, it } from 'vitest';
import { computeOrderTotals, DEFAULT_PRICING, deliveryGstRate, gstLabel, gstPaise } from './pricing.js';

const line = (rupees: number, quantity: number, gstRate?: number) => ({
  unitPricePaise: rupees * 100,
  quantity,
  gstRate,
});

describe('GST per line (decision 027)', () => {
  it('taxes each line at its own rate and rounds the sum once to whole rupees', () => {
    // 3% of 1,000 = 30; 5% of 2 × 450 = 45; 18% of 600 = 108: 183 in all, delivery free.
    const totals = computeOrderTotals([line(1000, 1, 3), line(450, 2, 5), line(600, 1, 18)]);
    expect(totals).toEqual({
      count: 4,
      subtotalPaise: 2500_00,
      discountPaise: 0,
      deliveryPaise: 0,
      gstPaise: 183_00,
      totalPaise: 2683_00,
    });
  });

  it('rounds only the sum: two lines of ₹0.45 tax each make ₹1, not ₹0', () => {
    // 3% of ₹15 = ₹0.45 twice: rounding each line would give 0 + 0.
    expect(gstPaise([line(15, 1, 3), line(15, 1, 3)], 0)).toBe(100);
  });

  it('taxes delivery at the rate of the goods, the highest when they differ', () => {
    expect(deliveryGstRate([line(100, 1, 3)])).toBe(3);
    expect(deliveryGstRate([line(100, 1, 3), line(100, 1, 12), line(100, 1, 5)])).toBe(12);
    // 3% of 499 = 14.97, delivery 50 at 3% = 1.50: 16.47 → 16.
    expect(computeOrderTotals([line(499, 1, 3)]).gstPaise).toBe(16_00);
    // 3% of 400 + 12% of 400 = 12 + 48, delivery at 12% = 6: 66.
    expect(computeOrderTotals([line(400, 1, 3), line(400, 1, 12)]).gstPaise).toBe(66_00);
  });

  it("keeps decision 005's totals when every line is at 18%, named or not", () => {
    const named = computeOrderTotals([line(199, 3, 18), line(1, 1, 18)]);
    const unnamed = computeOrderTotals([line(199, 3), line(1, 1)]);
    expect(named).toEqual(unnamed);
    // 18% of (598 + 50) = 116.64 → 117.
    expect(named.gstPaise).toBe(117_00);
    expect(DEFAULT_PRICING.gstPercent).toBe(18);
  });

  it('names the rate when the lines share one', () => {
    expect(gstLabel([3, 3])).toBe('GST (3%)');
    expect(gstLabel([3, 18])).toBe('GST');
    expect(gstLabel([])).toBe('GST');
  });
});
