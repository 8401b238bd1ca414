import { LANGUAGE_NAMES, orderNumber, PAYMENT_METHOD_LABELS, type Order } from '@shop/domain';
import type { ReactNode } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import {
  OrderLines,
  OrderStatusBadge,
  OrderDocuments,
  OrderTotals,
  ShipmentDetails,
  ShippingAddressBlock,
  StatusTimeline,
} from '@/features/orders';
import { OrderReturns } from '@/features/admin-returns';
import { formatDateTime, formatDay } from '@/lib/format-date';
import { ReturnsWarning } from './returns-warning';
import { NotificationsPanel } from './notifications-panel';
import { HistoryPanel } from '@/features/admin-activity';
import { PaymentPanel } from './payment-panel';
import { StatusActions } from './status-actions';
import { WhatsappActions } from './whatsapp-actions';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2 border-b border-line px-5 py-4 last:border-b-0">
      <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** One order opened from the list: who, what, where, its history, and the next moves. */
export function OrderSheet({
  order,
  onOpenChange,
  onChanged,
}: {
  order: Order | null;
  onOpenChange: (open: boolean) => void;
  onChanged: (order: Order) => void;
}) {
  return (
    <Sheet open={order !== null} onOpenChange={onOpenChange}>
      <SheetContent className="w-full max-w-lg sm:w-[90vw]">
        {order && (
          <>
            <SheetHeader>
              <div className="flex flex-wrap items-center gap-2">
                <SheetTitle>Order #{orderNumber(order.id)}</SheetTitle>
                <OrderStatusBadge status={order.status} />
              </div>
              <SheetDescription>
                Placed {formatDateTime(order.createdAt)} · {PAYMENT_METHOD_LABELS[order.paymentMethod]} ·{' '}
                <span data-testid="order-language">in {LANGUAGE_NAMES[order.language]}</span>
              </SheetDescription>
            </SheetHeader>
            <ReturnsWarning order={order} className="mx-5 mt-4" />
            <Section title="Payment">
              <PaymentPanel order={order} onChanged={onChanged} />
            </Section>
            <Section title="Move it along">
              <StatusActions order={order} onChanged={onChanged} />
            </Section>
            <Section title="WhatsApp">
              <WhatsappActions order={order} onChanged={onChanged} />
            </Section>
            {order.courier && (
              <Section title="Shipment">
                <ShipmentDetails order={order} />
              </Section>
            )}
            <Section title="Customer">
              {order.customer && (
                <p className="text-sm text-ink">
                  {order.customer.name}
                  <span className="block break-all text-muted">{order.customer.email}</span>
                </p>
              )}
              <ShippingAddressBlock address={order.shippingAddress} />
            </Section>
            <Section title="Items">
              {order.expectedDispatchDate && (
                <p className="rounded-xl bg-accent-soft px-3.5 py-2.5 text-sm text-ink">
                  Made to order: expected dispatch{' '}
                  <strong className="font-semibold">{formatDay(order.expectedDispatchDate)}</strong>
                </p>
              )}
              <OrderLines items={order.items} />
              <div className="mt-2">
                <OrderTotals order={order} />
              </div>
              <OrderDocuments order={order} className="mt-2" />
            </Section>
            {(order.status === 'delivered' || order.status === 'returned') && (
              <Section title="Returns">
                <OrderReturns orderId={order.id} />
              </Section>
            )}
            <Section title="Timeline">
              <StatusTimeline order={order} />
            </Section>
            <Section title="Notifications">
              <NotificationsPanel orderId={order.id} />
            </Section>
            <Section title="Staff changes">
              <HistoryPanel entity="order" id={order.id} />
            </Section>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
