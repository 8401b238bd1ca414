import type { Language } from '@shop/domain';
import type { ReactNode } from 'react';
import { messages as english } from 'virtual:catalogue/en';
import { messages as hindi } from 'virtual:catalogue/hi';
import { createShopI18n, translate, WordsProvider, type Translate } from '@/lib/i18n/i18n';
import { LanguageProvider } from '@/lib/language';

const CATALOGUES = { en: english, hi: hindi };

/** The storefront's real words around a component under test, English unless a test asks for Hindi. */
export function TestWords({ language = 'en', children }: { language?: Language; children: ReactNode }) {
  return (
    <LanguageProvider language={language}>
      <WordsProvider i18n={createShopI18n(language, CATALOGUES[language])}>{children}</WordsProvider>
    </LanguageProvider>
  );
}

/** A plain function's words in a language, for testing code that takes a `t`. */
export function testTranslate(language: Language = 'en'): Translate {
  const i18n = createShopI18n(language, CATALOGUES[language]);
  return (id, values) => translate(i18n, id, values);
}
