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
