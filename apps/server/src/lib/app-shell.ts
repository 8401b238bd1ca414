import type { Language } from '@shop/domain';

const HEAD_MARKER = '<!--app-head-->';
/** `<html lang>` of each language: Indian English, Hindi. */
const HTML_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi' };
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The storefront's index.html with a page's own `<head>` tags and, when the server rendered it, the
 * page's HTML inside #root followed by its data. Replacements are functions, so that `$&`, `$'` and
 * the like in a product's name are not replacement patterns.
 */
export function fillAppShell(
  indexHtml: string,
  page: { headTags?: string; body?: string; language?: Language },
): string {
  const headTags = page.headTags ?? '';
  // The whole page in its language from the first byte (issue 28): screen readers, fonts, hyphens.
  const inLanguage = page.language
    ? indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[page.language]}"`)
    : indexHtml;
  // A page that brings its own <title> or description replaces the shell's built-in one.
  let shell = headTags.includes('<title>') ? inLanguage.replace(/<title>[\s\S]*?<\/title>/, '') : inLanguage;
  if (headTags.includes('name="description"')) {
    shell = shell.replace(/<meta\s+name="description"[\s\S]*?>/, '');
  }
  const withHead = shell.replace(HEAD_MARKER, () => headTags);
  return page.body === undefined ? withHead : withHead.replace(EMPTY_ROOT, () => page.body ?? '');
}
