import { formatRupees, orderNumber, type Order, type OrderItem } from '@shop/domain';
import { Trans } from '@lingui/react';
import { ArrowLeft, CircleCheck, PackageX, Smartphone } from 'lucide-react';
import { useLayoutEffect } from 'react';
import { Link, useLocation, useParams } from '@/lib/router';
import { EmptyState, ErrorState } from '@/components/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ReviewForm } from '@/features/reviews';
import { OrderReturns } from '@/features/returns';
import { ApiError } from '@/lib/api-client';
import { useDates, useT, type Translate } from '@/lib/i18n/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { useOrder } from '../api/get-order';
import { CancelOrderButton } from '../components/cancel-order-button';
import { OrderLines } from '../components/order-lines';
import { OrderStatusBadge } from '../components/order-status-badge';
import { OrderDocuments } from '../components/order-documents';
import { OrderTotals } from '../components/order-totals';
import { ShipmentDetails } from '../components/shipment-details';
import { ShippingAddressBlock } from '../components/shipping-address';
import { StatusTimeline } from '../components/status-timeline';
import { PAYMENT_METHOD_WORDS, PAYMENT_STATUS_WORDS } from '../lib/order-words';

function DetailSkeleton() {
  const t = useT();
  return (
    <div
      className="mt-6 grid gap-6 lg:grid-cols-[1fr_340px]"
      aria-busy="true"
      aria-label={t('order.loading')}
    >
      <div className="grid gap-4">
        <Skeleton className="h-56 rounded-[var(--radius-card)]" />
        <Skeleton className="h-64 rounded-[var(--radius-card)]" />
      </div>
      <Skeleton className="h-72 rounded-[var(--radius-card)]" />
    </div>
  );
}

/**
 * Browsers scroll to #tracking / #review only for content present on load; ours arrives later. The
 * scroll happens as that content commits, before it is painted: run after the paint (as Preact runs
 * plain effects, decision 078), it moved the form under a finger already on its way to a star.
 */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useLayoutEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}

function reviewAction(order: Order, t: Translate) {
  if (order.status !== 'delivered') return undefined;
  // The same product may sit on two lines; it is reviewed once, on its first line.
  const firstLine = new Map<string, string>();
  for (const item of order.items)
    if (item.productId && !firstLine.has(item.productId)) firstLine.set(item.productId, item.id);
  return (item: OrderItem) => {
    if (!item.productId || firstLine.get(item.productId) !== item.id) return null;
    if (item.reviewed) {
      return (
        <Badge variant="success" className="mt-2">
          {t('order.reviewed')}
        </Badge>
      );
    }
    return <ReviewForm productId={item.productId} productName={item.name} />;
  };
}

export function OrderDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const justPlaced = (location.state as { placed?: boolean } | null)?.placed === true;
  const { data: order, isPending, isError, error, refetch } = useOrder(id);
  const t = useT();
  usePageTitle(order ? t('order.number', { number: orderNumber(order.id) }) : t('order.detailsTitle'));
  useScrollToHash(Boolean(order));

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2 h-11">
        <Link to="/orders">
          <ArrowLeft className="size-4" /> {t('nav.orderHistory')}
        </Link>
      </Button>

      {isPending ? (
        <DetailSkeleton />
      ) : isError ? (
        error instanceof ApiError && [404, 422].includes(error.status) ? (
          <EmptyState
            className="mt-6"
            icon={<PackageX />}
            title={t('order.notFound.title')}
            message={t('order.notFound.body')}
            action={
              <Button asChild>
                <Link to="/orders">{t('order.notFound.action')}</Link>
              </Button>
            }
          />
        ) : (
          <ErrorState className="mt-6" message={t('order.failed')} onRetry={() => void refetch()} />
        )
      ) : (
        <OrderDetail order={order} justPlaced={justPlaced} />
      )}
    </div>
  );
}

