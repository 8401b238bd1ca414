import { shownText, type Language, type PlaceholderValuesByLanguage } from '@shop/domain';
import { renderMarkdown } from '@shop/domain/markdown';

/** The placeholders the server answered, with what each says in English and in Hindi. */
export type Placeholders = { name: string; description: string; value: string; hindiValue: string }[];

/** The page's words as the editor holds them, in each language; '' for a Hindi field left empty. */
export interface PageText {
  title: string;
  markdown: string;
  titleHi: string;
  markdownHi: string;
}

const valuesByLanguage = (placeholders: Placeholders): PlaceholderValuesByLanguage => ({
  en: Object.fromEntries(placeholders.map((placeholder) => [placeholder.name, placeholder.value])),
  hi: Object.fromEntries(placeholders.map((placeholder) => [placeholder.name, placeholder.hindiValue])),
});

/**
 * The preview: the same choice, fill and render the server does (decisions 057, 075): in Hindi,
 * each field's Hindi where written, else its English, filled in the words of the language it is
 * written in, so the owner sees what the shop will show on its English or its Hindi page.
 */
export function pagePreview(
  text: PageText,
  placeholders: Placeholders,
  language: Language,
): { title: string; html: string } {
  const values = valuesByLanguage(placeholders);
  const title = shownText({ english: text.title, hindi: text.titleHi }, language, values);
  const markdown = shownText({ english: text.markdown, hindi: text.markdownHi }, language, values);
  return { title, html: renderMarkdown(markdown, language) };
}
