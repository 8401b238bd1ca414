import type { Language } from '@shop/domain';
import type { Messages } from '@lingui/core';
import { loaders } from 'virtual:catalogue-loaders';
import type english from '@/locales/en.json';
import { fetchWordsOnce, loadFrameWords } from './frame-words';

/** The id of a storefront message: a key of the English catalogue, checked by the type checker. */
export type MessageId = keyof typeof english;

/**
 * A part of a language's catalogue (catalogue-parts.ts): `core`, the words of the app's frame,
 * fetched with the app, or a screen's own words, by the name the router gives the screen.
 */
export type CataloguePart = string;

export const CORE_WORDS: CataloguePart = 'core';

/** A part of the page's catalogue, fetched once however often it is asked for. */
export function loadCatalogue(language: Language, part: CataloguePart): Promise<Messages> {
  if (part === CORE_WORDS) return loadFrameWords(language);
  const load = loaders[language][part];
  // The build makes a part of every screen the router declares: none is missing but by a typo.
  if (!load) return Promise.reject(new Error(`The catalogue has no part "${part}"`));
  return fetchWordsOnce(`${language}/${part}`, load);
}
