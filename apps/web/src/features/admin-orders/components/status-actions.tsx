import { nextStatuses, ORDER_STATUS_LABELS, type Order, type OrderStatus } from '@shop/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useUpdateOrderStatus } from '../api/update-order-status';

const ACTION_LABEL: Record<OrderStatus, string> = {
  pending: 'Mark pending',
  processing: 'Start processing',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
};

/**
 * Only the moves the lifecycle allows from here (the server's list, else the domain table). Cancel
 * asks first, because it cannot be undone and puts the stock back.
 */
export function StatusActions({ order, onChanged }: { order: Order; onChanged?: (order: Order) => void }) {
  const update = useUpdateOrderStatus();
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const allowed = order.nextStatuses.length ? order.nextStatuses : nextStatuses(order.status);

  if (allowed.length === 0) {
    return <p className="text-sm text-muted">This order is {order.status}; there is nothing more to do.</p>;
  }

  const move = (status: OrderStatus) =>
    update.mutate(
      { id: order.id, status, note: note.trim() || undefined },
      {
        onSuccess: (changed) => {
          setNote('');
          setConfirming(false);
          toast({
            title: 'Order updated',
            description: `Order #${changed.number} is now ${ORDER_STATUS_LABELS[changed.status].toLowerCase()}.`,
            variant: 'success',
          });
          onChanged?.(changed);
        },
        onError: (error) => toastError('Update failed', errorMessage(error, 'Failed to update the order')),
      },
    );

  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`note-${order.id}`}>Note for the timeline (optional)</Label>
        <Textarea
          id={`note-${order.id}`}
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.target.value)}
          placeholder="e.g. Sent with Delhivery, AWB 1234"
          className="min-h-16"
        />
      </div>
      {confirming ? (
        <div
          role="alertdialog"
          aria-label="Confirm cancellation"
          className="grid gap-3 rounded-xl border border-danger/30 bg-danger-soft p-3"
        >
          <p className="text-sm text-ink">
            Cancel order #{order.number}? The customer is not charged and the pieces go back into stock. This
            cannot be undone.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="destructive" disabled={update.isPending} onClick={() => move('cancelled')}>
              Yes, cancel order
            </Button>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep order
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {allowed.map((status) =>
            status === 'cancelled' ? (
              <Button
                key={status}
                variant="outline"
                className="border-danger/40 text-danger hover:bg-danger-soft"
                disabled={update.isPending}
                onClick={() => setConfirming(true)}
              >
                {ACTION_LABEL[status]}
              </Button>
            ) : (
              <Button key={status} disabled={update.isPending} onClick={() => move(status)}>
                {ACTION_LABEL[status]}
              </Button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
