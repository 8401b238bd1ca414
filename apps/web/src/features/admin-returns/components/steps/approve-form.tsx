import { type Courier, type Return } from '@shop/domain';
import { useState } from 'react';
import { describedBy, FormField } from '@/components/form-field';
import { CourierOptions } from '@/components/courier-options';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useReturnStep } from '../../hooks/use-return-step';
import { StepPanel } from './step-panel';

type Method = 'courier' | 'customer';
const AWB_PATTERN = /^[A-Z0-9][A-Z0-9-]{3,39}$/;

/**
 * Approving says how the parcel comes back: the courier's reverse pickup (its name and AWB number),
 * or the customer sends it themselves. A missing courier or AWB is asked for before anything is sent.
 */
export function ApproveForm({ ret }: { ret: Return }) {
  const step = useReturnStep(ret, ['courier', 'trackingNumber', 'pickup']);
  const [method, setMethod] = useState<Method>('courier');
  const [courier, setCourier] = useState<Courier | ''>('');
  const [awb, setAwb] = useState('');
  const [checked, setChecked] = useState<{ courier?: string; awb?: string }>({});
  const courierError = checked.courier ?? step.fieldErrors.courier;
  const awbError = checked.awb ?? step.fieldErrors.trackingNumber;
  const id = `approve-${ret.id}`;

  const submit = () => {
    if (method === 'customer') {
      setChecked({});
      step.send({ status: 'approved', pickup: { method: 'customer' } });
      return;
    }
    const trackingNumber = awb.trim().toUpperCase();
    const problems = {
      courier: courier ? undefined : 'Choose the courier that picks the parcel up',
      awb: !trackingNumber
        ? 'Enter the AWB number of the reverse pickup'
        : AWB_PATTERN.test(trackingNumber)
          ? undefined
          : 'Enter the AWB (tracking) number: 4 to 40 letters, digits or hyphens',
    };
    setChecked(problems);
    if (problems.courier || problems.awb || !courier) return;
    step.send({ status: 'approved', pickup: { method: 'courier', courier, trackingNumber } });
  };

  return (
    <StepPanel
      title="Approve the return"
      description="Say how the parcel comes back to the studio: a reverse pickup you booked with a courier, or the customer posts it. The customer is told."
      error={step.formError ?? step.fieldErrors.pickup ?? null}
      onSubmit={submit}
      actions={
        <Button type="submit" disabled={step.pending}>
          {step.pending ? 'Approving…' : 'Approve'}
        </Button>
      }
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">Pickup</legend>
        {(
          [
            ['courier', 'Reverse pickup'],
            ['customer', 'The customer sends it'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-2.5 text-sm text-ink">
            <input
              type="radio"
              name={`${id}-method`}
              value={value}
              checked={method === value}
              onChange={() => setMethod(value)}
              className="size-4 accent-[var(--color-accent)]"
            />
            {label}
          </label>
        ))}
      </fieldset>
      {method === 'courier' && (
        <div className="grid gap-3">
          <FormField id={`${id}-courier`} label="Courier" error={courierError}>
            <NativeSelect
              id={`${id}-courier`}
              value={courier}
              onChange={(event) => setCourier(event.target.value as Courier | '')}
              aria-invalid={courierError ? true : undefined}
              aria-describedby={describedBy(`${id}-courier`, courierError)}
            >
              <CourierOptions />
            </NativeSelect>
          </FormField>
          <FormField id={`${id}-awb`} label="AWB number" error={awbError}>
            <Input
              id={`${id}-awb`}
              value={awb}
              maxLength={40}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setAwb(event.target.value)}
              aria-invalid={awbError ? true : undefined}
              aria-describedby={describedBy(`${id}-awb`, awbError)}
            />
          </FormField>
        </div>
      )}
    </StepPanel>
  );
}
