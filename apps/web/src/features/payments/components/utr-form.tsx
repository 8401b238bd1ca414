import { useState, type FormEvent } from 'react';
import { describedBy, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toastError } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { useSubmitUtr } from '../api/upi-payment';

const HINT = 'Your UPI app shows it on the payment’s receipt as UTR, UPI Ref. No. or Transaction ID.';

/**
 * The 12-digit UTR of the customer's payment. The server checks its form (422 on `utr`, shown by
 * the field in the server's words); given again before the shop decides, it replaces the first.
 */
export function UtrForm({ orderId, given }: { orderId: string; given: string | null }) {
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
            toastError('The UTR was not sent', errorMessage(failure, 'Failed to send the UTR'));
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3" aria-label="UTR">
      <FormField
        id="utr"
        label={given ? 'Entered a wrong UTR? Correct it' : 'UTR (12-digit UPI reference number)'}
        error={error}
        hint={HINT}
      >
        <Input
          id="utr"
          name="utr"
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 412345678901"
          value={utr}
          onChange={(event) => setUtr(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('utr', error, HINT)}
          className="h-12 text-base tracking-wider tabular-nums"
        />
      </FormField>
      <Button type="submit" size="lg" variant={given ? 'outline' : 'default'} disabled={submit.isPending}>
        {submit.isPending ? <Spinner className="size-4" label="Sending the UTR" /> : null}
        {given ? 'Update UTR' : 'I have paid: send UTR'}
      </Button>
    </form>
  );
}
