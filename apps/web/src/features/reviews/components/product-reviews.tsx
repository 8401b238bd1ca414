import { MessageSquareText, Star } from 'lucide-react';
import { useState } from 'react';
import { Pagination } from '@/components/pagination';
import { StarRating } from '@/components/product/star-rating';
import { ErrorState } from '@/components/states';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format-date';
import { useReviews } from '../api/get-reviews';

function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex" role="img" aria-label={`Rated ${rating} out of 5`}>
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
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useReviews(productId, page);

  if (isPending) {
    return (
      <div className="mt-4 grid gap-3" aria-busy="true" aria-label="Loading reviews">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (isError) {
    return (
      <ErrorState className="mt-4" title="We could not load the reviews" onRetry={() => void refetch()} />
    );
  }

  const { summary, reviews, pagination } = data;
  return (
    <div className="mt-3" data-testid="product-reviews">
      <StarRating rating={summary.rating} reviews={summary.count} />
      {reviews.length === 0 ? (
        <div className="mt-4 flex items-start gap-3 rounded-[var(--radius-card)] bg-sand/50 p-5 text-sm text-muted">
          <MessageSquareText aria-hidden="true" className="size-5 shrink-0" />
          <p>No written reviews yet. Customers can rate a piece once it has been delivered to them.</p>
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
                  {formatDate(review.createdAt)}
                </time>
              </div>
              {review.comment && (
                <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-ink-soft">
                  {review.comment}
                </p>
              )}
              <p className="mt-2 text-xs font-medium text-ink">{review.authorName} · Verified buyer</p>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        className="mt-4"
        label="Review pages"
        labels={{ previous: 'Newer', next: 'Older' }}
        icons={false}
        compact
        page={page}
        pagination={pagination}
        onPageChange={setPage}
      />
    </div>
  );
}
