import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
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
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to cancel the order'),
          variant: 'destructive',
        }),
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="outline"
        className="border-danger/40 text-danger hover:bg-danger-soft"
        onClick={() => setOpen(true)}
      >
        Cancel order
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel order #{number}?</DialogTitle>
          <DialogDescription>
            The studio will not prepare or send it. This cannot be undone; you can always order again.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep order</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            Cancel order
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
