import { describe, expect, it } from 'vitest';
import { ageText, lineText } from './return-text';

describe('A return in a few words', () => {
  it('names a line with its count, variant and the variant it is exchanged for', () => {
    const line = { name: 'Silk Kurti', variantTitle: 'M', quantity: 1, exchangeVariantTitle: 'L' };
    expect(lineText(line)).toBe('Silk Kurti M → L');
    expect(lineText({ ...line, variantTitle: '', quantity: 2, exchangeVariantTitle: null })).toBe(
      '2 × Silk Kurti',
    );
  });

  it('says how long ago it was asked, in whole days', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    expect(ageText('2026-11-29T08:00:00Z', now)).toBe('today');
    expect(ageText('2026-11-28T09:00:00Z', now)).toBe('yesterday');
    expect(ageText('2026-11-26T09:59:00Z', now)).toBe('3 days ago');
  });
});
