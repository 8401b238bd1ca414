import { describe, expect, it } from 'vitest';
import { AdminOrderListQuerySchema } from './orders.js';
import { DashboardQuerySchema, fillDays, shareOf } from './dashboard.js';
import { addDays, daysInRange, indiaToday, istDayStart, MAX_RANGE_DAYS } from './day-range.js';
import { OrderExportQuerySchema } from './order-export.js';

describe('days in India', () => {
  it('start at 18:30 UTC the evening before, all year', () => {
    expect(istDayStart('2026-11-28').toISOString()).toBe('2026-11-27T18:30:00.000Z');
    expect(istDayStart('2026-06-01').toISOString()).toBe('2026-05-31T18:30:00.000Z');
  });

  it('turn over at IST midnight: 18:29 UTC is still the same day there, 18:30 the next', () => {
    expect(indiaToday(new Date('2026-11-27T18:29:59Z'))).toBe('2026-11-27');
    expect(indiaToday(new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
  });

  it('count both ends of a range and step over month and year ends', () => {
    expect(daysInRange('2026-11-28', '2026-11-28')).toBe(1);
    expect(daysInRange('2026-02-01', '2026-03-01')).toBe(29);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});

describe('range queries', () => {
  it('default to today in India, and from to to', () => {
    const today = indiaToday();
    expect(DashboardQuerySchema.parse({})).toEqual({ from: today, to: today });
    expect(DashboardQuerySchema.parse({ to: '2026-11-10' })).toEqual({
      from: '2026-11-10',
      to: '2026-11-10',
    });
    expect(
      OrderExportQuerySchema.parse({ from: '2026-11-01', to: '2026-11-30', status: 'delivered' }),
    ).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      status: 'delivered',
    });
  });

  it('refuse dates that are not, crossed ends and ranges over the limit, naming the field', () => {
    const problem = (query: object) => DashboardQuerySchema.safeParse(query).error?.issues[0];
    expect(problem({ from: '2026-02-29' })).toMatchObject({ path: ['from'] });
    expect(problem({ to: '28-11-2026' })).toMatchObject({ path: ['to'] });
    expect(problem({ from: '2026-11-02', to: '2026-11-01' })).toMatchObject({ path: ['from'] });
    expect(problem({ from: '2026-01-01', to: addDays('2026-01-01', MAX_RANGE_DAYS - 1) })).toBeUndefined();
    expect(problem({ from: '2026-01-01', to: addDays('2026-01-01', MAX_RANGE_DAYS) })).toMatchObject({
      path: ['to'],
      message: `A range can be at most ${MAX_RANGE_DAYS} days`,
    });
  });

  it('leave a list open at either end, but not crossed', () => {
    expect(AdminOrderListQuerySchema.parse({ from: '2026-11-01' })).toMatchObject({ from: '2026-11-01' });
    expect(AdminOrderListQuerySchema.parse({})).not.toHaveProperty('from');
    expect(AdminOrderListQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' }).success).toBe(false);
  });
});

describe('dashboard figures', () => {
  it('fill every day with zeros, and divide only by something', () => {
    expect(
      fillDays('2026-11-30', '2026-12-01', [{ date: '2026-12-01', orders: 2, revenueBooked: 10 }]),
    ).toEqual([
      { date: '2026-11-30', orders: 0, revenueBooked: 0 },
      { date: '2026-12-01', orders: 2, revenueBooked: 10 },
    ]);
    expect(shareOf(1, 4)).toBe(0.25);
    expect(shareOf(0, 0)).toBeNull();
  });
});
