import {
  translatedOr,
  type CategoryTranslations,
  type Language,
  type ProductTranslations,
} from '@shop/domain';
import { invalidField } from '../../lib/errors.js';
import { latinOfDevanagari } from './devanagari.js';
import type { ProductTranslationField, StoredTranslations } from './tables.js';

type ProductField = ProductTranslationField;
type CategoryField = 'name' | 'description';

/** The Hindi a write sends: per field, text to store, null or '' to clear, left out to keep. */
type TranslationsInput<Field extends string> = { hi?: Partial<Record<Field, string | null>> } | undefined;

/**
 * One translated text as a write leaves it (decisions 071, 074): left out (undefined) keeps the
 * stored one, null or '' clears it (undefined: none), text replaces it.
 */
export const keptText = (sent: string | null | undefined, stored: string | undefined): string | undefined =>
  sent === undefined ? stored : sent?.trim() || undefined;

/**
 * The translations a write leaves: the stored ones with each field sent put in its place. Empty
 * fields are dropped, so "no Hindi" is one shape (`{}`) however it came about.
 */
export function mergedTranslations<Field extends string>(
  stored: StoredTranslations<Field>,
  input: TranslationsInput<Field>,
): StoredTranslations<Field> {
  const hi: Partial<Record<Field, string>> = { ...stored.hi };
  for (const [field, value] of Object.entries(input?.hi ?? {}) as [Field, string | null | undefined][]) {
    const text = keptText(value, hi[field]);
    if (text) hi[field] = text;
    else delete hi[field];
  }
  return Object.keys(hi).length > 0 ? { hi } : {};
}

/**
 * Text in Latin letters, word by word, as a Devanagari search is read (search-terms.ts): what the
 * search document holds of the Hindi, so "झुमका" and "jhumka" find the same products, and a
 * misspelt Hindi word is corrected like an English one.
 */
export function latinReading(...texts: (string | undefined)[]): string | null {
  const words =
    texts
      .join(' ')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return words.map(latinOfDevanagari).join(' ') || null;
}

const NOTE_LABEL_WITHOUT_NOTE = 'A Hindi note label needs a note label in English';

/**
 * A product's Hindi as a write leaves it, its note's Hindi label tied to the note (decision 071):
 * a product that takes no note (`noteLabel`, its English label after the write, null) keeps none,
 * so removing the note removes its Hindi too, and a Hindi label sent for a product without a note
 * is refused rather than stored where no page shows it.
 */
export function productTranslationsAfter(
  stored: StoredTranslations<ProductField>,
  input: TranslationsInput<ProductField>,
  noteLabel: string | null,
): StoredTranslations<ProductField> {
  const merged = mergedTranslations(stored, input);
  if (noteLabel !== null || !merged.hi?.personalisationLabel) return merged;
  if (keptText(input?.hi?.personalisationLabel, undefined)) {
    throw invalidField('translations.hi.personalisationLabel', NOTE_LABEL_WITHOUT_NOTE);
  }
  return mergedTranslations(merged, { hi: { personalisationLabel: null } });
}

/**
 * A product's translation columns as a write leaves them: the Hindi and its Latin reading. The
 * Hindi provenance joins the description's reading, so "पीतल" (brass) finds a piece whose Hindi
 * material names it (weighed as the description, so no migration; the English provenance weighs more).
 */
export function productTranslationColumns(translations: StoredTranslations<ProductField>) {
  const hi = translations.hi;
  return {
    translations,
    hindiSearchName: latinReading(hi?.name),
    hindiSearchText: latinReading(
      hi?.description,
      hi?.care,
      hi?.craft,
      hi?.material,
      hi?.origin,
      hi?.artisan,
    ),
  };
}

/** A category's translation columns as a write leaves them. */
export function categoryTranslationColumns(translations: StoredTranslations<CategoryField>) {
  return { translations, hindiSearchName: latinReading(translations.hi?.name) };
}

/** A product's Hindi as staff read it: every field, null where none was given. */
export const productTranslationsAnswer = (
  stored: StoredTranslations<ProductField> | null,
): ProductTranslations => ({
  hi: {
    name: stored?.hi?.name ?? null,
    description: stored?.hi?.description ?? null,
    care: stored?.hi?.care ?? null,
    personalisationLabel: stored?.hi?.personalisationLabel ?? null,
    craft: stored?.hi?.craft ?? null,
    material: stored?.hi?.material ?? null,
    origin: stored?.hi?.origin ?? null,
    artisan: stored?.hi?.artisan ?? null,
  },
});

/** A category's Hindi as staff read it. */
export const categoryTranslationsAnswer = (
  stored: StoredTranslations<CategoryField> | null,
): CategoryTranslations => ({
  hi: { name: stored?.hi?.name ?? null, description: stored?.hi?.description ?? null },
});

/**
 * A field in the language asked: its text in that language if given, else the English. English
 * is the stored column itself.
 */
export function inLanguage<Field extends string, T extends string | null>(
  stored: StoredTranslations<Field> | null,
  language: Language | undefined,
  field: Field,
  english: T,
): string | T {
  return language === 'hi' ? translatedOr(stored?.hi?.[field], english) : english;
}
