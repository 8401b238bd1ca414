import { MessageSquareText, Star } from 'lucide-react';
import { useState } from 'react';
import { Pagination } from '@/components/pagination';
import { StarRating } from '@/components/product/star-rating';
import { ErrorState } from '@/components/states';
import { Skeleton } from '@/components/ui/skeleton';
import { useDates, useT } from '@/lib/i18n/i18n';
import { useReviews } from '../api/get-reviews';

function Stars({ rating }: { rating: number }) {
  const t = useT();
  return (
    <span className="flex" role="img" aria-label={t('product.ratedOutOf5', { rating })}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={star <= rating ? 'size-4 text-marigold' : 'size-4 text-sand-deep'}
          fill="currentColor"
          strokeWidth={0}
        />
      ))}
    </span>
  );
}

/**
 * The product page's reviews: the average and count (admin-entered ones included, decision 006) and
 * what customers who received the piece wrote, newest first.
 */
export function ProductReviews({ productId }: { productId: string }) {
  const t = useT();
  const dates = useDates();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useReviews(productId, page);

  if (isPending) {
    return (
      <div className="mt-4 grid gap-3" aria-busy="true" aria-label={t('reviews.loading')}>
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (isError) {
    return <ErrorState className="mt-4" title={t('reviews.loadError')} onRetry={() => void refetch()} />;
  }

  const { summary, reviews, pagination } = data;
  return (
    <div className="mt-3" data-testid="product-reviews">
      <StarRating rating={summary.rating} reviews={summary.count} />
      {reviews.length === 0 ? (
        <div className="mt-4 flex items-start gap-3 rounded-[var(--radius-card)] bg-sand/50 p-5 text-sm text-muted">
          <MessageSquareText aria-hidden="true" className="size-5 shrink-0" />
          <p>{t('reviews.noneWritten')}</p>
        </div>
      ) : (
        <ul className="mt-5 grid gap-3 md:grid-cols-2">
          {reviews.map((review) => (
            <li
              key={review.id}
              className="rounded-[var(--radius-card)] border border-line bg-card p-4 shadow-[var(--shadow-soft)]"
            >
              <div className="flex items-center justify-between gap-3">
                <Stars rating={review.rating} />
                <time dateTime={review.createdAt} className="text-xs text-muted">
                  {dates.date(review.createdAt)}
                </time>
              </div>
              {review.comment && (
                <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-ink-soft">
                  {review.comment}
                </p>
              )}
              <p className="mt-2 text-xs font-medium text-ink">
                {t('reviews.verifiedBuyer', { name: review.authorName })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        className="mt-4"
        label={t('reviews.pages')}
        labels={{ previous: t('reviews.newer'), next: t('reviews.older') }}
        icons={false}
        compact
        page={page}
        pagination={pagination}
        onPageChange={setPage}
      />
    </div>
  );
}
