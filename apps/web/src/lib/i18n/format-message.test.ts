import { describe, expect, it } from 'vitest';
import { messages as english } from 'virtual:catalogue/en';
import { messages as hindi } from 'virtual:catalogue/hi';
import { createShopI18n, translate, type MessageValues } from './i18n';
import type { MessageId } from './catalogue';

const CATALOGUES = { en: english, hi: hindi } as const;

/** Every value a message names, set to `count` (numbers) or a word: enough to walk every branch. */
function valuesFor(count: number): MessageValues {
  return new Proxy({}, { get: (_, name) => (name === 'name' ? 'Asha' : count) });
}

describe('the storefront’s words, written without Intl (decision 083)', () => {
  // Lingui's own i18n._ (which asks Intl) is the oracle: the shop's formatter must say the same.
  for (const language of ['en', 'hi'] as const) {
    it(`writes every ${language} message as Lingui does, for counts from 0 to lakhs`, () => {
      const i18n = createShopI18n(language, CATALOGUES[language]);
      const ids = Object.keys(CATALOGUES[language]) as MessageId[];
      expect(ids.length).toBeGreaterThan(500);
      for (const count of [0, 1, 2, 5, 21, 1000, 120000]) {
        const values = valuesFor(count);
        for (const id of ids) {
          expect(translate(i18n, id, values), `${id} (${count})`).toBe(i18n._(id, values));
        }
      }
    });
  }

  it('picks Hindi’s plural for 0 and 1, English’s for 1 only, and writes counts the Indian way', () => {
    const en = createShopI18n('en', english);
    const hi = createShopI18n('hi', hindi);
    expect(translate(en, 'cart.button.label', { count: 0 })).toBe('Cart, 0 items');
    expect(translate(en, 'cart.button.label', { count: 1 })).toBe('Cart, 1 item');
    expect(translate(en, 'catalog.showingProducts', { count: 120000 })).toBe('Showing 1,20,000 products');
    expect(translate(hi, 'catalog.showResultsCount', { count: 0 })).toBe('0 नतीजा देखें');
    expect(translate(hi, 'catalog.showResultsCount', { count: 2 })).toBe('2 नतीजे देखें');
  });

  it('reads an id the words lack as the id itself', () => {
    const en = createShopI18n('en', {});
    expect(translate(en, 'cart.button.label', { count: 2 })).toBe('cart.button.label');
  });
});
