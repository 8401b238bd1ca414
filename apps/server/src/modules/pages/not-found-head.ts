import { escapeHtml } from '../../lib/text.js';

/** <head> tags of the not-found page (HTTP 404): its title, and no place in search results. */
export function notFoundHeadTags(shopName: string): string {
  return [
    `<title>${escapeHtml(`Not found | ${shopName}`)}</title>`,
    '<meta name="robots" content="noindex">',
  ].join('\n');
}
