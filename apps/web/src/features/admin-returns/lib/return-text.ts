import type { Return, ReturnItem } from '@shop/domain';

/** One line in a few words: "2 × Silk Kurti M → L" for an exchange, "Silk Kurti M" for a refund. */
export function lineText(
  item: Pick<ReturnItem, 'name' | 'variantTitle' | 'quantity' | 'exchangeVariantTitle'>,
) {
  const count = item.quantity > 1 ? `${item.quantity} × ` : '';
  const variant = item.variantTitle ? ` ${item.variantTitle}` : '';
  const exchange = item.exchangeVariantTitle ? ` → ${item.exchangeVariantTitle}` : '';
  return `${count}${item.name}${variant}${exchange}`;
}

/** The lines of a return, for a list row. */
export const linesSummary = (ret: Pick<Return, 'items'>) => ret.items.map(lineText).join(', ');

const DAY_MS = 24 * 60 * 60 * 1000;
const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });

/** How long ago a return was asked: "today", "yesterday", "3 days ago". */
export function ageText(iso: string, now: Date = new Date()): string {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / DAY_MS));
  return relative.format(-days, 'day');
}