/** A UPI order still to be paid: the way back to its payment page (decision 038). */
function AwaitingPayment({ order }: { order: Order }) {
  const t = useT();
  const amount = formatRupees(order.total);
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-card)] border border-accent/30 bg-accent-soft p-4">
      <p className="text-sm text-ink">
        {order.paymentUtr
          ? t('order.awaiting.utrGiven', { utr: order.paymentUtr })
          : t('order.awaiting.waiting', { amount })}
      </p>
      <Button asChild>
        <Link to={`/orders/${order.id}/pay`}>
          <Smartphone aria-hidden="true" className="size-4" />
          {order.paymentUtr ? t('order.awaiting.openPage') : t('order.awaiting.pay', { amount })}
        </Link>
      </Button>
    </div>
  );
}

function OrderDetail({ order, justPlaced }: { order: Order; justPlaced: boolean }) {
  const t = useT();
  const dates = useDates();
  const number = orderNumber(order.id);
  const delivered = order.status === 'delivered';
  return (
    <>
      {justPlaced && order.paymentMethod === 'cod' && (
        <div
          role="status"
          className="mt-4 flex items-start gap-3 rounded-[var(--radius-card)] border border-leaf/30 bg-leaf-soft p-4 text-leaf"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          <div>
            <p className="font-display text-xl font-semibold">{t('order.placed')}</p>
            <p className="text-sm text-ink-soft">
              {t('order.placedCod', {
                amount: formatRupees(order.total),
                phone: order.shippingAddress.phone,
              })}
            </p>
          </div>
        </div>
      )}

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{t('order.number', { number })}</h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-sm text-muted">
        <Trans
          id="order.placedOnVia"
          values={{
            date: dates.dateTime(order.createdAt),
            method: t(PAYMENT_METHOD_WORDS[order.paymentMethod]),
          }}
          components={{ 0: <time dateTime={order.createdAt} /> }}
        />
      </p>
      {order.status === 'awaiting_payment' && <AwaitingPayment order={order} />}
      {order.expectedDispatchDate && (
        <p className="mt-1 text-sm font-medium text-accent" data-testid="expected-dispatch">
          <Trans
            id="order.expectedDispatch"
            values={{ day: dates.day(order.expectedDispatchDate) }}
            components={{ 0: <time dateTime={order.expectedDispatchDate} /> }}
          />
        </p>
      )}

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_340px]">
        <div className="grid gap-6">
          <Card id="tracking" className="scroll-mt-24">
            <CardHeader className="pb-3">
              <CardTitle className="text-lg">{t('order.track')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-5">
              <ShipmentDetails order={order} />
              <StatusTimeline order={order} />
            </CardContent>
          </Card>

          <OrderReturns orderId={order.id} orderStatus={order.status} />

          <Card id="review" className="scroll-mt-24">
            <CardHeader className="pb-3">
              <CardTitle className="text-lg">
                {delivered ? t('order.rateReview') : t('order.items')}
              </CardTitle>
              {delivered && <p className="text-sm text-muted">{t('order.reviewIntro')}</p>}
            </CardHeader>
            <CardContent>
              <OrderLines items={order.items} action={reviewAction(order, t)} />
            </CardContent>
          </Card>
        </div>

        <div className="grid gap-6 lg:sticky lg:top-24">
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-lg">{t('order.payment')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              {order.paymentMethod === 'upi' && (
                <p className="text-sm text-ink-soft" data-testid="payment-status">
                  {t('order.payment.upi')}{' '}
                  <strong className="font-semibold text-ink">
                    {t(PAYMENT_STATUS_WORDS[order.paymentStatus])}
                  </strong>
                  {order.paymentUtr ? <> · {t('order.payment.utr', { utr: order.paymentUtr })}</> : null}
                </p>
              )}
              <OrderTotals order={order} />
              <OrderDocuments order={order} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-lg">{t('order.shippingAddress')}</CardTitle>
            </CardHeader>
            <CardContent>
              <ShippingAddressBlock address={order.shippingAddress} />
            </CardContent>
          </Card>
          {order.canCancel && (
            <div className="grid gap-2">
              <CancelOrderButton orderId={order.id} number={number} />
              <p className="text-center text-xs text-muted">{t('order.cancel.hint')}</p>
            </div>
          )}
        </div>
      </div>
    </>
  );
}
