import { Star } from 'lucide-react';

/** Five stars filled to the rating, then '(x/5)' and the review count when there are reviews. */
export function StarRating({ rating, reviews }: { rating: number; reviews: number }) {
  const rounded = Math.round(rating * 10) / 10;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="flex" role="img" aria-label={`Rated ${rounded} out of 5`}>
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
      {reviews > 0 && (
        <a href="#reviews" className="text-muted underline-offset-2 hover:underline">
          {reviews} {reviews === 1 ? 'review' : 'reviews'}
        </a>
      )}
    </div>
  );
}
