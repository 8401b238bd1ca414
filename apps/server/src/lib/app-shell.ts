const HEAD_MARKER = '<!--app-head-->';
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The storefront's index.html with a page's own `<head>` tags and, when the server rendered it, the
 * page's HTML inside #root followed by its data. Replacements are functions, so that `$&`, `$'` and
 * the like in a product's name are not replacement patterns.
 */
export function fillAppShell(indexHtml: string, page: { headTags?: string; body?: string }): string {
  const headTags = page.headTags ?? '';
  // A page that brings its own <title> replaces the shell's default one.
  const shell = headTags.includes('<title>') ? indexHtml.replace(/<title>[\s\S]*?<\/title>/, '') : indexHtml;
  const withHead = shell.replace(HEAD_MARKER, () => headTags);
  return page.body === undefined ? withHead : withHead.replace(EMPTY_ROOT, () => page.body ?? '');
}
