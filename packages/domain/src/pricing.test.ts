import { describe, expect, it } from 'vitest';
import { flatGstRule, rateForLine, TEXTILE_SLAB, type GstRule } from './gst-rates.js';
import { invoiceLines } from './invoice.js';
import {
  computeOrderTotals,
  DEFAULT_PRICING,
  deliveryGstRate,
  gstLabel,
  gstModeOf,
  splitTax,
  taxOf,
  type PricedLine,
  type PricingSettings,
} from './pricing.js';

const line = (rupees: number, quantity: number, gstRate?: number): PricedLine => ({
  unitPricePaise: Math.round(rupees * 100),
  quantity,
  gstRate,
});
const INCLUSIVE: PricingSettings = { ...DEFAULT_PRICING, gstMode: 'inclusive' };
const UNREGISTERED: PricingSettings = { ...DEFAULT_PRICING, gstMode: 'none' };
const APPAREL: GstRule = { rate: 5, slab: TEXTILE_SLAB };

describe('GST added on top (decision 005, pricesIncludeGst false)', () => {
  it('taxes each line at its own rate to the paisa and rounds the total once to whole rupees', () => {
    // 3% of 1,000 = 30; 5% of 2 × 450 = 45; 18% of 600 = 108: 183 in all, delivery free.
    const totals = computeOrderTotals([line(1000, 1, 3), line(450, 2, 5), line(600, 1, 18)]);
    expect(totals).toMatchObject({
      count: 4,
      subtotalPaise: 2500_00,
      discountPaise: 0,
      deliveryPaise: 0,
      taxablePaise: 2500_00,
      gstPaise: 183_00,
      roundOffPaise: 0,
      totalPaise: 2683_00,
      gstIncluded: false,
    });
  });

  it('keeps paise of tax and rounds only the total: two lines of ₹0.45 tax make ₹1', () => {
    const totals = computeOrderTotals([line(15, 1, 3), line(15, 1, 3)], {
      ...DEFAULT_PRICING,
      deliveryFeePaise: 0,
    });
    expect(totals.gstPaise).toBe(90);
    expect(totals.totalPaise).toBe(31_00);
    expect(totals.roundOffPaise).toBe(10);
  });

  it('taxes delivery at the rate of the goods, the highest when they differ', () => {
    expect(deliveryGstRate([3])).toBe(3);
    expect(deliveryGstRate([3, 18, 5])).toBe(18);
    expect(deliveryGstRate([])).toBe(DEFAULT_PRICING.gstPercent);
    // 3% of 499 = 14.97, delivery 50 at 3% = 1.50: 16.47 of tax, 565.47 → ₹565.
    const totals = computeOrderTotals([line(499, 1, 3)]);
    expect(totals.gstPaise).toBe(16_47);
    expect(totals.totalPaise).toBe(565_00);
    expect(totals.roundOffPaise).toBe(-47);
    expect(totals.deliveryTax).toEqual({
      amountPaise: 50_00,
      gstRate: 3,
      taxablePaise: 50_00,
      taxPaise: 1_50,
    });
  });

  it("keeps decision 005's total when every line is at 18%, named or not", () => {
    const named = computeOrderTotals([line(199, 3, 18), line(1, 1, 18)]);
    const unnamed = computeOrderTotals([line(199, 3), line(1, 1)]);
    expect(named).toEqual(unnamed);
    // 18% of (598 + 50) = 116.64: 648 + 116.64 → ₹765, as 648 + round(116.64).
    expect(named.gstPaise).toBe(116_64);
    expect(named.totalPaise).toBe(765_00);
  });
});

