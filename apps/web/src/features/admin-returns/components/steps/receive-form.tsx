import type { Return } from '@shop/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useReturnStep } from '../../hooks/use-return-step';
import { lineText } from '../../lib/return-text';
import { StepPanel } from './step-panel';

/**
 * The parcel is at the studio: for each line, whether its pieces go back to stock (ticked by
 * default) or not, because they came back damaged. Every line is sent with its answer.
 */
export function ReceiveForm({ ret }: { ret: Return }) {
  const step = useReturnStep(ret, ['items']);
  const [restock, setRestock] = useState<Record<string, boolean>>({});
  const backToStock = (itemId: string) => restock[itemId] ?? true;

  return (
    <StepPanel
      title="Receive the parcel"
      description="Untick a line that came back damaged: its pieces stay out of stock."
      error={step.formError ?? step.fieldErrors.items ?? null}
      onSubmit={() =>
        step.send({
          status: 'received',
          items: ret.items.map((item) => ({ returnItemId: item.id, restock: backToStock(item.id) })),
        })
      }
      actions={
        <Button type="submit" disabled={step.pending}>
          {step.pending ? 'Saving…' : 'Mark received'}
        </Button>
      }
    >
      <ul className="grid gap-2">
        {ret.items.map((item) => {
          const id = `restock-${item.id}`;
          return (
            <li
              key={item.id}
              className="flex min-h-11 items-center justify-between gap-3 rounded-lg bg-card px-3 py-2"
            >
              <span className="text-sm text-ink">{lineText(item)}</span>
              <span className="flex shrink-0 items-center gap-2">
                <Checkbox
                  id={id}
                  aria-label={`Back to stock: ${lineText(item)}`}
                  checked={backToStock(item.id)}
                  onCheckedChange={(value) => setRestock({ ...restock, [item.id]: value === true })}
                />
                <Label htmlFor={id}>Back to stock</Label>
              </span>
            </li>
          );
        })}
      </ul>
    </StepPanel>
  );
}
