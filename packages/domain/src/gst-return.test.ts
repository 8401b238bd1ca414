import { describe, expect, it } from 'vitest';
import { GST_RETURN_CSV_COLUMNS, GstReturnQuerySchema, nextMonth } from './gst-return.js';

describe('the GST return query (decision 049)', () => {
  it('takes a month written YYYY-MM, JSON unless a CSV table is asked for', () => {
    expect(GstReturnQuerySchema.parse({ month: '2026-11' })).toEqual({ month: '2026-11', format: 'json' });
    expect(GstReturnQuerySchema.parse({ month: ' 2026-04 ', format: 'csv', table: 'hsn' })).toEqual({
      month: '2026-04',
      format: 'csv',
      table: 'hsn',
    });
  });

  it.each(['2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', 'November'])(
    'refuses %s, naming month',
    (month) => {
      const result = GstReturnQuerySchema.safeParse({ month });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['month'],
        message: expect.stringMatching(/YYYY-MM/),
      });
    },
  );

  it('wants a known table for a CSV', () => {
    for (const query of [{ format: 'csv' }, { format: 'csv', table: 'gstr3b' }]) {
      const result = GstReturnQuerySchema.safeParse({ month: '2026-11', ...query });
      expect(result.error?.issues[0]?.path).toEqual(['table']);
    }
  });

  it('steps to the next month over a year end', () => {
    expect(nextMonth('2026-11')).toBe('2026-12');
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(nextMonth('2027-03')).toBe('2027-04');
  });

  it('names the offline tool’s columns in its order', () => {
    expect(GST_RETURN_CSV_COLUMNS.b2cs).toEqual([
      'Type',
      'Place Of Supply',
      'Rate',
      'Applicable % of Tax Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ]);
    expect(GST_RETURN_CSV_COLUMNS.docs).toEqual([
      'Nature of Document',
      'Sr. No. From',
      'Sr. No. To',
      'Total Number',
      'Cancelled',
    ]);
  });
});
