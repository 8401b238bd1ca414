import { Trans } from '@lingui/react';
import { stateName, type DeliveryEstimate } from '@shop/domain';
import { Banknote, Truck } from 'lucide-react';
import { useDates, useT } from '@/lib/i18n/i18n';
import { useLanguage } from '@/lib/language';

/** "Mon, 8 Dec": a calendar day (YYYY-MM-DD) in the page's language, whatever the viewer's zone. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a date format, not words
const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' };

/** The answer of "Check delivery": the date, and Cash on Delivery with the reason when it is not offered. */
export function DeliveryAnswer({ estimate }: { estimate: DeliveryEstimate }) {
  const t = useT();
  const language = useLanguage();
  const dates = useDates();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a date format, not words
  const day = (isoDate: string) => dates.format(`${isoDate}T00:00:00Z`, DAY);
  const cod = estimate.cashOnDelivery;
  return (
    <div className="grid gap-1.5 text-sm" data-testid="delivery-answer">
      <p className="flex items-start gap-2 text-ink">
        <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        <span>
          <Trans
            id="delivery.answer"
            values={{
              date: day(estimate.deliveryBy),
              city: estimate.city,
              state: stateName(estimate.state, language),
            }}
            components={{ 0: <span className="font-semibold" /> }}
          />
          {estimate.madeToOrderDays !== null && (
            <span className="block text-muted">
              {t('delivery.madeToOrder', { date: day(estimate.shipsOn) })}
            </span>
          )}
        </span>
      </p>
      <p className={`flex items-start gap-2 ${cod.available ? 'text-leaf' : 'text-danger'}`}>
        <Banknote aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {cod.available
            ? t('delivery.codAvailable')
            : t('delivery.codUnavailable', { reason: cod.reason ?? t('delivery.notOfferedHere') })}
        </span>
      </p>
    </div>
  );
}
