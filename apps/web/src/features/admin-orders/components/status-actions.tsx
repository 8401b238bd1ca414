import { nextStatuses, ORDER_STATUS_LABELS, type Courier, type Order, type OrderStatus } from '@shop/domain';
import { useState, type ReactNode } from 'react';
import { CourierOptions } from '@/components/courier-options';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { useUpdateOrderStatus, type StatusChange } from '../api/update-order-status';

const ACTION_LABEL: Record<OrderStatus, string> = {
  awaiting_payment: 'Mark awaiting payment',
  pending: 'Mark pending',
  processing: 'Start processing',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  returned: 'Returned to origin',
  cancelled: 'Cancel order',
};

/** Moves that ask for more before they are made: they open a small form instead of acting at once. */
type AskingMove = 'shipped' | 'returned' | 'cancelled';
const asks = (status: OrderStatus): status is AskingMove =>
  status === 'shipped' || status === 'returned' || status === 'cancelled';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-danger">
      {message}
    </p>
  );
}

function Panel({ label, tone, children }: { label: string; tone: 'danger' | 'plain'; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-label={label}
      className={
        tone === 'danger'
          ? 'grid gap-3 rounded-xl border border-danger/30 bg-danger-soft p-3'
          : 'grid gap-3 rounded-xl border border-line bg-sand/40 p-3'
      }
    >
      {children}
    </div>
  );
}

/**
 * Only the moves the lifecycle allows from here (the server's list, else the domain table).
 * Shipping asks for the courier and AWB number, a return to origin for its reason, and cancelling
 * asks first, because it cannot be undone and puts the stock back.
 */
export function StatusActions({ order, onChanged }: { order: Order; onChanged?: (order: Order) => void }) {
  const update = useUpdateOrderStatus();
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState<AskingMove | null>(null);
  const [courier, setCourier] = useState<Courier | ''>('');
  const [awb, setAwb] = useState('');
  const [reason, setReason] = useState('');
  const allowed = order.nextStatuses.length ? order.nextStatuses : nextStatuses(order.status);
  const errors = fieldErrorsOf(update.error);

  // A UPI order goes ahead only by staff's verdict on its payment, in the Payment panel (decision 038).
  if (order.status === 'awaiting_payment') {
    return (
      <p className="text-sm text-muted">
        Waiting for the UPI payment: mark it paid or not received under Payment.
      </p>
    );
  }
  if (allowed.length === 0) {
    return (
      <p className="text-sm text-muted">
        This order is {ORDER_STATUS_LABELS[order.status].toLowerCase()}; there is nothing more to do.
      </p>
    );
  }

  const move = (change: Omit<StatusChange, 'id' | 'note'>) =>
    update.mutate(
      { id: order.id, note: note.trim() || undefined, ...change },
      {
        onSuccess: (changed) => {
          setNote('');
          setAsking(null);
          setReason('');
          toast({
            title: 'Order updated',
            description: `Order #${changed.number} is now ${ORDER_STATUS_LABELS[changed.status].toLowerCase()}.`,
            variant: 'success',
          });
          onChanged?.(changed);
        },
        onError: (error) => {
          // A field's own message shows under it; a toast would only say it twice.
          if (Object.keys(fieldErrorsOf(error)).length === 0) {
            toastError('Update failed', errorMessage(error, 'Failed to update the order'));
          }
        },
      },
    );

  const open = (status: AskingMove) => {
    update.reset();
    setAsking(status);
  };
  const back = (
    <Button variant="outline" onClick={() => setAsking(null)}>
      Back
    </Button>
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
          placeholder="e.g. Packed in the gift box"
          className="min-h-16"
        />
      </div>
      {asking === 'shipped' ? (
        <Panel label="Ship the order" tone="plain">
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid content-start gap-1.5">
              <Label htmlFor={`courier-${order.id}`}>Courier</Label>
              <NativeSelect
                id={`courier-${order.id}`}
                value={courier}
                onChange={(event) => setCourier(event.target.value as Courier | '')}
                aria-invalid={errors.courier ? true : undefined}
                aria-describedby={errors.courier ? `courier-${order.id}-error` : undefined}
              >
                <CourierOptions />
              </NativeSelect>
              <FieldError id={`courier-${order.id}-error`} message={errors.courier} />
            </div>
            <div className="grid content-start gap-1.5">
              <Label htmlFor={`awb-${order.id}`}>AWB / tracking number</Label>
              <Input
                id={`awb-${order.id}`}
                value={awb}
                maxLength={40}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setAwb(event.target.value)}
                aria-invalid={errors.trackingNumber ? true : undefined}
                aria-describedby={errors.trackingNumber ? `awb-${order.id}-error` : undefined}
              />
              <FieldError id={`awb-${order.id}-error`} message={errors.trackingNumber} />
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={update.isPending}
              onClick={() =>
                move({ status: 'shipped', courier: courier || undefined, trackingNumber: awb.trim() })
              }
            >
              Confirm shipment
            </Button>
            {back}
          </div>
        </Panel>
      ) : asking === 'returned' ? (
        <Panel label="Return to origin" tone="danger">
          <p className="text-sm text-ink">
            The parcel came back undelivered? Its pieces go back into stock and it counts on the customer’s
            record of returns.
          </p>
          <div className="grid gap-1.5">
            <Label htmlFor={`reason-${order.id}`}>Why did it come back?</Label>
            <Input
              id={`reason-${order.id}`}
              value={reason}
              maxLength={500}
              placeholder="e.g. Refused at the door"
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `reason-${order.id}-error` : undefined}
            />
            <FieldError id={`reason-${order.id}-error`} message={errors.reason} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="destructive"
              disabled={update.isPending}
              onClick={() => move({ status: 'returned', reason: reason.trim() || undefined })}
            >
              Confirm return to origin
            </Button>
            {back}
          </div>
        </Panel>
      ) : asking === 'cancelled' ? (
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
            <Button
              variant="destructive"
              disabled={update.isPending}
              onClick={() => move({ status: 'cancelled' })}
            >
              Yes, cancel order
            </Button>
            <Button variant="outline" onClick={() => setAsking(null)}>
              Keep order
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {allowed.map((status) =>
            asks(status) && status !== 'shipped' ? (
              <Button
                key={status}
                variant="outline"
                className="border-danger/40 text-danger hover:bg-danger-soft"
                disabled={update.isPending}
                onClick={() => open(status)}
              >
                {ACTION_LABEL[status]}
              </Button>
            ) : (
              <Button
                key={status}
                disabled={update.isPending}
                onClick={() => (status === 'shipped' ? open('shipped') : move({ status }))}
              >
                {ACTION_LABEL[status]}
              </Button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
