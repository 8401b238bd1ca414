import { NOTIFICATION_KIND_LABELS, type Notification } from '@shop/domain';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useOrderNotifications } from '../api/get-order-notifications';
import { useResendNotification } from '../api/resend-notification';
import { plural } from '@/lib/plural';

/** What staff read for a mail's state: a refused send waiting for its retry is "Retrying". */
function stateOf(row: Notification): { label: string; variant: BadgeProps['variant'] } {
  if (row.state === 'sent') return { label: 'Sent', variant: 'success' };
  if (row.state === 'logged') return { label: 'Not sent: no mail server', variant: 'highlight' };
  if (row.state === 'failed') return { label: 'Failed', variant: 'destructive' };
  if (row.state === 'sending') return { label: 'Sending', variant: 'secondary' };
  if (row.lastError) return { label: 'Failed, retrying', variant: 'highlight' };
  return { label: 'Queued', variant: 'secondary' };
}

function sentLine(row: Notification): string {
  if (!row.sentAt) return `Queued ${formatDateTime(row.createdAt)}`;
  if (row.state === 'logged')
    return `Written to the server log ${formatDateTime(row.sentAt)} (set SMTP_URL to send mail)`;
  return `Sent ${formatDateTime(row.sentAt)}`;
}

/** Every mail of one order (decision 029): to whom, its state and attempts, and a resend. */
export function NotificationsPanel({ orderId }: { orderId: string }) {
  const { data, isPending, isError } = useOrderNotifications(orderId);
  const resend = useResendNotification(orderId);

  if (isPending) return <Skeleton className="h-16 w-full" />;
  if (isError) return <p className="text-sm text-danger">The notifications could not be loaded.</p>;
  if (data.length === 0) return <p className="text-sm text-muted">No mail for this order yet.</p>;

  return (
    <ul className="grid gap-2" aria-label="Notifications">
      {data.map((row) => {
        const state = stateOf(row);
        const canResend = row.state === 'sent' || row.state === 'logged' || row.state === 'failed';
        return (
          <li key={row.id} className="grid gap-1 rounded-xl border border-line bg-card px-3.5 py-2.5 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-ink">{NOTIFICATION_KIND_LABELS[row.kind]}</span>
              <Badge variant={state.variant}>{state.label}</Badge>
            </div>
            <span className="break-all text-muted">To {row.recipient}</span>
            <span className="text-muted">
              {sentLine(row)}
              {row.attempts > 0 && ` · ${plural(row.attempts, { one: 'attempt', other: 'attempts' })}`}
            </span>
            {row.lastError && <span className="break-words text-danger">{row.lastError}</span>}
            {canResend && (
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                disabled={resend.isPending}
                onClick={() =>
                  resend.mutate(row.id, {
                    onSuccess: () =>
                      toast({
                        title: 'Mail queued',
                        description: `It will go to ${row.recipient} shortly.`,
                        variant: 'success',
                      }),
                    onError: (error) =>
                      toastError('Resend failed', errorMessage(error, 'Could not resend the mail')),
                  })
                }
              >
                Resend
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
