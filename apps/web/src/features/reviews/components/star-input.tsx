import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import { plural } from '@/lib/plural';

const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

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
  return (
    <div className="flex items-center gap-2">
      <div role="radiogroup" aria-label="Your rating" className="flex">
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
              aria-label={plural(star, { one: 'star', other: 'stars' })}
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
        {WORDS[value]}
      </span>
    </div>
  );
}
