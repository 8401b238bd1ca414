import { languageOfPath, type Language } from '@shop/domain';
import type { Messages } from '@lingui/core';
import type english from '@/locales/en.json';

/** The id of a storefront message: a key of the English catalogue, checked by the type checker. */
export type MessageId = keyof typeof english;

/**
 * The parts a language's catalogue is fetched in (catalogue-parts.ts): the shop's words with the
 * app, the account's with the account's screens.
 */
export type CataloguePart = 'shop' | 'account';

type CatalogueModule = () => Promise<{ messages: Messages }>;

/** Each part of each language a chunk of its own: a page fetches its language's only. */
const CATALOGUES: Record<Language, Record<CataloguePart, CatalogueModule>> = {
  en: {
    shop: () => import('virtual:catalogue/en/shop'),
    account: () => import('virtual:catalogue/en/account'),
  },
  hi: {
    shop: () => import('virtual:catalogue/hi/shop'),
    account: () => import('virtual:catalogue/hi/account'),
  },
};

const loading = new Map<string, Promise<Messages>>();

/** A part of the page's catalogue, fetched once however often it is asked for (boot starts it early). */
export function loadCatalogue(language: Language, part: CataloguePart): Promise<Messages> {
  const key = `${language}/${part}`;
  let catalogue = loading.get(key);
  if (!catalogue) {
    catalogue = CATALOGUES[language][part]().then((module) => module.messages);
    loading.set(key, catalogue);
  }
  return catalogue;
}

/** Starts fetching the address's shop words alongside the app's code, so hydration does not wait. */
export const preloadPageCatalogue = (): Promise<Messages> =>
  loadCatalogue(languageOfPath(window.location.pathname), 'shop');
