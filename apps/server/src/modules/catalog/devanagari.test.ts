import { describe, expect, it } from 'vitest';
import { hasDevanagari, latinOfDevanagari } from './devanagari.js';

describe('Devanagari search words in Latin letters', () => {
  it.each([
    ['झुमका', 'jhumka'],
    ['झुमके', 'jhumke'],
    ['कुर्ती', 'kurti'],
    ['कुर्ता', 'kurta'],
    ['दुपट्टा', 'dupatta'],
    ['चूड़ियाँ', 'chudiyan'],
    ['पायल', 'payal'],
    ['कंगन', 'kangan'],
    ['पोटली', 'potli'],
    ['कमल', 'kamal'],
    ['हार', 'har'],
    ['अंगूठी', 'anguthi'],
    ['ब्लॉक', 'blok'],
    ['साड़ी', 'sadi'],
  ])('%s reads as %s', (devanagari, latin) => {
    expect(latinOfDevanagari(devanagari)).toBe(latin);
  });

  it('leaves Latin words alone and tells the scripts apart', () => {
    expect(latinOfDevanagari('jhumka')).toBe('jhumka');
    expect(hasDevanagari('jhumka')).toBe(false);
    expect(hasDevanagari('लाल jhumka')).toBe(true);
  });
});
