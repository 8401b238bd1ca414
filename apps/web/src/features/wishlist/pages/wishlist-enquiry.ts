import { formatRupees } from '@shop/domain';
import type { WishlistItem } from '../hooks/use-wishlist';

/** 'Contact for Custom Orders': a WhatsApp enquiry naming every saved piece. */
export function wishlistEnquiryMessage(items: readonly WishlistItem[], shopName: string): string {
  const lines = items.map((item, index) => {
    const price = typeof item.price === 'number' ? ` (${formatRupees(item.price)})` : '';
    return `${index + 1}. ${item.name}${price}`;
  });
  return [
    `Hello ${shopName}! I have saved these pieces in my wishlist:`,
    '',
    ...lines,
    '',
    'I would like to ask about custom orders (colours, sizes or a made-to-order piece). Could you help?',
  ].join('\n');
}
