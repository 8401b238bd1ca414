import { describe, expect, it } from 'vitest';
import { testTranslate } from '@/lib/test-support/words';
import { statsOf } from './shop-stats';

const t = testTranslate('en');
const hindiT = testTranslate('hi');

describe('the home page’s figures', () => {
  it('show the designs, the average rating and the reviews, in Indian digit groups', () => {
    expect(statsOf({ designs: 1240, reviews: 123456, averageRating: 4.4 }, t)).toEqual([
      { value: '1,240', label: 'Handmade designs' },
      { value: '4.4', label: 'Average rating', star: true },
      { value: '1,23,456', label: 'Customer reviews' },
    ]);
  });

  it('leave out a rating nobody has given rather than invent one', () => {
    expect(statsOf({ designs: 12, reviews: 0, averageRating: null }, t)).toEqual([
      { value: '12', label: 'Handmade designs' },
    ]);
    expect(statsOf({ designs: 12, reviews: 1, averageRating: 5 }, t)[2]).toEqual({
      value: '1',
      label: 'Customer review',
    });
    expect(statsOf({ designs: 0, reviews: 0, averageRating: null }, t)).toEqual([]);
  });
});

describe('the home page’s figures on a Hindi page', () => {
  it('name the figures in Hindi', () => {
    expect(
      statsOf({ designs: 12, reviews: 3, averageRating: 4.5 }, hindiT).map((stat) => stat.label),
    ).toEqual(['हाथ से बने डिज़ाइन', 'औसत रेटिंग', 'ग्राहक रिव्यू']);
  });
});
