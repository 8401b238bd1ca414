import type { Return } from '@shop/domain';
import { Button } from '@/components/ui/button';
import { useReturnStep } from '../../hooks/use-return-step';
import { lineText } from '../../lib/return-text';
import { StepPanel } from './step-panel';

/** The exchange lines go out again as a ₹0 replacement order, which ships like any order. */
export function ExchangeStep({ ret }: { ret: Return }) {
  const step = useReturnStep(ret);
  const lines = ret.items.filter((item) => item.resolution === 'exchange');
  return (
    <StepPanel
      title="Send the replacement"
      description="A replacement order at ₹0 is opened for these pieces; it ships like any order, from Order Management."
      error={step.formError}
      onSubmit={() => step.send({ status: 'exchanged' })}
      actions={
        <Button type="submit" disabled={step.pending}>
          {step.pending ? 'Opening…' : 'Send replacement'}
        </Button>
      }
    >
      <ul className="grid gap-1 text-sm text-ink">
        {lines.map((item) => (
          <li key={item.id}>{lineText(item)}</li>
        ))}
      </ul>
    </StepPanel>
  );
}
