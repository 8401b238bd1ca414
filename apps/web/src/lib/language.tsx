import { DEFAULT_LANGUAGE, HINDI_PREFIX, LANGUAGE_COOKIE, type Language } from '@shop/domain';
import type { QueryMeta } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The storefront's language for one page load (issue 28): Hindi under `/hi/`, read from the address
 * by both entries. The router runs under `/hi` as its basename there, so every link and navigation
 * of the app stays in the language without naming it; a switch loads the other address whole.
 */
const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

export const useLanguage = (): Language => useContext(LanguageContext);

/** The router's basename in a language: the Hindi pages are the same routes under `/hi`. */
export const routerBasename = (language: Language): string | undefined =>
  language === 'hi' ? HINDI_PREFIX : undefined;

/**
 * The `lang` a catalogue read sends: each page render has its own data cache, created with its
 * language as the queries' default meta, so a read's key stays the same in both languages.
 */
export function catalogueLanguage(meta: QueryMeta | undefined): { lang?: 'hi' } {
  return meta?.language === 'hi' ? { lang: 'hi' } : {};
}

/** Remembers a shopper's choice for the bare addresses they open next (a year, the whole shop). */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The `lang` of a call made only from the browser (the cart): the page's own `<html lang>`, which
 * the server wrote for the address. A hook-free read, so the cart's plain functions can send it.
 */
export function pageLanguage(): { lang?: 'hi' } {
  return typeof document !== 'undefined' && document.documentElement.lang === 'hi' ? { lang: 'hi' } : {};
}
