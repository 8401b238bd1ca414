import { formatIndianNumber, pluralCategory } from '@shop/domain';

/** A noun's forms by the English plural category; English needs only `one` and `other`. */
export type PluralForms = { one: string; other: string };

/**
 * `count` and the noun in the right form, the number written the Indian way:
 * `plural(1, { one: 'product', other: 'products' })` is '1 product', 120000 gives '1,20,000 products'.
 */
export function plural(count: number, forms: PluralForms): string {
  return `${formatIndianNumber(count)} ${pluralWord(count, forms)}`;
}

/** Only the noun's form for `count`, for a sentence that places the number itself. */
export function pluralWord(count: number, forms: PluralForms): string {
  return pluralCategory('en', count) === 'one' ? forms.one : forms.other;
}
