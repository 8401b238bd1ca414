import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCancelOrder } from '../api/cancel-order';

/** A pending order may be cancelled by its customer; the server puts the stock back. */
export function CancelOrderButton({ orderId, number }: { orderId: string; number: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();

  const confirm = () =>
    cancel.mutate(orderId, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Order cancelled', description: `Order #${number} has been cancelled.` });
      },
      onError: (error) => toastError('Error', errorMessage(error, 'Failed to cancel the order')),
    });

  return (
    <>
      <Button
        variant="outline"
        className="border-danger/40 text-danger hover:bg-danger-soft"
        onClick={() => setOpen(true)}
      >
        Cancel order
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Cancel order #${number}?`}
        description="The studio will not prepare or send it. This cannot be undone; you can always order again."
        cancelLabel="Keep order"
        confirmLabel="Cancel order"
        destructive
        pending={cancel.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
