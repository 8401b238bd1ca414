import {
  COMPLAINT_STATUS_LABELS,
  formatComplaintTime,
  LANGUAGE_NAMES,
  type AdminComplaint,
  type ComplaintListItem,
  type ComplaintStatus,
} from '@shop/domain';
import { AlertTriangle, CheckCheck, CheckCircle2, MessageSquareWarning, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { describedBy, FormField } from '@/components/form-field';
import { Pagination } from '@/components/pagination';
import { QueryFrame } from '@/components/query-frame';
import { EmptyState, ErrorState } from '@/components/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast, toastError } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/use-page-title';
import { useAcknowledgeComplaint } from '../api/acknowledge-complaint';
import { useComplaint } from '../api/get-complaint';
import { useComplaints, type ComplaintFilter } from '../api/get-complaints';
import { useReplyToComplaint } from '../api/reply-to-complaint';
import { useResolveComplaint } from '../api/resolve-complaint';

const STATUS_BADGE: Record<ComplaintStatus, 'secondary' | 'highlight' | 'success'> = {
  open: 'secondary',
  acknowledged: 'highlight',
  resolved: 'success',
};

function StatusBadges({ complaint }: { complaint: Pick<ComplaintListItem, 'status' | 'overdue'> }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge variant={STATUS_BADGE[complaint.status]}>{COMPLAINT_STATUS_LABELS[complaint.status]}</Badge>
      {complaint.overdue && (
        <Badge variant="destructive">
          <AlertTriangle aria-hidden="true" className="size-3" /> Overdue
        </Badge>
      )}
    </span>
  );
}

/** The deadline that matters now: acknowledgement while open, then resolution. */
const deadlineText = (complaint: ComplaintListItem) =>
  complaint.status === 'resolved'
    ? `Resolved ${formatComplaintTime(complaint.resolvedAt ?? complaint.resolveBy)}`
    : complaint.status === 'open'
      ? `Acknowledge by ${formatComplaintTime(complaint.acknowledgeBy)}`
      : `Resolve by ${formatComplaintTime(complaint.resolveBy)}`;

