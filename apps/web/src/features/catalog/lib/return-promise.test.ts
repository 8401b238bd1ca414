import { describe, expect, it } from 'vitest';
import { testTranslate } from '@/lib/test-support/words';
import { returnPromise } from './return-promise';

const t = testTranslate('en');
const hindiT = testTranslate('hi');

const plain = { returnable: true, madeToOrder: false, personalisation: null };

describe('the product page’s return promise (decision 054)', () => {
  it('promises the shop’s window for a returnable piece', () => {
    expect(returnPromise(plain, 7, t)).toBe('Easy returns within 7 days of delivery');
    expect(returnPromise(plain, 1, t)).toBe('Easy returns within 1 day of delivery');
    expect(returnPromise({ ...plain, personalisation: { label: 'Name', maxLength: 20 } }, 10, t)).toBe(
      'Easy returns within 10 days of delivery, unless personalised',
    );
  });

  it('takes back only damaged or wrong pieces when the product or its category is not returnable, it is made to order, or the shop takes no returns', () => {
    expect(returnPromise({ ...plain, returnable: false }, 7, t)).toBe(
      'Not returnable unless damaged or wrong (hygiene)',
    );
    expect(returnPromise({ ...plain, madeToOrder: true }, 7, t)).toBe(
      'Not returnable unless damaged or wrong (made for you)',
    );
    expect(returnPromise(plain, 0, t)).toBe('Not returnable unless damaged or wrong');
  });
});

describe('the return promise on a Hindi page', () => {
  it('is written in Hindi', () => {
    expect(returnPromise(plain, 7, hindiT)).toBe('डिलीवरी के 7 दिन के अंदर आसान वापसी');
  });
});
