import type { Return } from '@shop/domain';
import { useState } from 'react';
import { describedBy, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { useReturnStep } from '../../hooks/use-return-step';
import { StepPanel } from './step-panel';

const HINT = 'The customer reads this in their order and in the mail.';

/** Saying no: why, in words for the shopper. Asked for before anything is sent. */
export function RejectForm({ ret, onBack }: { ret: Return; onBack: () => void }) {
  const step = useReturnStep(ret, ['reason']);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const error = missing ? 'Say why the return is rejected; the shopper reads it' : step.fieldErrors.reason;
  const id = `reject-${ret.id}`;

  return (
    <StepPanel
      title="Reject the return"
      tone="danger"
      description={
        ret.status === 'received'
          ? 'The piece came back but cannot be accepted. Nothing is refunded or exchanged.'
          : 'The customer keeps the piece; nothing is refunded or exchanged.'
      }
      error={step.formError}
      onSubmit={() => {
        const text = reason.trim();
        setMissing(text.length === 0);
        if (text) step.send({ status: 'rejected', reason: text });
      }}
      actions={
        <>
          <Button type="submit" variant="destructive" disabled={step.pending}>
            Confirm rejection
          </Button>
          <Button type="button" variant="outline" onClick={onBack}>
            Back
          </Button>
        </>
      }
    >
      <FormField id={id} label="Reason for the customer" error={error} hint={HINT}>
        <Textarea
          id={id}
          value={reason}
          maxLength={500}
          className="min-h-20"
          placeholder="e.g. The tag has been removed and the piece has been worn"
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, HINT)}
        />
      </FormField>
    </StepPanel>
  );
}

/** Withdrawing the return for the customer (before the pickup): asked once more, it cannot be undone. */
export function CancelForm({ ret, onBack }: { ret: Return; onBack: () => void }) {
  const step = useReturnStep(ret);
  return (
    <StepPanel
      title="Cancel the return"
      tone="danger"
      description={`Cancel return ${ret.number}? Any stock held for an exchange goes back. This cannot be undone.`}
      error={step.formError}
      onSubmit={() => step.send({ status: 'cancelled' })}
      actions={
        <>
          <Button type="submit" variant="destructive" disabled={step.pending}>
            Yes, cancel return
          </Button>
          <Button type="button" variant="outline" onClick={onBack}>
            Keep return
          </Button>
        </>
      }
    />
  );
}
