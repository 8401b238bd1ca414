import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

/** Cancel and the submit button of a dialog's form; the submit button spins and locks while saving. */
export function FormDialogFooter({
  submitLabel,
  pending,
  pendingLabel,
  onCancel,
  className,
}: {
  submitLabel: string;
  pending: boolean;
  /** What the spinner says to screen readers ('Saving'). */
  pendingLabel: string;
  onCancel: () => void;
  className?: string;
}) {
  return (
    <DialogFooter className={className}>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending && <Spinner className="text-white" label={pendingLabel} />}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