describe('prices including GST (decision 050)', () => {
  it('charges what the prices add up to and shows the GST contained in them', () => {
    // The kurti at ₹1,299, 5%: taxable 1,299 × 100 / 105 = 1,237.14, GST 61.86; delivery ₹50 at 5%.
    const totals = computeOrderTotals([line(1299, 1, 5)], INCLUSIVE);
    expect(totals.totalPaise).toBe(1349_00);
    expect(totals.lineTaxes[0]).toEqual({
      amountPaise: 1299_00,
      gstRate: 5,
      taxablePaise: 1237_14,
      taxPaise: 61_86,
    });
    expect(totals.deliveryTax).toEqual({
      amountPaise: 50_00,
      gstRate: 5,
      taxablePaise: 47_62,
      taxPaise: 2_38,
    });
    expect(totals.gstPaise).toBe(64_24);
    expect(totals.taxablePaise + totals.gstPaise + totals.roundOffPaise).toBe(totals.totalPaise);
    expect(totals.roundOffPaise).toBe(0);
    expect(totals.gstIncluded).toBe(true);
  });

  it('takes a whole-rupee coupon off before tax and delivery: the total stays whole rupees', () => {
    const lines = [
      { ...line(1299, 2, 5), discountPaise: 260_00 },
      { ...line(799, 1, 3), discountPaise: 0 },
    ];
    const totals = computeOrderTotals(lines, INCLUSIVE);
    expect(totals.totalPaise).toBe(2598_00 - 260_00 + 799_00);
    expect(totals.totalPaise % 100).toBe(0);
    expect(totals.taxablePaise + totals.gstPaise).toBe(totals.totalPaise);
  });

  it('rounds prices with paise to whole rupees with a round-off', () => {
    const totals = computeOrderTotals([line(1999.5, 1, 18)], INCLUSIVE);
    expect(totals.totalPaise).toBe(2000_00);
    expect(totals.roundOffPaise).toBe(50);
  });
});

describe('not registered for GST', () => {
  it('charges and shows no GST', () => {
    const totals = computeOrderTotals([line(1299, 1, 5)], UNREGISTERED);
    expect(totals).toMatchObject({
      gstPaise: 0,
      totalPaise: 1349_00,
      taxablePaise: 1349_00,
      gstIncluded: true,
    });
    expect(totals.lineTaxes[0]?.gstRate).toBe(0);
  });

  it('follows the settings: registered decides, then pricesIncludeGst', () => {
    expect(gstModeOf({ registered: false, pricesIncludeGst: false })).toBe('none');
    expect(gstModeOf({ registered: true, pricesIncludeGst: true })).toBe('inclusive');
    expect(gstModeOf({ registered: true, pricesIncludeGst: false })).toBe('exclusive');
  });
});

describe('the apparel slab: 5% up to ₹2,500 a piece, 18% above', () => {
  const piece = (rupees: number, quantity = 1, discountRupees = 0): PricedLine => ({
    unitPricePaise: rupees * 100,
    quantity,
    gstRule: APPAREL,
    discountPaise: discountRupees * 100,
  });

  it('before tax: ₹2,500 a piece is 5%, ₹2,501 is 18%', () => {
    expect(computeOrderTotals([piece(2500)]).lineTaxes[0]?.gstRate).toBe(5);
    expect(computeOrderTotals([piece(2501)]).lineTaxes[0]?.gstRate).toBe(18);
  });

  it('prices including GST compare the value at 5%: ₹2,625 is 5% (₹2,500.00), ₹2,626 is 18%', () => {
    expect(computeOrderTotals([piece(2625)], INCLUSIVE).lineTaxes[0]).toMatchObject({
      gstRate: 5,
      taxablePaise: 2500_00,
    });
    // ₹2,626 at 5% would be ₹2,500.95 a piece: above the line, so 18% (2,626 × 100 / 118).
    expect(computeOrderTotals([piece(2626)], INCLUSIVE).lineTaxes[0]).toMatchObject({
      gstRate: 18,
      taxablePaise: 2225_42,
    });
  });

  it('decides on one piece, not the line: three pieces of ₹2,000 stay at 5%', () => {
    expect(computeOrderTotals([piece(2000, 3)], INCLUSIVE).lineTaxes[0]?.gstRate).toBe(5);
  });

  it("a coupon's share can move a piece below the line", () => {
    expect(computeOrderTotals([piece(2700, 1, 0)], INCLUSIVE).lineTaxes[0]?.gstRate).toBe(18);
    expect(computeOrderTotals([piece(2700, 1, 270)], INCLUSIVE).lineTaxes[0]?.gstRate).toBe(5);
    expect(computeOrderTotals([piece(2600, 2, 400)]).lineTaxes[0]?.gstRate).toBe(5);
  });

  it('taxes delivery at the rate the slab decided', () => {
    const totals = computeOrderTotals([{ ...piece(1000), discountPaise: 0 }], INCLUSIVE);
    expect(totals.deliveryTax?.gstRate).toBe(5);
  });

  it('reads a flat rule as its rate whatever the value', () => {
    expect(rateForLine(flatGstRule(3), { amountPaise: 9_00_000_00, quantity: 1 }, true)).toBe(3);
  });
});

