import { useState, type FormEvent } from 'react';
import { describedBy, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toastError } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { useT } from '@/lib/i18n/i18n';
import { useSubmitUtr } from '../api/upi-payment';

/**
 * The 12-digit UTR of the customer's payment. The server checks its form (422 on `utr`, shown by
 * the field in the server's words); given again before the shop decides, it replaces the first.
 */
export function UtrForm({ orderId, given }: { orderId: string; given: string | null }) {
  const t = useT();
  const hint = t('payment.utr.hint');
  const [utr, setUtr] = useState('');
  const submit = useSubmitUtr();
  const error = fieldErrorsOf(submit.error).utr;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    submit.mutate(
      { orderId, utr },
      {
        onSuccess: () => setUtr(''),
        onError: (failure) => {
          if (!(failure instanceof ApiError && failure.status === 422)) {
            toastError(t('payment.utr.notSent'), errorMessage(failure, t('payment.utr.sendFailed')));
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3" aria-label={t('payment.utr.formLabel')}>
      <FormField
        id="utr"
        label={given ? t('payment.utr.correct') : t('payment.utr.label')}
        error={error}
        hint={hint}
      >
        <Input
          id="utr"
          name="utr"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('payment.utr.placeholder')}
          value={utr}
          onChange={(event) => setUtr(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('utr', error, hint)}
          className="h-12 text-base tracking-wider tabular-nums"
        />
      </FormField>
      <Button type="submit" size="lg" variant={given ? 'outline' : 'default'} disabled={submit.isPending}>
        {submit.isPending ? <Spinner className="size-4" label={t('payment.utr.sending')} /> : null}
        {given ? t('payment.utr.update') : t('payment.utr.send')}
      </Button>
    </form>
  );
}
