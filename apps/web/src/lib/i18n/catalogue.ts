import { languageOfPath, type Language } from '@shop/domain';
import type { Messages } from '@lingui/core';
import type english from '@/locales/en.json';

/** The id of a storefront message: a key of the English catalogue, checked by the type checker. */
export type MessageId = keyof typeof english;

/** Each language's compiled catalogue, a chunk of its own: a page fetches its language's only. */
const CATALOGUES: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('virtual:catalogue/en'),
  hi: () => import('virtual:catalogue/hi'),
};

const loading = new Map<Language, Promise<Messages>>();

/** The page's catalogue, fetched once however often it is asked for (boot starts it early). */
export function loadCatalogue(language: Language): Promise<Messages> {
  let catalogue = loading.get(language);
  if (!catalogue) {
    catalogue = CATALOGUES[language]().then((module) => module.messages);
    loading.set(language, catalogue);
  }
  return catalogue;
}

/** Starts fetching the address's catalogue alongside the app's code, so hydration does not wait. */
export const preloadPageCatalogue = (): Promise<Messages> =>
  loadCatalogue(languageOfPath(window.location.pathname));
