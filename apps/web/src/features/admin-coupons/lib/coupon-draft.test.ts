import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, EMPTY_DRAFT, toLocalInput } from './coupon-draft';

describe('coupon draft', () => {
  it('sends blanks as no limit and no dates, and numbers as typed', () => {
    expect(bodyOf({ ...EMPTY_DRAFT, code: 'diwali', value: '10', minSubtotal: '1,500' })).toEqual({
      code: 'diwali',
      type: 'percent',
      value: 10,
      minSubtotal: 1500,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: null,
      firstOrderOnly: false,
      categoryIds: [],
      active: true,
    });
  });

  it('round-trips a saved coupon through the form', () => {
    const startsAt = new Date(2026, 10, 1, 9, 30).toISOString();
    const draft = draftOf({
      id: '11111111-1111-4111-8111-111111111111',
      code: 'FLAT200',
      type: 'fixed',
      value: 200,
      minSubtotal: 0,
      startsAt,
      endsAt: null,
      usageLimit: 5,
      perCustomerLimit: null,
      firstOrderOnly: true,
      categoryIds: [],
      active: false,
      uses: 2,
      revenue: 3000,
      discountGiven: 400,
      createdAt: startsAt,
      updatedAt: startsAt,
    });
    expect(draft).toMatchObject({
      value: '200',
      minSubtotal: '',
      startsAt: '2026-11-01T09:30',
      usageLimit: '5',
    });
    expect(bodyOf(draft)).toMatchObject({ code: 'FLAT200', startsAt, usageLimit: 5, active: false });
    expect(toLocalInput(null)).toBe('');
  });
});
