import {
  formatRupees,
  RETURN_REASON_LABELS,
  VOID_RETURN_STATUSES,
  type Return,
  type RefundToView,
} from '@shop/domain';
import { Download, ExternalLink, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '@/components/product/product-image';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useCancelReturn } from '../api/cancel-return';
import { downloadReturnCreditNote } from '../api/download-credit-note';
import type { GuestPair } from '../api/keys';
import { ReturnStatusBadge } from '@/components/return-status-badge';

function refundDestination(refundTo: RefundToView | null): string {
  if (!refundTo) return 'to the account you paid from';
  if (refundTo.method === 'upi') return `to your UPI ID ${refundTo.upiId}`;
  return `to your bank account ${refundTo.accountNumber} (${refundTo.ifsc})`;
}

/** How the parcel comes back, once approved. */
function Pickup({ pickup, status }: Pick<Return, 'pickup' | 'status'>) {
  if (!pickup || status !== 'approved') return null;
  if (pickup.method === 'customer') {
    return (
      <p className="text-sm text-ink-soft">
        <strong className="font-semibold text-ink">Please send it to us.</strong> Pack the piece with its tag
        and write your return number on the parcel.
      </p>
    );
  }
  return (
    <div className="grid gap-1 text-sm text-ink-soft">
      <p className="flex items-center gap-2">
        <Truck aria-hidden="true" className="size-4 shrink-0 text-accent" />
        <span>
          Pickup by <strong className="font-semibold text-ink">{pickup.courier}</strong>
        </span>
      </p>
      {pickup.trackingNumber && (
        <p className="text-muted">
          AWB number{' '}
          <span className="font-mono font-medium tracking-wide text-ink select-all">
            {pickup.trackingNumber}
          </span>
        </p>
      )}
      {pickup.trackingUrl && (
        <a
          href={pickup.trackingUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex h-11 w-fit items-center gap-1.5 rounded-full border border-accent px-4 font-medium text-accent hover:bg-accent-soft"
        >
          Track the pickup <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens {pickup.courier}’s site)</span>
        </a>
      )}
    </div>
  );
}

/** What happens to the money or the replacement. */
function Settlement({ entry, guest }: { entry: Return; guest: boolean }) {
  const hasRefund = entry.items.some((item) => item.resolution === 'refund');
  const closed = VOID_RETURN_STATUSES.includes(entry.status);
  return (
    <>
      {entry.refund ? (
        <p className="text-sm text-ink-soft" data-testid="return-refund">
          <strong className="font-semibold text-leaf">Refunded {formatRupees(entry.refund.amount)}</strong> on{' '}
          <time dateTime={entry.refund.at}>{formatDate(entry.refund.at)}</time> · UTR / reference{' '}
          <span className="font-mono text-ink">{entry.refund.reference}</span>
        </p>
      ) : (
        hasRefund &&
        !closed && (
          <p className="text-sm text-ink-soft">
            Refund of {formatRupees(entry.refundDue)} {refundDestination(entry.refundTo)}, once the piece
            reaches us.
          </p>
        )
      )}
      {entry.replacementOrderId && (
        <p className="text-sm text-ink-soft">
          Your replacement:{' '}
          {guest ? (
            <>order #{entry.replacementOrderNumber}; track it with that number and your mobile number.</>
          ) : (
            <Link
              to={`/orders/${entry.replacementOrderId}`}
              className="inline-flex min-h-11 items-center font-medium text-accent underline-offset-4 hover:underline"
            >
              Order #{entry.replacementOrderNumber}
            </Link>
          )}
        </p>
      )}
    </>
  );
}

/** One return of the order as its shopper follows it, with "Cancel request" until the pickup. */
export function ReturnCard({
  entry,
  orderId,
  guest,
}: {
  entry: Return;
  orderId: string;
  guest?: GuestPair | undefined;
}) {
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const cancel = useCancelReturn(orderId, guest);

  const confirmCancel = () =>
    cancel.mutate(entry.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: 'Request cancelled',
          description: `Return ${entry.number} has been cancelled.`,
          variant: 'success',
        });
      },
      onError: (error) => toastError('Could not cancel', errorMessage(error, 'Please try again.')),
    });

  const download = async () => {
    setDownloading(true);
    try {
      await downloadReturnCreditNote(entry.id, entry.number);
    } catch (error) {
      toastError('Download failed', errorMessage(error, 'The credit note could not be downloaded'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <li className="grid gap-3 rounded-xl border border-line bg-card p-4" data-testid="return-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-ink">Return {entry.number}</h3>
        <ReturnStatusBadge status={entry.status} />
      </div>
      <p className="-mt-2 text-xs text-muted">
        Asked on <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time> ·{' '}
        {RETURN_REASON_LABELS[entry.reason]}
      </p>
      <ul className="grid gap-2">
        {entry.items.map((item) => (
          <li key={item.id} className="grid grid-cols-[40px_1fr] items-center gap-3 text-sm">
            <ProductImage src={item.image} alt="" sizes="40px" className="size-10 rounded-lg" />
            <div className="min-w-0">
              <p className="font-medium text-ink">
                {item.quantity} × {item.name}
                {item.variantTitle && <span className="font-normal text-muted"> ({item.variantTitle})</span>}
              </p>
              <p className="text-muted">
                {item.resolution === 'exchange'
                  ? `Exchange for ${item.exchangeVariantTitle ?? 'another size'}`
                  : 'Refund'}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {entry.status === 'requested' && (
        <p className="text-sm text-ink-soft">
          We are looking at your request; once approved we arrange the pickup.
        </p>
      )}
      {entry.rejectionReason && (
        <p className="rounded-xl bg-danger-soft px-3 py-2 text-sm text-ink">
          <strong className="font-semibold">Why we could not accept it:</strong> {entry.rejectionReason}
        </p>
      )}
      <Pickup pickup={entry.pickup} status={entry.status} />
      <Settlement entry={entry} guest={Boolean(guest)} />
      {(entry.canCancel || (entry.creditNoteNumber && !guest)) && (
        <div className="flex flex-wrap gap-2">
          {entry.creditNoteNumber && !guest && (
            <Button
              variant="outline"
              size="sm"
              className="h-11"
              disabled={downloading}
              onClick={() => void download()}
            >
              <Download aria-hidden="true" className="size-4" />
              {downloading ? 'Preparing…' : 'Download credit note'}
            </Button>
          )}
          {entry.canCancel && (
            <Button
              variant="outline"
              size="sm"
              className="h-11 border-danger/40 text-danger hover:bg-danger-soft"
              onClick={() => setConfirming(true)}
            >
              Cancel request
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Cancel return ${entry.number}?`}
        description="We will not pick the parcel up, and any size held for your exchange goes back on the shelf. You can ask again while the return window is open."
        cancelLabel="Keep request"
        confirmLabel="Yes, cancel it"
        destructive
        pending={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </li>
  );
}
