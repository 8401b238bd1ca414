import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import type { Language } from '@shop/domain';
import { useCallback, useMemo, type ReactNode } from 'react';
import { loadCatalogue, type CataloguePart, type MessageId } from './catalogue';
import { formatMessage, type MessageValues } from './format-message';

/** The locale each language formats in: Indian dates, numbers and plural rules (issue 28). */
const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export type { MessageValues };

/** Gives a message's text in the page's language. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** One page render's words: its language's compiled catalogue, in Lingui (decision 073). */
export function createShopI18n(language: Language, messages: Messages): I18n {
  const locale = LOCALES[language];
  return setupI18n({ locale, locales: [locale], messages: { [locale]: messages } });
}

/** Adds a part of the page's catalogue to its words (each screen brings its own). */
export type LoadWords = (part: CataloguePart) => Promise<void>;

/**
 * The browser's words: the page's language, its parts added as they are fetched. A part arrives
 * before the screen that needs it renders (the router waits for it), so no id ever shows.
 */
export function createBrowserWords(language: Language): { i18n: I18n; load: LoadWords } {
  const i18n = createShopI18n(language, {});
  const added = new Set<CataloguePart>();
  const load: LoadWords = async (part) => {
    const messages = await loadCatalogue(language, part);
    // Each load tells every reader of the words to render again: a part once, not each visit.
    if (added.has(part)) return;
    added.add(part);
    i18n.load(LOCALES[language], messages);
  };
  return { i18n, load };
}

export function WordsProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** The language a set of words is in, from the locale it was set up with. */
const languageOf = (i18n: I18n): Language => (i18n.locale === LOCALES.hi ? 'hi' : 'en');

/**
 * A message in the words' language, written by the shop's own formatter rather than `i18n._`
 * (decision 083: no `Intl` on a shopper's first load). An id the words lack reads as itself.
 */
export function translate(i18n: I18n, id: MessageId, values: MessageValues = {}): string {
  return formatMessage(i18n.messages[id] ?? id, values, languageOf(i18n));
}

/** The storefront's words: `t('cart.title')`, `t('cart.items', { count })`. */
export function useT(): Translate {
  const { i18n } = useLingui();
  return useCallback<Translate>((id, values) => translate(i18n, id, values), [i18n]);
}

/** Dates in the page's language: `hi-IN` writes the month in Hindi ("4 दिस॰ 2026"). */
export interface DateWords {
  /** An instant (ISO) as "4 Dec 2026". */
  date: (iso: string) => string;
  /** An instant (ISO) as "4 Dec 2026, 3:05 pm". */
  dateTime: (iso: string) => string;
  /** A calendar day (YYYY-MM-DD, the studio's day in India) as "4 Dec 2026", whatever the viewer's zone. */
  day: (day: string) => string;
  /** Any instant or calendar day in a format of the screen's own (a complaint's time, a weekday). */
  format: (value: Date | string, options: Intl.DateTimeFormatOptions) => string;
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

export function useDates(): DateWords {
  const { i18n } = useLingui();
  return useMemo(
    () => ({
      date: (iso) => i18n.date(new Date(iso), DAY),
      dateTime: (iso) => i18n.date(new Date(iso), { ...DAY, hour: 'numeric', minute: '2-digit' }),
      day: (day) => i18n.date(new Date(`${day}T00:00:00Z`), { ...DAY, timeZone: 'UTC' }),
      format: (value, options) => i18n.date(new Date(value), options),
    }),
    [i18n],
  );
}
