import { Star } from 'lucide-react';
import { useT } from '@/lib/i18n/i18n';

/**
 * Five stars filled to the rating, '(x/5)' and the review count; a product nobody has reviewed
 * says so instead of showing stars (decision 030).
 */
export function StarRating({ rating, reviews }: { rating: number | null; reviews: number }) {
  const t = useT();
  if (rating === null || reviews === 0) {
    return <p className="text-sm text-muted">{t('product.noReviews')}</p>;
  }
  const rounded = Math.round(rating * 10) / 10;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="flex" role="img" aria-label={t('product.ratedOutOf5', { rating: rounded })}>
        {[1, 2, 3, 4, 5].map((position) => {
          const fill = Math.max(0, Math.min(1, rating - (position - 1)));
          return (
            <span key={position} className="relative size-[18px]">
              <Star
                aria-hidden="true"
                className="absolute inset-0 size-[18px] text-sand-deep"
                fill="currentColor"
                strokeWidth={0}
              />
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star
                  aria-hidden="true"
                  className="size-[18px] text-marigold"
                  fill="currentColor"
                  strokeWidth={0}
                />
              </span>
            </span>
          );
        })}
      </span>
      <span className="font-medium text-ink">({rounded}/5)</span>
      <a href="#reviews" className="text-muted underline-offset-2 hover:underline">
        {t('product.reviewCount', { count: reviews })}
      </a>
    </div>
  );
}
