import { formatRupees, VOID_RETURN_STATUSES, type Return, type RefundToView } from '@shop/domain';
import { Trans } from '@lingui/react';
import { Download, ExternalLink, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { ProductImage } from '@/components/product/product-image';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDates, useT, type Translate } from '@/lib/i18n/i18n';
import { useCancelReturn } from '../api/cancel-return';
import { downloadReturnCreditNote } from '../api/download-credit-note';
import type { GuestPair } from '../api/keys';
import { RETURN_REASON_WORDS } from '../lib/return-form';
import { ReturnStatusBadge } from '@/components/return-status-badge';

/** "Refund of ₹x to …, once the piece reaches us." */
function refundDue(amount: string, refundTo: RefundToView | null, t: Translate): string {
  if (!refundTo) return t('return.refundDue.paidFrom', { amount });
  if (refundTo.method === 'upi') return t('return.refundDue.upi', { amount, upiId: refundTo.upiId });
  return t('return.refundDue.bank', { amount, accountNumber: refundTo.accountNumber, ifsc: refundTo.ifsc });
}

const STRONG_INK = <strong className="font-semibold text-ink" />;

/** How the parcel comes back, once approved. */
function Pickup({ pickup, status }: Pick<Return, 'pickup' | 'status'>) {
  const t = useT();
  if (!pickup || status !== 'approved') return null;
  if (pickup.method === 'customer') {
    return (
      <p className="text-sm text-ink-soft">
        <Trans id="return.pickup.sendUs" components={{ 0: STRONG_INK }} />
      </p>
    );
  }
  return (
    <div className="grid gap-1 text-sm text-ink-soft">
      <p className="flex items-center gap-2">
        <Truck aria-hidden="true" className="size-4 shrink-0 text-accent" />
        <span>
          <Trans
            id="return.pickup.by"
            values={{ courier: pickup.courier ?? '' }}
            components={{ 0: STRONG_INK }}
          />
        </span>
      </p>
      {pickup.trackingNumber && (
        <p className="text-muted">
          {t('order.awbNumber')}{' '}
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
          {t('return.pickup.track')} <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('order.opensCourierSite', { courier: pickup.courier ?? '' })}</span>
        </a>
      )}
    </div>
  );
}

/** What happens to the money or the replacement. */
function Settlement({ entry, guest }: { entry: Return; guest: boolean }) {
  const t = useT();
  const dates = useDates();
  const hasRefund = entry.items.some((item) => item.resolution === 'refund');
  const closed = VOID_RETURN_STATUSES.includes(entry.status);
  return (
    <>
      {entry.refund ? (
        <p className="text-sm text-ink-soft" data-testid="return-refund">
          <Trans
            id="return.refunded"
            values={{
              amount: formatRupees(entry.refund.amount),
              date: dates.date(entry.refund.at),
              reference: entry.refund.reference,
            }}
            components={{
              0: <strong className="font-semibold text-leaf" />,
              1: <time dateTime={entry.refund.at} />,
              2: <span className="font-mono text-ink" />,
            }}
          />
        </p>
      ) : (
        hasRefund &&
        !closed && (
          <p className="text-sm text-ink-soft">
            {refundDue(formatRupees(entry.refundDue), entry.refundTo, t)}
          </p>
        )
      )}
      {entry.replacementOrderId && (
        <p className="text-sm text-ink-soft">
          {t('return.replacement')}{' '}
          {guest ? (
            t('return.replacementGuest', { number: entry.replacementOrderNumber ?? '' })
          ) : (
            <Link
              to={`/orders/${entry.replacementOrderId}`}
              className="inline-flex min-h-11 items-center font-medium text-accent underline-offset-4 hover:underline"
            >
              {t('order.number', { number: entry.replacementOrderNumber ?? '' })}
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
  const t = useT();
  const dates = useDates();
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const cancel = useCancelReturn(orderId, guest);

  const confirmCancel = () =>
    cancel.mutate(entry.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: t('return.cancelled'),
          description: t('return.cancelledBody', { number: entry.number }),
          variant: 'success',
        });
      },
      onError: (error) => toastError(t('return.cancelFailed'), errorMessage(error, t('return.tryAgain'))),
    });

  const download = async () => {
    setDownloading(true);
    try {
      await downloadReturnCreditNote(entry.id, entry.number);
    } catch (error) {
      toastError(t('order.downloadFailed'), errorMessage(error, t('return.creditNoteFailed')));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <li className="grid gap-3 rounded-xl border border-line bg-card p-4" data-testid="return-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-ink">{t('return.number', { number: entry.number })}</h3>
        <ReturnStatusBadge status={entry.status} />
      </div>
      <p className="-mt-2 text-xs text-muted">
        <Trans
          id="return.askedOn"
          values={{ date: dates.date(entry.createdAt), reason: t(RETURN_REASON_WORDS[entry.reason]) }}
          components={{ 0: <time dateTime={entry.createdAt} /> }}
        />
      </p>
      <ul className="grid gap-2">
        {entry.items.map((item) => (
          <li key={item.id} className="grid grid-cols-[40px_1fr] items-center gap-3 text-sm">
            {/* eslint-disable-next-line lingui/no-unlocalized-strings -- an image size, not a word */}
            <ProductImage src={item.image} alt="" sizes="40px" className="size-10 rounded-lg" />
            <div className="min-w-0">
              <p className="font-medium text-ink">
                {item.quantity} × {item.name}
                {item.variantTitle && <span className="font-normal text-muted"> ({item.variantTitle})</span>}
              </p>
              <p className="text-muted">
                {item.resolution !== 'exchange'
                  ? t('return.refund')
                  : item.exchangeVariantTitle
                    ? t('return.item.exchangeFor', { size: item.exchangeVariantTitle })
                    : t('return.item.exchangeOther')}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {entry.status === 'requested' && <p className="text-sm text-ink-soft">{t('return.lookingAt')}</p>}
      {entry.rejectionReason && (
        <p className="rounded-xl bg-danger-soft px-3 py-2 text-sm text-ink">
          <strong className="font-semibold">{t('return.whyRejected')}</strong> {entry.rejectionReason}
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
              {downloading ? t('order.preparing') : t('order.downloadCreditNote')}
            </Button>
          )}
          {entry.canCancel && (
            <Button
              variant="outline"
              size="sm"
              className="h-11 border-danger/40 text-danger hover:bg-danger-soft"
              onClick={() => setConfirming(true)}
            >
              {t('return.cancel.button')}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('return.cancel.title', { number: entry.number })}
        description={t('return.cancel.body')}
        cancelLabel={t('return.cancel.keep')}
        confirmLabel={t('return.cancel.confirm')}
        destructive
        pending={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </li>
  );
}
