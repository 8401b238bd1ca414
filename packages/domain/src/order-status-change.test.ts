import { describe, expect, it } from 'vitest';
import { RETURNED_NEEDS_REASON, SHIPPED_NEEDS, UpdateOrderStatusBodySchema } from './order-status-change.js';

const problems = (body: unknown) => {
  const result = UpdateOrderStatusBodySchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('a staff move along the lifecycle', () => {
  it('needs the courier and AWB number to ship, and keeps the AWB upper-case as printed', () => {
    expect(problems({ status: 'shipped' })).toEqual([
      ['courier', SHIPPED_NEEDS.courier],
      ['trackingNumber', SHIPPED_NEEDS.trackingNumber],
    ]);
    expect(problems({ status: 'shipped', courier: 'Delhivery' })).toEqual([
      ['trackingNumber', SHIPPED_NEEDS.trackingNumber],
    ]);
    expect(problems({ status: 'shipped', courier: 'FedEx', trackingNumber: '12345' })[0]?.[0]).toBe(
      'courier',
    );
    expect(
      UpdateOrderStatusBodySchema.parse({
        status: 'shipped',
        courier: 'India Post',
        trackingNumber: ' ee123456789in ',
      }),
    ).toEqual({ status: 'shipped', courier: 'India Post', trackingNumber: 'EE123456789IN' });
  });

  it('refuses an AWB number that no courier prints', () => {
    for (const awb of ['', 'abc', 'AB 1234', '-1234', 'A'.repeat(41), '12345/6']) {
      expect(problems({ status: 'shipped', courier: 'DTDC', trackingNumber: awb })[0]?.[0], awb).toBe(
        'trackingNumber',
      );
    }
  });

  it('needs a reason to return an order to origin', () => {
    expect(problems({ status: 'returned' })).toEqual([['reason', RETURNED_NEEDS_REASON]]);
    expect(problems({ status: 'returned', reason: '  ' })).toEqual([['reason', RETURNED_NEEDS_REASON]]);
    expect(problems({ status: 'returned', reason: 'Refused at the door' })).toEqual([]);
  });

  it('refuses shipping details or a reason with any other move rather than dropping them', () => {
    expect(problems({ status: 'delivered', courier: 'DTDC' })[0]?.[0]).toBe('courier');
    expect(problems({ status: 'processing', trackingNumber: 'D1234' })[0]?.[0]).toBe('trackingNumber');
    expect(problems({ status: 'cancelled', reason: 'Changed mind' })[0]?.[0]).toBe('reason');
    expect(problems({ status: 'processing', note: 'Packed' })).toEqual([]);
  });
});
