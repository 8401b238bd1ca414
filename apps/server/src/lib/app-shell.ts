const HEAD_MARKER = '<!--app-head-->';
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The storefront's index.html with a page's own `<head>` tags and, when the server rendered it, the
 * page's HTML inside #root followed by its data. Replacements are functions, so that `$&`, `$'` and
 * the like in a product's name are not replacement patterns.
 */
export function fillAppShell(indexHtml: string, page: { headTags?: string; body?: string }): string {
  const headTags = page.headTags ?? '';
  // A page that brings its own <title> or description replaces the shell's built-in one.
  let shell = headTags.includes('<title>') ? indexHtml.replace(/<title>[\s\S]*?<\/title>/, '') : indexHtml;
  if (headTags.includes('name="description"')) {
    shell = shell.replace(/<meta\s+name="description"[\s\S]*?>/, '');
  }
  const withHead = shell.replace(HEAD_MARKER, () => headTags);
  return page.body === undefined ? withHead : withHead.replace(EMPTY_ROOT, () => page.body ?? '');
}
