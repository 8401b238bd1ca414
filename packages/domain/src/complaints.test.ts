import { describe, expect, it } from 'vitest';
import {
  addOneMonth,
  ComplaintBodySchema,
  complaintDeadlines,
  formatComplaintTime,
  isComplaintOverdue,
  isIndianPhone,
} from './complaints.js';

describe('complaint deadlines (decision 048)', () => {
  it('acknowledge within 48 hours and resolve within one calendar month', () => {
    const received = new Date('2026-11-28T20:30:00Z');
    const { acknowledgeBy, resolveBy } = complaintDeadlines(received);
    expect(acknowledgeBy.toISOString()).toBe('2026-11-30T20:30:00.000Z');
    expect(resolveBy.toISOString()).toBe('2026-12-28T20:30:00.000Z');
  });

  it('end a month on its last day when it is shorter', () => {
    expect(addOneMonth(new Date('2027-01-31T10:00:00Z')).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addOneMonth(new Date('2028-01-31T10:00:00Z')).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addOneMonth(new Date('2026-12-15T10:00:00Z')).toISOString()).toBe('2027-01-15T10:00:00.000Z');
  });

  it('are overdue when past a deadline and not done', () => {
    const now = new Date('2026-12-05T00:00:00Z');
    const deadlines = { acknowledgeBy: '2026-12-01T00:00:00Z', resolveBy: '2026-12-28T00:00:00Z' };
    expect(isComplaintOverdue({ status: 'open', ...deadlines }, now)).toBe(true);
    expect(isComplaintOverdue({ status: 'acknowledged', ...deadlines }, now)).toBe(false);
    const late = { acknowledgeBy: '2026-11-01T00:00:00Z', resolveBy: '2026-12-01T00:00:00Z' };
    expect(isComplaintOverdue({ status: 'acknowledged', ...late }, now)).toBe(true);
    expect(isComplaintOverdue({ status: 'resolved', ...late }, now)).toBe(false);
  });

  it('read in India time', () => {
    expect(formatComplaintTime('2026-11-30T15:30:00Z')).toMatch(/^30 November 2026(,| at) 9:00 pm$/);
  });

  it('read in Hindi for a complaint filed from the Hindi pages', () => {
    // The 24-hour clock before "बजे", as a Hindi sentence reads it ("… तक"), not Intl's "को 9:00 pm बजे".
    expect(formatComplaintTime('2026-11-30T15:30:00Z', 'hi')).toBe('30 नवंबर 2026, 21:00 बजे');
    expect(formatComplaintTime('2026-11-30T03:35:00Z', 'hi')).toBe('30 नवंबर 2026, 09:05 बजे');
  });
});

describe('a complaint', () => {
  it('takes Indian mobiles and landlines with their STD code, as typed', () => {
    for (const phone of ['9876543210', '+91 98765 43210', '0120 432 1098', '011-2345-6789', '1204321098']) {
      expect(isIndianPhone(phone), phone).toBe(true);
    }
    for (const phone of ['12345', '0000000000', '98765 4321', '+1 415 555 0100', 'call me']) {
      expect(isIndianPhone(phone), phone).toBe(false);
    }
  });

  it('needs a name, an e-mail, a phone, a subject and a message; the order number is optional', () => {
    const body = {
      name: 'Meera',
      email: 'Meera@Example.in',
      phone: '9876543210',
      subject: 'Broken hook',
      message: 'The hook of one earring was broken.',
    };
    expect(ComplaintBodySchema.parse(body)).toMatchObject({ email: 'meera@example.in' });
    const result = ComplaintBodySchema.safeParse({ ...body, subject: '', message: 'short' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['message', 'subject']);
  });
});
