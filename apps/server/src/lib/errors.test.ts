import { describe, expect, it } from 'vitest';
import { AppError, invalidField, rateLimited } from './errors.js';

describe('an error’s words in the shopper’s language (issue 28)', () => {
  it('says a rate limit in Hindi with the wait, and in English as before', () => {
    const limited = rateLimited(90, 'coupon codes that did not work');
    expect(limited.said('en').message).toBe(
      'Too many coupon codes that did not work. Please try again in 2 minutes.',
    );
    expect(limited.said('hi').message).toBe('बहुत सारे कूपन कोड लागू नहीं हो सके। कृपया 2 मिनट बाद फिर से कोशिश करें।');
    expect(rateLimited(1).said('en').message).toBe('Too many attempts. Please try again in 1 second.');
    expect(rateLimited(45, 'wrong codes').said('hi').message).toBe(
      'बहुत बार गलत कोड डाला गया। कृपया 45 सेकंड बाद फिर से कोशिश करें।',
    );
    expect(limited.headers).toEqual({ 'retry-after': '90' });
  });

  it('keeps English as its message and field details, for logs and staff', () => {
    const refused = invalidField('code', { en: 'This code is not valid', hi: 'यह कोड मान्य नहीं है' });
    expect(refused.message).toBe('This code is not valid');
    expect(refused.details).toEqual([{ field: 'code', message: 'This code is not valid' }]);
    expect(refused.said('hi').details).toEqual([{ field: 'code', message: 'यह कोड मान्य नहीं है' }]);
  });

  it('leaves staff’s English words as they are in either language', () => {
    const staffOnly = new AppError(409, 'CONFLICT', 'Cannot move an order from shipped to pending');
    expect(staffOnly.said('hi').message).toBe('Cannot move an order from shipped to pending');
  });
});