describe('tax arithmetic', () => {
  it('splits CGST and SGST into halves that add up to the tax', () => {
    expect(splitTax(61_87, true)).toEqual({ cgstPaise: 30_94, sgstPaise: 30_93, igstPaise: 0 });
    expect(splitTax(61_86, true)).toEqual({ cgstPaise: 30_93, sgstPaise: 30_93, igstPaise: 0 });
    expect(splitTax(61_87, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 61_87 });
  });

  it('takes fractional rates in basis points: 0.25% and 1.5%', () => {
    expect(taxOf(10_000_00, 0.25, 'exclusive').taxPaise).toBe(25_00);
    expect(taxOf(10_150_00, 1.5, 'inclusive')).toMatchObject({ taxablePaise: 10_000_00, taxPaise: 150_00 });
  });

  it('gives the invoice the same GST as the cart, to the paisa, within the state and outside it', () => {
    const lines = [
      { ...line(1299, 2, 5), discountPaise: 130_00 },
      { ...line(349, 1, 18), discountPaise: 0 },
    ];
    const totals = computeOrderTotals(lines, INCLUSIVE);
    const invoiced = lines.map((priced, index) => ({
      name: `Line ${index}`,
      variantTitle: '',
      hsnCode: '6204',
      gstRate: totals.lineTaxes[index]?.gstRate ?? 0,
      quantity: priced.quantity,
      unitPricePaise: priced.unitPricePaise,
      discountPaise: priced.discountPaise,
    }));
    for (const intraState of [true, false]) {
      const invoice = invoiceLines(
        invoiced,
        totals.deliveryPaise,
        totals.totalPaise,
        intraState,
        'inclusive',
      );
      const { taxablePaise, cgstPaise, sgstPaise, igstPaise, roundOffPaise, totalPaise } = invoice.totals;
      expect(cgstPaise + sgstPaise + igstPaise).toBe(totals.gstPaise);
      expect(taxablePaise).toBe(totals.taxablePaise);
      expect(taxablePaise + cgstPaise + sgstPaise + igstPaise + roundOffPaise).toBe(totalPaise);
      expect(roundOffPaise).toBe(totals.roundOffPaise);
    }
  });
});

describe('delivery', () => {
  it('is earned by what the goods cost after the discount; goods discounted to nothing still pay it', () => {
    const free = computeOrderTotals([{ ...line(1600, 1, 5), discountPaise: 1600_00 }], INCLUSIVE);
    expect(free.deliveryPaise).toBe(50_00);
    expect(free.totalPaise).toBe(50_00);
    expect(computeOrderTotals([], INCLUSIVE).deliveryPaise).toBe(0);
  });
});

describe('labels', () => {
  it('names the rate when the lines share one', () => {
    expect(gstLabel([3, 3])).toBe('GST (3%)');
    expect(gstLabel([3, 18])).toBe('GST');
    expect(gstLabel([])).toBe('GST');
  });
});
