import MarkdownIt from 'markdown-it';
import { isShopperPath, pathInLanguage, type Language } from './languages.js';

/**
 * The one Markdown renderer of the owner's pages (issue 26, decision 057): the server renders the
 * shop's pages with it and the back office's live preview imports the same function, so the preview
 * shows exactly what the shop will. Its own entry (`@shop/domain/markdown`), not the package index,
 * so the storefront's first load never carries markdown-it.
 *
 * Safe by construction: raw HTML is off (a `<script>` is shown as text), and a link or picture is
 * kept only for the web, mail, phone or a path of the site (no `javascript:`, `data:`, `vbscript:`).
 */
const ALLOWED_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/** Built in a function, not at the module's top level: domain modules have no side effects. */
function createRenderer(): MarkdownIt {
  const renderer = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });
  renderer.validateLink = (url: string) => ALLOWED_LINK.test(url.trim());
  renderer.renderer.rules.link_open = (tokens, index, options, env: RenderEnv, self) => {
    const token = tokens[index];
    const href = token?.attrGet('href') ?? '';
    // Another site's page: not ours to vouch for, and no handle on this window.
    if (token && /^https?:\/\//i.test(href)) token.attrSet('rel', 'noopener nofollow');
    // A Hindi page's link to a shopper's page stays in Hindi (/returns → /hi/returns): the page's
    // links are plain ones, outside the router's `/hi` basename (decision 075).
    if (token && env.language === 'hi' && href.startsWith('/') && isShopperPath(href)) {
      token.attrSet('href', pathInLanguage(href, 'hi'));
    }
    return self.renderToken(tokens, index, options);
  };
  return renderer;
}

/** What a render knows of its page: the page's language. */
interface RenderEnv {
  language?: Language;
}

const markdown = createRenderer();

/** The page's HTML; on a Hindi page (`language` 'hi') its links to the shop's pages are the Hindi ones. */
export function renderMarkdown(source: string, language: Language = 'en'): string {
  const env: RenderEnv = { language };
  return markdown.render(source, env);
}

/** The Markdown's blocks, for /terms.pdf: headings, paragraphs and list items as plain text. */
export type MarkdownBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'item'; depth: number; marker: string; text: string };

export function markdownBlocks(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  let heading: number | null = null;
  let inItem = false;
  for (const token of markdown.parse(source, {})) {
    switch (token.type) {
      case 'heading_open':
        heading = Number(token.tag.slice(1));
        break;
      case 'heading_close':
        heading = null;
        break;
      case 'bullet_list_open':
        lists.push({ ordered: false, next: 0 });
        break;
      case 'ordered_list_open':
        lists.push({ ordered: true, next: Number(token.attrGet('start') ?? 1) });
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        break;
      case 'list_item_open':
        inItem = true;
        break;
      case 'inline': {
        const text = (token.children ?? [])
          .map((child) => (child.type === 'softbreak' || child.type === 'hardbreak' ? ' ' : child.content))
          .join('');
        if (heading !== null) blocks.push({ kind: 'heading', level: heading, text });
        else if (inItem && lists.length > 0) {
          const list = lists[lists.length - 1] ?? { ordered: false, next: 0 };
          const marker = list.ordered ? `${list.next++}.` : '•';
          blocks.push({ kind: 'item', depth: lists.length, marker, text });
          inItem = false;
        } else blocks.push({ kind: 'paragraph', text });
        break;
      }
      default:
        break;
    }
  }
  return blocks;
}