function ComplaintDetail({ id }: { id: string }) {
  const complaint = useComplaint(id);
  const acknowledge = useAcknowledgeComplaint();
  const resolve = useResolveComplaint();
  const reply = useReplyToComplaint();
  const [message, setMessage] = useState('');
  const replyError =
    reply.error instanceof ApiError && reply.error.status === 422
      ? (reply.error.details[0]?.message ?? reply.error.message)
      : undefined;

  if (complaint.isPending) return <Skeleton className="h-96 w-full" />;
  if (complaint.isError) {
    return (
      <ErrorState
        title="We could not load the complaint"
        message={errorMessage(complaint.error, 'Please try again')}
        onRetry={() => void complaint.refetch()}
      />
    );
  }
  const item: AdminComplaint = complaint.data;
  // The customer's mails are in the language of the pages they filed it from (issue 28).
  const replyHint =
    item.language === 'en'
      ? 'Mailed to the customer and shown when they track the complaint.'
      : `Mailed to the customer in a ${LANGUAGE_NAMES[item.language]} mail, as they wrote from the ${LANGUAGE_NAMES[item.language]} pages: reply in ${LANGUAGE_NAMES[item.language]} if you can. Shown when they track the complaint.`;
  const done = (title: string) => () => toast({ title, description: item.ticketNumber, variant: 'success' });
  const failed = (title: string) => (error: Error) =>
    toastError(title, errorMessage(error, 'Please try again'));
  const sendReply = (event: FormEvent) => {
    event.preventDefault();
    if (reply.isPending) return;
    reply.mutate(
      { id: item.id, message },
      {
        onSuccess: () => {
          setMessage('');
          done('Reply sent to the customer')();
        },
        onError: (error) => {
          if (!(error instanceof ApiError && error.status === 422)) failed('Failed to send the reply')(error);
        },
      },
    );
  };

  return (
    <Card aria-label={`Complaint ${item.ticketNumber}`} role="region">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-xl">{item.ticketNumber}</CardTitle>
          <StatusBadges complaint={item} />
        </div>
        <p className="font-semibold text-ink">{item.subject}</p>
        <p className="text-sm text-muted">
          {item.name} · <a href={`mailto:${item.email}`}>{item.email}</a> ·{' '}
          <a href={`tel:${item.phone.replace(/[^\d+]/g, '')}`}>{item.phone}</a>
          {item.orderNumber ? ` · Order ${item.orderNumber}` : ''} ·{' '}
          <span data-testid="complaint-language">in {LANGUAGE_NAMES[item.language]}</span>
        </p>
        <p className="text-sm text-muted">
          Received {formatComplaintTime(item.createdAt)}. Acknowledge by{' '}
          {formatComplaintTime(item.acknowledgeBy)}; resolve by {formatComplaintTime(item.resolveBy)}.
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="rounded-lg bg-sand/60 p-3 text-sm whitespace-pre-line text-ink">{item.message}</p>
        {item.replies.length > 0 && (
          <ol className="grid gap-2" aria-label="Replies">
            {item.replies.map((entry) => (
              <li key={entry.createdAt} className="rounded-lg border border-line p-3 text-sm">
                <p className="text-xs text-muted">
                  {entry.staffName ?? 'Staff'} · {formatComplaintTime(entry.createdAt)}
                </p>
                <p className="mt-1 whitespace-pre-line text-ink">{entry.message}</p>
              </li>
            ))}
          </ol>
        )}
        {item.status !== 'resolved' && (
          <form onSubmit={sendReply} noValidate className="grid gap-3" aria-label="Reply to the customer">
            <FormField id="complaint-reply" label="Reply to the customer" error={replyError} hint={replyHint}>
              <Textarea
                id="complaint-reply"
                className="min-h-28"
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                aria-invalid={replyError ? true : undefined}
                aria-describedby={describedBy('complaint-reply', replyError, replyHint)}
              />
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={reply.isPending}>
                <Send className="size-4" /> {reply.isPending ? 'Sending…' : 'Send reply'}
              </Button>
              {item.status === 'open' && (
                <Button
                  type="button"
                  variant="outline"
                  disabled={acknowledge.isPending}
                  onClick={() =>
                    acknowledge.mutate(item.id, {
                      onSuccess: done('Complaint acknowledged'),
                      onError: failed('Failed to acknowledge'),
                    })
                  }
                >
                  <CheckCheck className="size-4" /> Acknowledge
                </Button>
              )}
              <Button
                type="button"
                variant="outline"
                disabled={resolve.isPending}
                onClick={() =>
                  resolve.mutate(item.id, {
                    onSuccess: done('Complaint resolved'),
                    onError: failed('Failed to resolve'),
                  })
                }
              >
                <CheckCircle2 className="size-4" /> Mark resolved
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

const FILTERS: { value: ComplaintFilter['status']; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'acknowledged', label: 'Acknowledged' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'overdue', label: 'Overdue' },
];

/**
 * Complaints (staff; decision 048): open, acknowledged and resolved, the overdue ones marked; one
 * complaint with its replies, to acknowledge, answer and resolve.
 */
export function ComplaintsPage() {
  usePageTitle('Complaints');
  const [filter, setFilter] = useState<ComplaintFilter>({ status: 'all', page: 1 });
  const [selected, setSelected] = useState<string | null>(null);
  const list = useComplaints(filter);
  const data = list.data;
  const countOf = (value: ComplaintFilter['status']) =>
    !data
      ? null
      : value === 'all'
        ? data.counts.open + data.counts.acknowledged + data.counts.resolved
        : value === 'overdue'
          ? data.overdue
          : data.counts[value];

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-3xl sm:text-4xl">Complaints</h1>
        <p className="mt-1 text-muted">
          Acknowledge each within 48 hours and resolve it within a month; every reply is mailed to the
          customer.
        </p>
      </div>
      <div role="group" aria-label="Show complaints" className="flex flex-wrap gap-2">
        {FILTERS.map(({ value, label }) => (
          <Button
            key={value}
            size="sm"
            variant={filter.status === value ? 'default' : 'outline'}
            aria-pressed={filter.status === value}
            className="h-11 sm:h-9"
            onClick={() => setFilter({ status: value, page: 1 })}
          >
            {label}
            {countOf(value) !== null && <span className="tabular-nums opacity-80">({countOf(value)})</span>}
          </Button>
        ))}
      </div>
      <QueryFrame
        query={list}
        skeleton={
          <div className="grid gap-3" aria-busy="true" aria-label="Loading complaints">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-24 w-full" />
            ))}
          </div>
        }
        error={{
          title: 'We could not load the complaints',
          message: (error) => errorMessage(error, 'Please try again'),
        }}
        isEmpty={(result) => result.complaints.length === 0}
        empty={
          <EmptyState
            icon={<MessageSquareWarning className="size-8" />}
            title="No complaints here"
            message="Complaints filed on the Grievances page appear here."
          />
        }
      >
        {(result) => (
          <div className="grid gap-6 lg:grid-cols-[1fr_1.2fr]">
            <div className="grid content-start gap-3">
              <ul className="grid gap-3" aria-label="Complaints">
                {result.complaints.map((complaint) => (
                  <li key={complaint.id}>
                    <button
                      type="button"
                      onClick={() => setSelected(complaint.id)}
                      aria-current={selected === complaint.id ? 'true' : undefined}
                      className={cn(
                        'grid w-full gap-1.5 rounded-xl border bg-card p-4 text-left transition-colors hover:border-accent',
                        selected === complaint.id ? 'border-accent ring-1 ring-accent' : 'border-line',
                        complaint.overdue && 'border-l-4 border-l-danger',
                      )}
                    >
                      <span className="flex flex-wrap items-center justify-between gap-2">
                        <span className="font-semibold text-ink">{complaint.ticketNumber}</span>
                        <StatusBadges complaint={complaint} />
                      </span>
                      <span className="text-sm text-ink">{complaint.subject}</span>
                      <span className="text-xs text-muted">
                        {complaint.name} · {deadlineText(complaint)}
                        {complaint.language === 'en' ? '' : ` · in ${LANGUAGE_NAMES[complaint.language]}`}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              <Pagination
                page={filter.page}
                pagination={result.pagination}
                busy={list.isFetching}
                onPageChange={(page) => setFilter({ ...filter, page })}
              />
            </div>
            <div className="lg:sticky lg:top-24 lg:self-start">
              {selected ? (
                <ComplaintDetail id={selected} />
              ) : (
                <p className="rounded-xl border border-dashed border-line p-6 text-sm text-muted">
                  Choose a complaint to read it, reply, acknowledge or resolve it.
                </p>
              )}
            </div>
          </div>
        )}
      </QueryFrame>
    </div>
  );
}
