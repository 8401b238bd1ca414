import { z } from 'zod';

/**
 * The storefront's languages (issue 28): English at today's addresses, Hindi under `/hi/`. The
 * back office stays English.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name as the back office (in English) says it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'Hindi' };

export const LanguageSchema = z.enum(LANGUAGES, { message: 'Language must be en or hi' });

/** `?lang=hi` on a public catalogue read: the Hindi text where there is one, English elsewhere. */
export const languageParam = LanguageSchema.optional();

/**
 * A translated text if it says something, else the English one: each field falls back on its
 * own, so a product with a Hindi name and no Hindi description reads whole in both languages.
 */
export const translatedOr = <T extends string | null>(translated: string | null | undefined, english: T) =>
  translated?.trim() ? translated : english;

// Made on first use: a page's first Intl formatter loads ICU's data (decision 083), and most
// pages never write a Hindi date.
let hindiFormats: { day: Intl.DateTimeFormat; clock: Intl.DateTimeFormat } | undefined;
const hindiDateFormats = () =>
  (hindiFormats ??= {
    day: new Intl.DateTimeFormat('hi-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }),
    clock: new Intl.DateTimeFormat('hi-IN', {
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Kolkata',
    }),
  });

/**
 * A moment as a Hindi sentence says it, India time: "30 नवंबर 2026, 21:15 बजे". The day, then
 * the 24-hour clock before "बजे" (Intl's own Hindi says "को 9:15 pm बजे"); the sentence adds
 * "तक" or "से".
 */
export const hindiDateTime = (value: Date | string): string => {
  const at = new Date(value);
  const { day, clock } = hindiDateFormats();
  return `${day.format(at)}, ${clock.format(at)} बजे`;
};

/**
 * The plural form a count takes in a language, by CLDR's rules (as `Intl.PluralRules` gives them,
 * without loading ICU: decision 083): English says "1 item" and "0 items", Hindi "0 आइटम" and
 * "1 आइटम" alike ("one" for 0 and 1). The storefront's words have only these two forms.
 */
export function pluralCategory(language: Language, count: number): 'one' | 'other' {
  const size = Math.abs(count);
  if (language === 'hi') return Math.trunc(size) === 0 || size === 1 ? 'one' : 'other';
  return size === 1 ? 'one' : 'other';
}

/**
 * Hindi fields as staff read them and as the owner's pages, home texts and settings keep them
 * (issue 28): every field, null where none, which a Hindi page reads as the English.
 */
export type HindiFields<Field extends string> = Record<Field, string | null>;

/**
 * The Hindi a write leaves (decision 075): each field sent in its place ('' or null clears it), each
 * field left out as it was stored. A field the store does not have yet (added since) is null.
 */
export function mergedHindi<Field extends string>(
  fields: readonly Field[],
  stored: Partial<Record<Field, string | null>> | undefined,
  sent?: Partial<Record<Field, string | null | undefined>>,
): HindiFields<Field> {
  const merged = {} as HindiFields<Field>;
  for (const field of fields) {
    const value = sent?.[field] === undefined ? stored?.[field] : sent[field];
    merged[field] = value?.trim() || null;
  }
  return merged;
}

/** Where the Hindi storefront lives: `/hi/`, `/hi/jewelry`, `/hi/product/:id` (issue 28). */
export const HINDI_PREFIX = '/hi';

/** The language an address is in: Hindi under `/hi/`, English everywhere else. */
export function languageOfPath(path: string): Language {
  return path === HINDI_PREFIX || path.startsWith(`${HINDI_PREFIX}/`) || path.startsWith(`${HINDI_PREFIX}?`)
    ? 'hi'
    : 'en';
}

/** An address without its language prefix: `/hi/cart?x=1` → `/cart?x=1`, `/hi` → `/`. */
export function pathWithoutLanguage(path: string): string {
  if (languageOfPath(path) === 'en') return path;
  const rest = path.slice(HINDI_PREFIX.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The same page in a language: `/cart` → `/hi/cart`, `/` → `/hi/`, and back. */
export function pathInLanguage(path: string, language: Language): string {
  const bare = pathWithoutLanguage(path);
  return language === 'hi' ? `${HINDI_PREFIX}${bare}` : bare;
}

/** The cookie that remembers a shopper's choice for bare addresses; `/hi/` in an address always wins. */
export const LANGUAGE_COOKIE = 'lang';

/** The language a Cookie header remembers, if any. */
export function languageFromCookies(cookieHeader: string | undefined): Language | undefined {
  const match = /(?:^|;\s*)lang=(en|hi)(?:;|$)/.exec(cookieHeader ?? '');
  return match?.[1] as Language | undefined;
}

/**
 * The shopper's pages, the ones that exist in Hindi too; the back office, the account's security
 * and first-run setup stay English at their one address.
 */
const SHOPPER_PATHS =
  /^\/(?:$|[?#]|jewelry|clothing|accessories|category\/|product\/|search|cart|checkout|order-placed|track|wishlist|orders|profile|auth|about|faq|shipping|returns|privacy|terms|contact|grievance|unsubscribe)/;

export const isShopperPath = (path: string): boolean => SHOPPER_PATHS.test(pathWithoutLanguage(path));
