import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  documentNumber,
  financialYear,
  indiaDate,
  invoiceLines,
  placeOfSupply,
} from './invoice.js';

describe('financial year and date of an invoice (India, 1 April to 31 March)', () => {
  it('puts 31 March in the year ending and 1 April in the next, by Indian time', () => {
    expect(financialYear(new Date('2027-03-31T12:00:00+05:30'))).toBe('26-27');
    expect(financialYear(new Date('2027-03-31T23:59:59+05:30'))).toBe('26-27');
    expect(financialYear(new Date('2027-04-01T00:00:00+05:30'))).toBe('27-28');
    // 19:00 UTC on 31 March is already 1 April in India.
    expect(financialYear(new Date('2027-03-31T19:00:00Z'))).toBe('27-28');
    expect(indiaDate(new Date('2027-03-31T19:00:00Z'))).toBe('2027-04-01');
    expect(financialYear(new Date('2026-01-15T10:00:00Z'))).toBe('25-26');
    expect(financialYear(new Date('2099-12-01T10:00:00Z'))).toBe('99-00');
  });
});

describe('document numbers (at most 16 characters of letters, digits, - and /)', () => {
  it('numbers invoices and credit notes in their own series', () => {
    expect(documentNumber('invoice', 'KS', '26-27', 123)).toBe('KS/26-27/000123');
    expect(documentNumber('credit-note', 'KS', '26-27', 1)).toBe('KS/CN/26-27/0001');
    expect(documentNumber('invoice', 'ABC', '26-27', 999_999)).toHaveLength(16);
    expect(documentNumber('credit-note', 'ABC', '26-27', 7)).toBe('ABC/CN/26-27/007');
  });

  it('refuses a serial that no longer fits rather than cut it', () => {
    expect(() => documentNumber('invoice', 'ABC', '26-27', 1_000_000)).toThrow(RangeError);
  });
});

describe('amount in words, the Indian way', () => {
  it.each([
    [1_20_400_00, 'Rupees One Lakh Twenty Thousand Four Hundred Only'],
    [1_00_00_000_00, 'Rupees One Crore Only'],
    [
      12_34_56_789_00,
      'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Only',
    ],
    [1_828_50, 'Rupees One Thousand Eight Hundred Twenty Eight and Fifty Paise Only'],
    [19_01, 'Rupees Nineteen and One Paise Only'],
    [0, 'Rupees Zero Only'],
    [100_00_00_000_00, 'Rupees One Hundred Crore Only'],
  ])('%i paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });
});

describe('invoice lines and their tax', () => {
  const lines = [
    {
      name: 'Kundan Jhumka',
      variantTitle: '',
      hsnCode: '7117',
      gstRate: 3,
      quantity: 2,
      unitPricePaise: 500_00,
    },
    {
      name: 'Dabu Kurti',
      variantTitle: 'M / Indigo',
      hsnCode: '6204',
      gstRate: 12,
      quantity: 1,
      unitPricePaise: 400_00,
    },
  ];

  it('splits each line into CGST + SGST within the state, delivery at the highest rate', () => {
    // The order: 3% of 1,000 + 12% of 400 + 12% of 50 delivery = 84; total 1,400 + 50 + 84.
    const { lines: taxed, totals } = invoiceLines(lines, 50_00, 1534_00, true);
    expect(
      taxed.map((line) => [
        line.description,
        line.hsnCode,
        line.gstRate,
        line.cgstPaise,
        line.sgstPaise,
        line.igstPaise,
      ]),
    ).toEqual([
      ['Kundan Jhumka', '7117', 3, 15_00, 15_00, 0],
      ['Dabu Kurti (M / Indigo)', '6204', 12, 24_00, 24_00, 0],
      ['Delivery charges', '6204', 12, 3_00, 3_00, 0],
    ]);
    expect(totals).toEqual({
      taxablePaise: 1450_00,
      cgstPaise: 42_00,
      sgstPaise: 42_00,
      igstPaise: 0,
      roundOffPaise: 0,
      totalPaise: 1534_00,
    });
  });

  it('charges IGST at the full rate in another state', () => {
    // 18% of 199.99 = 36.00 (35.9982), of the ₹50 delivery 9: the order charged ₹45 on ₹249.99.
    const { lines: taxed, totals } = invoiceLines(
      [
        {
          name: 'Potli',
          variantTitle: '',
          hsnCode: '4202',
          gstRate: 18,
          quantity: 1,
          unitPricePaise: 199_99,
        },
      ],
      50_00,
      294_99,
      false,
    );
    expect(taxed.map((line) => [line.cgstPaise, line.sgstPaise, line.igstPaise])).toEqual([
      [0, 0, 36_00],
      [0, 0, 9_00],
    ]);
    expect(totals).toEqual({
      taxablePaise: 249_99,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 45_00,
      roundOffPaise: 0,
      totalPaise: 294_99,
    });
  });

  it('rounds off to what the order charged (GST rounded once to rupees)', () => {
    // Two lines of ₹15 at 3%: 45 paise each on the invoice, ₹1 on the order.
    const line = {
      name: 'Pin',
      variantTitle: '',
      hsnCode: '9615',
      gstRate: 3,
      quantity: 1,
      unitPricePaise: 15_00,
    };
    const { totals } = invoiceLines([line, { ...line, name: 'Clip' }], 0, 31_00, false);
    expect(totals).toMatchObject({
      taxablePaise: 30_00,
      igstPaise: 90,
      roundOffPaise: 10,
      totalPaise: 31_00,
    });
  });

  it('names the place of supply with its GST state code', () => {
    expect(placeOfSupply('Uttar Pradesh')).toEqual({ state: 'Uttar Pradesh', stateCode: '09' });
    expect(placeOfSupply('Karnataka')).toEqual({ state: 'Karnataka', stateCode: '29' });
  });
});
