import {
  ownText,
  translatedOr,
  type Language,
  type OptionTranslations,
  type ProductOptionAnswer,
  type ProductOptionInput,
} from '@shop/domain';
import type { StoredOption } from './tables.js';
import { keptText } from './translations.js';

/**
 * Option names and values in Hindi (decision 074). The Hindi lives on each option beside its
 * English, so it moves, and goes, with the option; variants stay keyed by the English, which is
 * what the cart, the SKUs and the orders name.
 */

type OptionHindi = NonNullable<NonNullable<StoredOption['translations']>['hi']>;
type SentHindi = NonNullable<ProductOptionInput['translations']>['hi'];

/** The Hindi one option keeps: the stored Hindi with each field sent in its place, for its values only. */
function mergedHindi(
  stored: OptionHindi | undefined,
  sent: SentHindi,
  optionValues: readonly string[],
): OptionHindi | undefined {
  const values: Record<string, string> = {};
  for (const value of optionValues) {
    const text = keptText(ownText(sent?.values, value), ownText(stored?.values, value) ?? undefined);
    if (text) values[value] = text;
  }
  const name = keptText(sent?.name, stored?.name);
  const hi: OptionHindi = { ...(name ? { name } : {}), ...(Object.keys(values).length ? { values } : {}) };
  return Object.keys(hi).length > 0 ? hi : undefined;
}

/**
 * The options a write leaves, as stored. Options are sent whole; one sent without some of its
 * Hindi keeps what the stored option of the same name (case aside) had, for the values it still
 * has, so a client that knows nothing of the Hindi (or a spreadsheet without its columns) does not
 * wipe it.
 */
export function storedOptions(
  stored: readonly StoredOption[],
  sent: readonly ProductOptionInput[],
): StoredOption[] {
  return sent.map((option) => {
    const before = stored.find((candidate) => candidate.name.toLowerCase() === option.name.toLowerCase());
    const hi = mergedHindi(before?.translations?.hi, option.translations?.hi, option.values);
    const english = { name: option.name, values: option.values };
    return hi ? { ...english, translations: { hi } } : english;
  });
}

/** An option's Hindi as staff read it: the name and every value, null where none was given. */
function optionTranslationsAnswer(option: StoredOption): OptionTranslations {
  const hi = option.translations?.hi;
  return {
    hi: {
      name: hi?.name ?? null,
      values: Object.fromEntries(option.values.map((value) => [value, ownText(hi?.values, value) ?? null])),
    },
  };
}

/**
 * The options as a product answer carries them: the English names and values variants are keyed
 * by, the words to show in the language asked (each falling back to the English on its own), and
 * for staff the Hindi as given.
 */
export function optionAnswers(
  options: readonly StoredOption[],
  reading: { language?: Language | undefined; withTranslations?: boolean | undefined },
): ProductOptionAnswer[] {
  return options.map((option) => {
    const hi = reading.language === 'hi' ? option.translations?.hi : undefined;
    return {
      name: option.name,
      values: option.values,
      label: translatedOr(hi?.name, option.name),
      valueLabels: Object.fromEntries(
        option.values.map((value) => [value, translatedOr(ownText(hi?.values, value), value)]),
      ),
      ...(reading.withTranslations ? { translations: optionTranslationsAnswer(option) } : {}),
    };
  });
}
