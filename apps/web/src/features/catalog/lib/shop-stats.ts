import { formatIndianNumber, type ShopStats } from '@shop/domain';
import type { Translate } from '@/lib/i18n/i18n';

export interface Stat {
  value: string;
  label: string;
  star?: boolean;
}

/**
 * The studio's figures as the database counts them (decision 030); a figure it cannot back, such
 * as a rating before the first review, is left out rather than invented.
 */
export function statsOf(stats: ShopStats, t: Translate): Stat[] {
  const shown: Stat[] = [];
  if (stats.designs > 0)
    shown.push({ value: formatIndianNumber(stats.designs), label: t('home.stats.designs') });
  if (stats.reviews > 0 && stats.averageRating !== null) {
    shown.push({ value: stats.averageRating.toFixed(1), label: t('home.stats.rating'), star: true });
    shown.push({
      value: formatIndianNumber(stats.reviews),
      label: t('home.stats.reviews', { count: stats.reviews }),
    });
  }
  return shown;
}
