import { fillPlaceholders } from '@shop/domain';
import { renderMarkdown } from '@shop/domain/markdown';

/**
 * The preview: the same fill and render the server does (decision 057), with the placeholder values
 * the server answered, so the owner sees what the shop will show.
 */
export function previewHtml(markdown: string, placeholders: { name: string; value: string }[]): string {
  const values = Object.fromEntries(placeholders.map((placeholder) => [placeholder.name, placeholder.value]));
  return renderMarkdown(fillPlaceholders(markdown, values));
}
