import type { CartCoupon } from '@shop/domain';
import { TicketPercent, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';
import { useApplyCoupon } from '../api/apply-coupon';
import { useRemoveCoupon } from '../api/remove-coupon';

/**
 * The cart's one coupon code: a field to apply it, or the applied code with a button to take it
 * off. The server checks every rule; a refusal is shown in its words under the field, and a code
 * that stopped applying (switched off, expired) is shown with the reason.
 */
export function CouponField({ coupon }: { coupon: CartCoupon | null }) {
  const t = useT();
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  const [code, setCode] = useState('');
  const inputId = useId();
  const messageId = useId();

  if (coupon) {
    return (
      <div className="grid gap-1.5" data-testid="applied-coupon">
        <div className="flex items-center justify-between gap-3 rounded-xl border border-dashed border-line px-3 py-2 text-sm">
          <span className="flex min-w-0 items-center gap-2">
            <TicketPercent className="size-4 shrink-0 text-accent" aria-hidden="true" />
            <span className="truncate font-semibold tracking-wide text-ink">{coupon.code}</span>
            <span className="text-muted">
              {coupon.message ? t('cart.coupon.notApplied') : t('cart.coupon.applied')}
            </span>
          </span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
            aria-label={t('cart.coupon.removeLabel', { code: coupon.code })}
          >
            <X className="size-4" aria-hidden="true" /> {t('cart.coupon.remove')}
          </Button>
        </div>
        {coupon.message && (
          <p className="text-sm text-danger" role="status">
            {coupon.message}
          </p>
        )}
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return;
    apply.mutate(typed, { onSuccess: () => setCode('') });
  };
  // A code the server cannot read names its field in the summary ("code: …"): the field's own
  // message reads better under the field that is the code.
  // (Read from the answer itself: the form-errors helpers bring the field rules to the cart page.)
  const codeRefusal =
    apply.error instanceof ApiError
      ? apply.error.details.find((detail) => detail.field === 'code')
      : undefined;
  const refusal = apply.isError
    ? (codeRefusal?.message ?? errorMessage(apply.error, t('cart.coupon.failed')))
    : null;

  return (
    <form className="grid gap-1.5" onSubmit={submit} aria-label={t('cart.coupon.label')}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {t('cart.coupon.label')}
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (apply.isError) apply.reset();
          }}
          placeholder={t('cart.coupon.placeholder')}
          autoComplete="off"
          // eslint-disable-next-line lingui/no-unlocalized-strings -- an attribute value, not a word
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? messageId : undefined}
          className="uppercase placeholder:normal-case"
        />
        <Button type="submit" variant="outline" disabled={apply.isPending || !code.trim()}>
          {t('cart.coupon.apply')}
        </Button>
      </div>
      {refusal && (
        <p id={messageId} className="text-sm text-danger" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}
