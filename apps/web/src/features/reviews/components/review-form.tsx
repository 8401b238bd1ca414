import { MAX_REVIEW_COMMENT } from '@shop/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCreateReview } from '../api/create-review';
import { StarInput } from './star-input';
import { useT } from '@/lib/i18n/i18n';

/** "Rate & Review" for one delivered product: 1 to 5 stars and an optional comment, once. */
export function ReviewForm({ productId, productName }: { productId: string; productName: string }) {
  const t = useT();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateReview();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setProblem(t('reviews.chooseStars'));
      return;
    }
    setProblem(null);
    create.mutate(
      { productId, rating, comment: comment.trim() || undefined },
      {
        onSuccess: () => toast({ title: t('reviews.thanks'), description: productName, variant: 'success' }),
        onError: (error) => toastError(t('common.error'), errorMessage(error, t('reviews.saveError'))),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="mt-3 grid gap-2 rounded-xl border border-line bg-ivory p-3"
      aria-label={t('reviews.formLabel', { name: productName })}
    >
      <StarInput
        value={rating}
        onChange={setRating}
        name={`rating-${productId}`}
        disabled={create.isPending}
      />
      {problem && <p className="text-sm text-danger">{problem}</p>}
      <label className="sr-only" htmlFor={`comment-${productId}`}>
        {t('reviews.commentLabel')}
      </label>
      <Textarea
        id={`comment-${productId}`}
        value={comment}
        maxLength={MAX_REVIEW_COMMENT}
        onChange={(event) => setComment(event.target.value)}
        placeholder={t('reviews.commentPlaceholder')}
        className="min-h-20"
        disabled={create.isPending}
      />
      <div>
        <Button type="submit" size="sm" className="h-11" disabled={create.isPending}>
          {t('reviews.submit')}
        </Button>
      </div>
    </form>
  );
}
