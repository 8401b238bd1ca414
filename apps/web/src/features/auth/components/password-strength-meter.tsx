import type { PasswordOwner } from '@shop/domain';
import { cn } from '@/lib/cn';
import { usePasswordVerdict } from '../password-strength/use-password-verdict';

const LABELS = ['Too easy to guess', 'Too easy to guess', 'Almost there', 'Strong', 'Very strong'];

/**
 * Four bars and a sentence under a new-password field: the verdict the server will give, while the
 * person types. Its id is `${fieldId}-strength`, for the field's aria-describedby.
 */
export function PasswordStrengthMeter({
  fieldId,
  password,
  owner = {},
}: {
  fieldId: string;
  password: string;
  owner?: PasswordOwner;
}) {
  const verdict = usePasswordVerdict(password, owner);
  if (!password) return null;
  const score = verdict?.score ?? 0;
  const tone = !verdict
    ? 'bg-sand-deep'
    : verdict.acceptable
      ? 'bg-leaf'
      : score >= 2
        ? 'bg-marigold'
        : 'bg-danger';
  return (
    <div id={`${fieldId}-strength`} className="grid gap-1" data-testid="password-strength">
      <div className="grid grid-cols-4 gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={cn('h-1 rounded-full', verdict && score >= bar ? tone : 'bg-sand-deep')}
          />
        ))}
      </div>
      <p className="text-xs text-muted" aria-live="polite">
        {verdict ? (verdict.acceptable ? LABELS[score] : verdict.message) : 'Checking strength…'}
      </p>
    </div>
  );
}
