import { OWNERS_WORDS_VERDICT, type Language, type PasswordOwner, type PasswordVerdict } from '@shop/domain';
import { cn } from '@/lib/cn';
import type { MessageId } from '@/lib/i18n/catalogue';
import { useT, type Translate } from '@/lib/i18n/i18n';
import { useLanguage } from '@/lib/language';
import { usePasswordVerdict } from '../password-strength/use-password-verdict';

const LABELS: MessageId[] = [
  'auth.strength.tooEasy',
  'auth.strength.tooEasy',
  'auth.strength.almost',
  'auth.strength.strong',
  'auth.strength.veryStrong',
];

/**
 * The verdict's sentence in the page's language. The server writes a refusal in English with
 * zxcvbn's advice; an English page shows it as it came, a Hindi one a sentence of its own.
 */
function verdictWords(verdict: PasswordVerdict, t: Translate, language: Language): string {
  if (verdict.acceptable) return t(LABELS[verdict.score] ?? 'auth.strength.strong');
  if (verdict.message === OWNERS_WORDS_VERDICT.message) return t('auth.strength.ownersWords');
  if (!verdict.message) return '';
  return language === 'en' ? verdict.message : t('auth.strength.weak');
}

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
  const t = useT();
  const language = useLanguage();
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
        {verdict ? verdictWords(verdict, t, language) : t('auth.strength.checking')}
      </p>
    </div>
  );
}
