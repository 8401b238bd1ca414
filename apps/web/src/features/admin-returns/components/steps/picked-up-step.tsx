import type { Return } from '@shop/domain';
import { Button } from '@/components/ui/button';
import { useReturnStep } from '../../hooks/use-return-step';
import { StepPanel } from './step-panel';

/** The courier collected the parcel (or the customer sent it): one click. */
export function PickedUpStep({ ret }: { ret: Return }) {
  const step = useReturnStep(ret);
  const byCourier = ret.pickup?.method === 'courier';
  return (
    <StepPanel
      title="Picked up"
      description={
        byCourier
          ? `When ${ret.pickup?.courier ?? 'the courier'} has collected the parcel (AWB ${ret.pickup?.trackingNumber ?? '–'}).`
          : 'When the customer has sent the parcel.'
      }
      error={step.formError}
      onSubmit={() => step.send({ status: 'picked_up' })}
      actions={
        <Button type="submit" disabled={step.pending}>
          Mark picked up
        </Button>
      }
    />
  );
}
