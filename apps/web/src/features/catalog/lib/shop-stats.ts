import type { ShopStats } from '@shop/domain';
import { pluralWord } from '@/lib/plural';

export interface Stat {
  value: string;
  label: string;
  star?: boolean;
}

const indianNumber = new Intl.NumberFormat('en-IN');

/**
 * The studio's figures as the database counts them (decision 030); a figure it cannot back, such
 * as a rating before the first review, is left out rather than invented.
 */
export function statsOf(stats: ShopStats): Stat[] {
  const shown: Stat[] = [];
  if (stats.designs > 0) shown.push({ value: indianNumber.format(stats.designs), label: 'Handmade designs' });
  if (stats.reviews > 0 && stats.averageRating !== null) {
    shown.push({ value: stats.averageRating.toFixed(1), label: 'Average rating', star: true });
    shown.push({
      value: indianNumber.format(stats.reviews),
      label: pluralWord(stats.reviews, { one: 'Customer review', other: 'Customer reviews' }),
    });
  }
  return shown;
}
