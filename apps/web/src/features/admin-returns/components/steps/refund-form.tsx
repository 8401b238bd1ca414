import { formatRupees, type Return } from '@shop/domain';
import { useState } from 'react';
import { describedBy, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useReturnStep } from '../../hooks/use-return-step';
import { RefundDestination } from '../refund-destination';
import { StepPanel } from './step-panel';

/** ₹1,235.5 as "1235.50", ₹1,300 as "1300": how a person types it. */
const rupeesText = (rupees: number) => (Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2));

/** Paise, so ₹1,299.10 compares exactly. */
const paise = (rupees: number) => Math.round(rupees * 100);

function amountProblem(text: string, limit: number): string | undefined {
  const rupees = Number(text);
  if (!text.trim() || !Number.isFinite(rupees) || rupees <= 0) return 'Enter the amount refunded';
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return 'Amount is in rupees with at most two decimals';
  if (paise(rupees) > paise(limit)) {
    return `At most ${formatRupees(limit)}: what the returned pieces are worth`;
  }
  return undefined;
}

/**
 * The refund is made outside the shop (UPI or bank transfer); staff record the amount sent and its
 * UTR or bank reference. The amount starts at what is due and may not pass what the lines are worth.
 */
export function RefundForm({ ret }: { ret: Return }) {
  const step = useReturnStep(ret, ['amount', 'reference']);
  const [amount, setAmount] = useState(rupeesText(ret.refundDue));
  const [reference, setReference] = useState('');
  const [checked, setChecked] = useState<{ amount?: string; reference?: string }>({});
  const amountError = checked.amount ?? step.fieldErrors.amount;
  const referenceError = checked.reference ?? step.fieldErrors.reference;
  const id = `refund-${ret.id}`;
  const amountHint = `Due ${formatRupees(ret.refundDue)}; at most ${formatRupees(ret.refundLimit)}.`;

  const submit = () => {
    const problems = {
      amount: amountProblem(amount, ret.refundLimit),
      reference: reference.trim() ? undefined : 'Enter the UTR or bank reference of the refund',
    };
    setChecked(problems);
    if (problems.amount || problems.reference) return;
    step.send({ status: 'refunded', amount: Number(amount), reference: reference.trim() });
  };

  return (
    <StepPanel
      title="Refund"
      description="Send the money first, then record it here; the customer is told."
      error={step.formError}
      onSubmit={submit}
      actions={
        <Button type="submit" disabled={step.pending}>
          {step.pending ? 'Saving…' : 'Record refund'}
        </Button>
      }
    >
      <div className="grid gap-1.5 rounded-lg bg-card p-3">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">Send it to</p>
        <RefundDestination ret={ret} />
      </div>
      <div className="grid gap-3">
        <FormField id={`${id}-amount`} label="Amount refunded" error={amountError} hint={amountHint}>
          <Input
            id={`${id}-amount`}
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            max={ret.refundLimit}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={describedBy(`${id}-amount`, amountError, amountHint)}
          />
        </FormField>
        <FormField id={`${id}-reference`} label="UTR or reference" error={referenceError}>
          <Input
            id={`${id}-reference`}
            value={reference}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setReference(event.target.value)}
            aria-invalid={referenceError ? true : undefined}
            aria-describedby={describedBy(`${id}-reference`, referenceError)}
          />
        </FormField>
      </div>
    </StepPanel>
  );
}
