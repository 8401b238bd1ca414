import { Trans } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import {
  formatRupees,
  orderNumber,
  UPI_PAYMENT_WINDOW_MINUTES,
  type Order,
  type UpiPayment,
} from '@shop/domain';
import { ArrowLeft, CircleCheck, Clock, PackageX, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from '@/lib/router';
import { EmptyState, ErrorState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { orderQuery } from '@/features/orders';
import { ApiError } from '@/lib/api-client';
import type { MessageId } from '@/lib/i18n/catalogue';
import { useT } from '@/lib/i18n/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { useUpiPayment } from '../api/upi-payment';
import { UpiQrCode } from '../components/upi-qr-code';
import { UtrForm } from '../components/utr-form';
import { minutesAndSeconds, useTimeLeft } from '../lib/use-time-left';

/** While the shop checks a UTR the page asks again now and then, so "paid" shows without a reload. */
const CHECK_EVERY_MS = 15_000;

const awaiting = (order: Order | undefined) => order?.status === 'awaiting_payment';

function Notice({ tone, title, children }: { tone: 'good' | 'plain'; title: string; children: ReactNode }) {
  return (
    <div
      role="status"
      className={
        tone === 'good'
          ? 'mt-6 flex items-start gap-3 rounded-[var(--radius-card)] border border-leaf/30 bg-leaf-soft p-4'
          : 'mt-6 flex items-start gap-3 rounded-[var(--radius-card)] border border-line bg-sand/50 p-4'
      }
    >
      {tone === 'good' ? (
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-leaf" />
      ) : (
        <Clock aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-muted" />
      )}
      <div className="grid gap-1">
        <p className="font-display text-xl font-semibold text-ink">{title}</p>
        <div className="text-sm text-ink-soft">{children}</div>
      </div>
    </div>
  );
}

/** What became of an order that is no longer waiting for its payment. */
function Settled({ order }: { order: Order }) {
  const t = useT();
  const view = { 0: <Link to={`/orders/${order.id}`} className="font-medium underline" /> };
  if (order.paymentMethod !== 'upi') {
    return (
      <Notice tone="plain" title={t('payment.nothingToPay')}>
        <Trans id="payment.codOrder" components={view} />
      </Notice>
    );
  }
  if (order.paymentStatus === 'paid') {
    return (
      <Notice tone="good" title={t('payment.received')}>
        <Trans id="payment.receivedBody" values={{ amount: formatRupees(order.total) }} components={view} />
      </Notice>
    );
  }
  const why: MessageId =
    order.paymentStatus === 'expired'
      ? 'payment.cancelled.expired'
      : order.paymentStatus === 'not_received'
        ? 'payment.cancelled.notReceived'
        : 'payment.cancelled.other';
  return (
    <Notice tone="plain" title={t('payment.cancelled')}>
      <Trans id={why} values={{ minutes: UPI_PAYMENT_WINDOW_MINUTES }} components={view} />
    </Notice>
  );
}

function Countdown({ dueBy }: { dueBy: string | null }) {
  const t = useT();
  const left = useTimeLeft(dueBy);
  if (left === null) return null;
  if (left === 0) {
    return (
      <p className="text-sm font-medium text-danger">
        {t('payment.timeUp', { minutes: UPI_PAYMENT_WINDOW_MINUTES })}
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm text-ink-soft">
      <Clock aria-hidden="true" className="size-4 text-accent" />
      <span>
        <Trans
          id="payment.payWithin"
          values={{ time: minutesAndSeconds(left) }}
          components={{
            0: <strong className="font-semibold text-ink tabular-nums" data-testid="time-left" />,
          }}
        />
      </span>
    </p>
  );
}

/**
 * A UTR was sent: the payment is with the shop to check. No pay button and no QR code here, which
 * would invite paying a second time; only a way to correct a mistyped UTR.
 */
function BeingChecked({ order, payment }: { order: Order; payment: UpiPayment }) {
  const t = useT();
  return (
    <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_360px]">
      <Notice tone="good" title={t('payment.haveDetails')}>
        <p data-testid="utr-received">
          <Trans
            id="payment.utrReceived"
            values={{ utr: order.paymentUtr ?? '', amount: formatRupees(payment.amount) }}
            components={{ 0: <strong className="font-semibold" /> }}
          />
        </p>
      </Notice>
      <Card className="lg:mt-6">
        <CardHeader className="pb-3">
          <CardTitle className="text-lg">{t('payment.typedWrong')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <UtrForm orderId={order.id} given={order.paymentUtr} />
        </CardContent>
      </Card>
    </div>
  );
}

function PayNow({ order, payment }: { order: Order; payment: UpiPayment }) {
  const t = useT();
  const amount = formatRupees(payment.amount);
  // The whole-rupee total (decision 050): the GST inside it, when the prices include it.
  const includedGst =
    order.gstIncluded && order.gst > 0 ? t('totals.includesGst', { amount: formatRupees(order.gst) }) : null;
  return (
    <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_360px]">
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-lg">{t('payment.step1', { amount })}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="rounded-xl bg-sand/50 p-4">
            <p className="text-sm text-muted">{t('payment.amountToPay')}</p>
            <p className="font-display text-3xl font-semibold text-ink tabular-nums" data-testid="upi-amount">
              {amount}
            </p>
            {includedGst && <p className="text-xs text-muted">{includedGst}</p>}
            <p className="mt-1 text-sm text-ink-soft">
              <Trans
                id="payment.payee"
                values={{ payee: payment.payeeName, vpa: payment.vpa, note: payment.orderNumber }}
                components={{ 0: <strong className="font-semibold" />, 1: <span className="break-all" /> }}
              />
            </p>
          </div>
          <Countdown dueBy={payment.dueBy} />
          <Button asChild size="lg">
            <a href={payment.link}>
              <Smartphone aria-hidden="true" className="size-5" /> {t('payment.payWithApp')}
            </a>
          </Button>
          <div className="grid justify-items-center gap-2 rounded-xl border border-line p-4">
            <UpiQrCode
              link={payment.link}
              label={t('payment.qrLabel', { amount, payee: payment.payeeName })}
              className="size-56 sm:size-64"
            />
            <p className="text-center text-sm text-muted">{t('payment.scan')}</p>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-lg">{t('payment.step2')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="text-sm text-ink-soft">{t('payment.step2Body')}</p>
          <UtrForm orderId={order.id} given={null} />
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * The payment page of a UPI order (decisions 038 and 042): the server's amount, the `upi://pay`
 * button for a phone and the same link as a QR code for another device, the time left, and the UTR.
 */
export function UpiPaymentPage() {
  const t = useT();
  const { id = '' } = useParams();
  const order = useQuery({
    ...orderQuery(id),
    refetchInterval: (query) =>
      query.state.data?.status === 'awaiting_payment' && query.state.data.paymentUtr ? CHECK_EVERY_MS : false,
  });
  const payment = useUpiPayment(id, awaiting(order.data));
  usePageTitle(
    order.data ? t('payment.pageTitle', { number: orderNumber(order.data.id) }) : t('order.payByUpi'),
  );

  const failure = order.error ?? payment.error;
  let body: ReactNode;
  if (order.isPending || (awaiting(order.data) && payment.isPending)) {
    body = (
      <Skeleton className="mt-6 h-[480px] rounded-[var(--radius-card)]" aria-label={t('payment.loading')} />
    );
  } else if (failure) {
    body =
      failure instanceof ApiError && [404, 422].includes(failure.status) ? (
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
        <ErrorState
          className="mt-6"
          message={t('payment.failed')}
          onRetry={() => void Promise.all([order.refetch(), payment.refetch()])}
        />
      );
  } else if (order.data && payment.data && awaiting(order.data)) {
    // Once a UTR is given the order waits for the shop, however late: no clock, no second payment.
    body = order.data.paymentUtr ? (
      <BeingChecked order={order.data} payment={payment.data} />
    ) : (
      <PayNow order={order.data} payment={payment.data} />
    );
  } else if (order.data) {
    body = <Settled order={order.data} />;
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2 h-11">
        <Link to={`/orders/${id}`}>
          <ArrowLeft className="size-4" />{' '}
          {order.data ? t('order.number', { number: orderNumber(order.data.id) }) : t('payment.backToOrder')}
        </Link>
      </Button>
      <h1 className="mt-2 text-3xl font-semibold text-ink sm:text-4xl">{t('order.payByUpi')}</h1>
      {body}
    </div>
  );
}
