import { formatDeliveryDate, type DeliveryEstimate } from '@shop/domain';
import { Banknote, Truck } from 'lucide-react';

/** The answer of "Check delivery": the date, and Cash on Delivery with the reason when it is not offered. */
export function DeliveryAnswer({ estimate }: { estimate: DeliveryEstimate }) {
  const cod = estimate.cashOnDelivery;
  return (
    <div className="grid gap-1.5 text-sm" data-testid="delivery-answer">
      <p className="flex items-start gap-2 text-ink">
        <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        <span>
          <span className="font-semibold">Delivery by {formatDeliveryDate(estimate.deliveryBy)}</span> to{' '}
          {estimate.city}, {estimate.state}
          {estimate.madeToOrderDays !== null && (
            <span className="block text-muted">
              Made to order: leaves our studio by {formatDeliveryDate(estimate.shipsOn)}
            </span>
          )}
        </span>
      </p>
      <p className={`flex items-start gap-2 ${cod.available ? 'text-leaf' : 'text-danger'}`}>
        <Banknote aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {cod.available
            ? 'Cash on Delivery available'
            : `Cash on Delivery not available: ${cod.reason ?? 'not offered here'}`}
        </span>
      </p>
    </div>
  );
}
