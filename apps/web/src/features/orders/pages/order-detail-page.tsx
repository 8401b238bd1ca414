import {
  formatRupees,
  orderNumber,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type Order,
  type OrderItem,
} from '@shop/domain';
import { ArrowLeft, CircleCheck, PackageX, Smartphone } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { EmptyState, ErrorState } from '@/components/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ReviewForm } from '@/features/reviews';
import { OrderReturns } from '@/features/returns';
import { ApiError } from '@/lib/api-client';
import { formatDateTime, formatDay } from '@/lib/format-date';
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

function DetailSkeleton() {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_340px]" aria-busy="true" aria-label="Loading the order">
      <div className="grid gap-4">
        <Skeleton className="h-56 rounded-[var(--radius-card)]" />
        <Skeleton className="h-64 rounded-[var(--radius-card)]" />
      </div>
      <Skeleton className="h-72 rounded-[var(--radius-card)]" />
    </div>
  );
}

/** Browsers scroll to #tracking / #review only for content present on load; ours arrives later. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}

function reviewAction(order: Order) {
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
          Reviewed
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
  usePageTitle(order ? `Order #${orderNumber(order.id)}` : 'Order details');
  useScrollToHash(Boolean(order));

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2 h-11">
        <Link to="/orders">
          <ArrowLeft className="size-4" /> Order History
        </Link>
      </Button>

      {isPending ? (
        <DetailSkeleton />
      ) : isError ? (
        error instanceof ApiError && [404, 422].includes(error.status) ? (
          <EmptyState
            className="mt-6"
            icon={<PackageX />}
            title="Order not found"
            message="This order does not exist or belongs to another account."
            action={
              <Button asChild>
                <Link to="/orders">See your orders</Link>
              </Button>
            }
          />
        ) : (
          <ErrorState className="mt-6" message="Failed to load the order" onRetry={() => void refetch()} />
        )
      ) : (
        <OrderDetail order={order} justPlaced={justPlaced} />
      )}
    </div>
  );
}

/** A UPI order still to be paid: the way back to its payment page (decision 038). */
function AwaitingPayment({ order }: { order: Order }) {
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-card)] border border-accent/30 bg-accent-soft p-4">
      <p className="text-sm text-ink">
        {order.paymentUtr
          ? `We have your UTR ${order.paymentUtr}; the shop will confirm the payment shortly.`
          : `This order is waiting for your UPI payment of ${formatRupees(order.total)}.`}
      </p>
      <Button asChild>
        <Link to={`/orders/${order.id}/pay`}>
          <Smartphone aria-hidden="true" className="size-4" />
          {order.paymentUtr ? 'Open the payment page' : `Pay ${formatRupees(order.total)} by UPI`}
        </Link>
      </Button>
    </div>
  );
}

function OrderDetail({ order, justPlaced }: { order: Order; justPlaced: boolean }) {
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
            <p className="font-display text-xl font-semibold">Order placed</p>
            <p className="text-sm text-ink-soft">
              Thank you! Please keep {formatRupees(order.total)} ready in cash for the delivery. We will call
              {` ${order.shippingAddress.phone}`} before we deliver.
            </p>
          </div>
        </div>
      )}

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold text-ink sm:text-4xl">Order #{number}</h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-sm text-muted">
        Placed on <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time> ·{' '}
        {PAYMENT_METHOD_LABELS[order.paymentMethod]}
      </p>
      {order.status === 'awaiting_payment' && <AwaitingPayment order={order} />}
      {order.expectedDispatchDate && (
        <p className="mt-1 text-sm font-medium text-accent" data-testid="expected-dispatch">
          Made to order: expected to leave the studio on{' '}
          <time dateTime={order.expectedDispatchDate}>{formatDay(order.expectedDispatchDate)}</time>
        </p>
      )}

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_340px]">
        <div className="grid gap-6">
          <Card id="tracking" className="scroll-mt-24">
            <CardHeader className="pb-3">
              <CardTitle className="text-lg">Track Order</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-5">
              <ShipmentDetails order={order} />
              <StatusTimeline order={order} />
            </CardContent>
          </Card>

          <OrderReturns orderId={order.id} orderStatus={order.status} />

          <Card id="review" className="scroll-mt-24">
            <CardHeader className="pb-3">
              <CardTitle className="text-lg">{delivered ? 'Rate & Review' : 'Items'}</CardTitle>
              {delivered && (
                <p className="text-sm text-muted">Tell other customers what you thought of each piece.</p>
              )}
            </CardHeader>
            <CardContent>
              <OrderLines items={order.items} action={reviewAction(order)} />
            </CardContent>
          </Card>
        </div>

        <div className="grid gap-6 lg:sticky lg:top-24">
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-lg">Payment</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              {order.paymentMethod === 'upi' && (
                <p className="text-sm text-ink-soft" data-testid="payment-status">
                  UPI:{' '}
                  <strong className="font-semibold text-ink">
                    {PAYMENT_STATUS_LABELS[order.paymentStatus]}
                  </strong>
                  {order.paymentUtr ? ` · UTR ${order.paymentUtr}` : ''}
                </p>
              )}
              <OrderTotals order={order} />
              <OrderDocuments order={order} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-lg">Shipping address</CardTitle>
            </CardHeader>
            <CardContent>
              <ShippingAddressBlock address={order.shippingAddress} />
            </CardContent>
          </Card>
          {order.canCancel && (
            <div className="grid gap-2">
              <CancelOrderButton orderId={order.id} number={number} />
              <p className="text-center text-xs text-muted">You can cancel until the studio starts on it.</p>
            </div>
          )}
        </div>
      </div>
    </>
  );
}
