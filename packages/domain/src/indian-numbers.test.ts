import { describe, expect, it } from 'vitest';
import { formatIndianNumber } from './indian-numbers.js';
import { pluralCategory } from './languages.js';
import { formatRupees } from './money.js';

// Intl is the oracle here: the hand-written forms must read exactly as Intl's en-IN would have.
const intlNumber = new Intl.NumberFormat('en-IN');
const intlTwoDecimals = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const intlRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const intlRupeesWithPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A fixed spread of values: every digit count up to 15, ties and sub-paise amounts included. */
function sampleValues(): number[] {
  const values = [0, 1, 7, 12, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, 12345678, 123456789];
  values.push(
    1e12,
    987654321012345,
    1.5,
    0.125,
    1.005,
    2.675,
    1.995,
    999.995,
    99999.995,
    0.0004,
    0.0005,
    12.3456,
  );
  // A deterministic walk over amounts with paise and thousandths, from ₹0.01 to crores.
  let seed = 7;
  for (let i = 0; i < 400; i++) {
    seed = (seed * 48271) % 2147483647;
    const scale = 10 ** (seed % 9);
    values.push(Math.round((seed % 100000) * scale) / 1000);
  }
  return values.flatMap((value) => [value, -value]).filter((value) => !Object.is(value, -0));
}

/** Intl writes "-0" for a negative value that rounds to zero; the shop writes "0" (tested below). */
const notMinusZero = (intl: string) => !/^-(₹)?0(\.0+)?$/.test(intl);

describe('numbers written the Indian way, without Intl (decision 083)', () => {
  it('groups thousands, then lakhs and crores in pairs, as Intl en-IN does', () => {
    expect(formatIndianNumber(120000)).toBe('1,20,000');
    expect(formatIndianNumber(1234567.891)).toBe('12,34,567.891');
    for (const value of sampleValues()) {
      const intl = intlNumber.format(value);
      if (notMinusZero(intl)) expect(formatIndianNumber(value), String(value)).toBe(intl);
    }
  });

  it('rounds half away from zero on the decimal the number reads as, and pads to the minimum', () => {
    expect(formatIndianNumber(1.005, { min: 2, max: 2 })).toBe('1.01');
    expect(formatIndianNumber(999.995, { min: 2, max: 2 })).toBe('1,000.00');
    expect(formatIndianNumber(-2.5, { max: 0 })).toBe('-3');
    for (const value of sampleValues()) {
      const intl = intlTwoDecimals.format(value);
      if (notMinusZero(intl)) expect(formatIndianNumber(value, { min: 2, max: 2 }), String(value)).toBe(intl);
    }
  });

  it('writes no minus before a value that rounds to zero', () => {
    expect(formatIndianNumber(-0.0004)).toBe('0');
    expect(formatIndianNumber(-0.001, { min: 2, max: 2 })).toBe('0.00');
    expect(formatRupees(-0)).toBe('₹0');
  });

  it('writes rupees as Intl en-IN currency does: whole, or with paise, the minus before the sign', () => {
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(1299.5)).toBe('₹1,299.50');
    expect(formatRupees(-250)).toBe('-₹250');
    for (const value of sampleValues()) {
      const intl = (Number.isInteger(value) ? intlRupees : intlRupeesWithPaise).format(value);
      if (notMinusZero(intl)) expect(formatRupees(value), String(value)).toBe(intl);
    }
  });
});

describe('plural forms without Intl (decision 083)', () => {
  const counts = [...Array.from({ length: 120 }, (_, count) => count), 0.5, 1.5, 1000, 100000, -1];

  it('are CLDR’s: English "one" for 1 only, Hindi for 0 and 1', () => {
    expect(pluralCategory('en', 1)).toBe('one');
    expect(pluralCategory('en', 0)).toBe('other');
    expect(pluralCategory('hi', 0)).toBe('one');
    expect(pluralCategory('hi', 2)).toBe('other');
    const english = new Intl.PluralRules('en-IN');
    const hindi = new Intl.PluralRules('hi-IN');
    for (const count of counts) {
      expect(pluralCategory('en', count), `en ${count}`).toBe(english.select(count));
      expect(pluralCategory('hi', count), `hi ${count}`).toBe(hindi.select(count));
    }
  });
});
