import { formatRupees, RETURN_REASON_LABELS, type Return } from '@shop/domain';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from '@/lib/router';
import { EmptyState, ErrorState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { usePageTitle } from '@/lib/use-page-title';
import { useReturn } from '../api/get-return';
import { CreditNoteButton } from '../components/credit-note-button';
import { RefundDestination } from '../components/refund-destination';
import { ReturnActions } from '../components/return-actions';
import { ReturnHistory } from '../components/return-history';
import { ReturnLines } from '../components/return-lines';
import { ReturnPhotos } from '../components/return-photos';
import { ReturnStatusBadge } from '@/components/return-status-badge';
import { orderManagementPath } from '../lib/paths';
import { ageText } from '../lib/return-text';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">{children}</CardContent>
    </Card>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="min-w-0 break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const orderLink = (number: string, label = `Order #${number}`) => (
  <Link
    to={orderManagementPath(number)}
    className="font-medium text-accent underline-offset-4 hover:underline"
  >
    {label}
  </Link>
);

function Pickup({ pickup }: { pickup: NonNullable<Return['pickup']> }) {
  if (pickup.method === 'customer') return <p className="text-sm text-ink">The customer sends the parcel.</p>;
  return (
    <Facts
      rows={[
        ['Courier', `${pickup.courier ?? '–'} (reverse pickup)`],
        [
          'AWB number',
          pickup.trackingUrl ? (
            <a
              href={pickup.trackingUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 font-medium text-accent"
            >
              {pickup.trackingNumber}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(track with the courier)</span>
            </a>
          ) : (
            pickup.trackingNumber
          ),
        ],
      ]}
    />
  );
}

function ReturnDetail({ ret }: { ret: Return }) {
  const hasRefundLines = ret.items.some((item) => item.resolution === 'refund');
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_400px] lg:items-start">
      <div className="grid gap-4">
        <Section title="Pieces">
          <ReturnLines items={ret.items} />
          {hasRefundLines && (
            <Facts
              rows={[
                ret.refund
                  ? [
                      'Refunded',
                      <span className="font-semibold tabular-nums">{formatRupees(ret.refund.amount)}</span>,
                    ]
                  : [
                      'Refund due',
                      <span className="font-semibold tabular-nums">{formatRupees(ret.refundDue)}</span>,
                    ],
                ['At most', <span className="tabular-nums">{formatRupees(ret.refundLimit)}</span>],
              ]}
            />
          )}
        </Section>

        <Section title="Why">
          <p className="font-medium text-ink">{RETURN_REASON_LABELS[ret.reason]}</p>
          {ret.note && (
            <p className="rounded-lg bg-sand/60 p-3 text-sm whitespace-pre-line text-ink">{ret.note}</p>
          )}
          <ReturnPhotos photoIds={ret.photoIds} />
          {ret.rejectionReason && (
            <p className="rounded-lg border border-danger/30 bg-danger-soft p-3 text-sm text-ink">
              <strong className="font-semibold">Rejected:</strong> {ret.rejectionReason}
            </p>
          )}
        </Section>

        <Section title="Customer and order">
          <Facts
            rows={[
              ...(ret.customer
                ? ([
                    ['Name', ret.customer.name],
                    [
                      'Email',
                      <a href={`mailto:${ret.customer.email}`} className="break-all">
                        {ret.customer.email}
                      </a>,
                    ],
                    [
                      'Phone',
                      <a href={`tel:${ret.customer.phone.replace(/[^\d+]/g, '')}`}>{ret.customer.phone}</a>,
                    ],
                  ] as [string, ReactNode][])
                : []),
              ['Order', orderLink(ret.orderNumber)],
              ['Paid by', ret.paymentMethod === 'cod' ? 'Cash on Delivery' : 'UPI'],
            ]}
          />
        </Section>

        {(hasRefundLines || ret.refund) && (
          <Section title="Refund">
            {ret.refund ? (
              <Facts
                rows={[
                  [
                    'Refunded',
                    <span className="font-semibold tabular-nums">{formatRupees(ret.refund.amount)}</span>,
                  ],
                  ['Reference', ret.refund.reference],
                  ['On', formatDateTime(ret.refund.at)],
                ]}
              />
            ) : null}
            <RefundDestination ret={ret} />
          </Section>
        )}

        {ret.pickup && (
          <Section title="Pickup">
            <Pickup pickup={ret.pickup} />
          </Section>
        )}

        <Section title="History">
          <ReturnHistory history={ret.history} />
        </Section>
      </div>

      <div className="order-first grid gap-4 lg:sticky lg:top-24 lg:order-none">
        <Section title="Next step">
          <ReturnActions ret={ret} />
        </Section>
        {ret.replacementOrderNumber && (
          <Section title="Replacement">
            <p className="text-sm text-ink">
              {orderLink(ret.replacementOrderNumber, `Replacement order #${ret.replacementOrderNumber}`)}{' '}
              ships like any order, from Order Management.
            </p>
          </Section>
        )}
        {ret.creditNoteNumber && (
          <Section title="Credit note">
            <p className="text-sm text-ink">{ret.creditNoteNumber}</p>
            <div>
              <CreditNoteButton ret={ret} />
            </div>
          </Section>
        )}
      </div>
    </div>
  );
}

/** One return (staff): what came back and why, where the money goes, its history, and the next step. */
export function ReturnPage() {
  const { id = '' } = useParams();
  const query = useReturn(id);
  const ret = query.data;
  usePageTitle(ret ? `Return ${ret.number}` : 'Return');

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2 h-11">
        <Link to="/admin/returns">
          <ArrowLeft aria-hidden="true" className="size-4" /> All returns
        </Link>
      </Button>
      {query.isPending ? (
        <div className="mt-4 grid gap-4" aria-busy="true" aria-label="Loading the return">
          <Skeleton className="h-10 w-64" />
          <div className="grid gap-6 lg:grid-cols-[1fr_400px]">
            <Skeleton className="h-96 rounded-[var(--radius-card)]" />
            <Skeleton className="h-72 rounded-[var(--radius-card)]" />
          </div>
        </div>
      ) : query.isError && query.error instanceof ApiError && query.error.status === 404 ? (
        <EmptyState
          className="mt-6"
          titleAs="h1"
          title="Return not found"
          message="It may have been mistyped. Every return is listed under Returns."
        />
      ) : !ret ? (
        <ErrorState
          className="mt-6"
          title="We could not load the return"
          message={errorMessage(query.error, 'Please try again')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-semibold text-ink sm:text-4xl">Return {ret.number}</h1>
            <ReturnStatusBadge status={ret.status} />
          </div>
          <p className="mt-1 text-sm text-muted">
            Asked {formatDateTime(ret.createdAt)} ({ageText(ret.createdAt)}) · {orderLink(ret.orderNumber)}
            {ret.customer ? ` · ${ret.customer.name}` : ''}
          </p>
          <ReturnDetail ret={ret} />
        </>
      )}
    </div>
  );
}
