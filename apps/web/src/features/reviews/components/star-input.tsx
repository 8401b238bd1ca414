import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { MessageId } from '@/lib/i18n/catalogue';
import { useT } from '@/lib/i18n/i18n';

/** What each number of stars means, shown beside them. */
const WORDS: (MessageId | null)[] = [
  null,
  'reviews.word.poor',
  'reviews.word.fair',
  'reviews.word.good',
  'reviews.word.veryGood',
  'reviews.word.excellent',
];

/** 1 to 5 stars as a radio group, so keyboards and screen readers can choose too. */
export function StarInput({
  value,
  onChange,
  name,
  disabled,
}: {
  value: number;
  onChange: (value: number) => void;
  name: string;
  disabled?: boolean;
}) {
  const t = useT();
  const word = WORDS[value];
  return (
    <div className="flex items-center gap-2">
      <div role="radiogroup" aria-label={t('reviews.yourRating')} className="flex">
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className={cn(
              'grid size-11 cursor-pointer place-items-center rounded-full has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
              disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              disabled={disabled}
              onChange={() => onChange(star)}
              className="sr-only"
              aria-label={t('reviews.stars', { count: star })}
            />
            <Star
              aria-hidden="true"
              className={cn('size-7', star <= value ? 'text-marigold' : 'text-sand-deep')}
              fill="currentColor"
              strokeWidth={0}
            />
          </label>
        ))}
      </div>
      <span className="text-sm text-muted" aria-hidden="true">
        {word ? t(word) : ''}
      </span>
    </div>
  );
}
