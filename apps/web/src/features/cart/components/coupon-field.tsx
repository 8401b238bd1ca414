import type { CartCoupon } from '@shop/domain';
import { TicketPercent, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useApplyCoupon } from '../api/apply-coupon';
import { useRemoveCoupon } from '../api/remove-coupon';

/**
 * The cart's one coupon code: a field to apply it, or the applied code with a button to take it
 * off. The server checks every rule; a refusal is shown in its words under the field, and a code
 * that stopped applying (switched off, expired) is shown with the reason.
 */
export function CouponField({ coupon }: { coupon: CartCoupon | null }) {
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
            <span className="text-muted">{coupon.message ? 'not applied' : 'applied'}</span>
          </span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
            aria-label={`Remove code ${coupon.code}`}
          >
            <X className="size-4" aria-hidden="true" /> Remove
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
  const refusal = apply.isError ? errorMessage(apply.error, 'Could not apply the code') : null;

  return (
    <form className="grid gap-1.5" onSubmit={submit} aria-label="Coupon code">
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        Coupon code
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (apply.isError) apply.reset();
          }}
          placeholder="Enter code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? messageId : undefined}
          className="uppercase placeholder:normal-case"
        />
        <Button type="submit" variant="outline" disabled={apply.isPending || !code.trim()}>
          Apply
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
