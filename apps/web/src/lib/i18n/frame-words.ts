import { languageOfPath, type Language } from '@shop/domain';
import type { Messages } from '@lingui/core';

type CatalogueModule = () => Promise<{ messages: Messages }>;

const fetched = new Map<string, Promise<Messages>>();

/** A part of a catalogue (`hi/core`, `hi/product`), fetched once however often it is asked for. */
export function fetchWordsOnce(key: string, load: CatalogueModule): Promise<Messages> {
  let words = fetched.get(key);
  if (!words) {
    words = load().then((module) => module.messages);
    fetched.set(key, words);
  }
  return words;
}

/**
 * The words of the app's frame (header, menus, footer, drawers, error pages), the catalogue's `core`
 * part (catalogue-parts.ts), in each language a chunk of its own. Kept apart from the screens'
 * parts so the boot script can start fetching them with nothing more than this.
 */
const FRAME_WORDS: Record<Language, CatalogueModule> = {
  en: () => import('virtual:catalogue/en/core'),
  hi: () => import('virtual:catalogue/hi/core'),
};

/** The frame's words in a language. */
export const loadFrameWords = (language: Language): Promise<Messages> =>
  fetchWordsOnce(`${language}/core`, FRAME_WORDS[language]);

/** Starts fetching the frame's words in the address's language alongside the app's code. */
export const preloadFrameWords = (): Promise<Messages> =>
  loadFrameWords(languageOfPath(window.location.pathname));
