import { formatRupees, type ShownTotals } from '@shop/domain';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import { includedGstWords, totalsLines } from '@/lib/totals-words';

/* eslint-disable lingui/no-unlocalized-strings -- test ids, not words */
const TEST_IDS = {
  subtotal: 'subtotal',
  discount: 'discount',
  delivery: 'delivery',
  gst: 'gst',
  roundOff: 'round-off',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * Subtotal, Discount, Delivery, GST when added on top, Round off when not zero, then the Total, with
 * "Includes GST ₹x" under it when the prices contain it (decision 050): the cart, checkout and order
 * pages show one summary. Test ids are `<testIdPrefix>-subtotal`, `-total`, `-gst-included`, ….
 */
export function TotalsLines({
  totals,
  couponCode,
  gstRates,
  testIdPrefix,
  totalClassName = 'text-xl',
}: {
  totals: ShownTotals;
  couponCode?: string | null | undefined;
  /** The lines' rates, when certain (an order's), to name a single rate on the GST line. */
  gstRates?: readonly number[] | undefined;
  testIdPrefix: string;
  totalClassName?: string;
}) {
  const t = useT();
  const includedGst = includedGstWords(totals, t);
  return (
    <>
      <dl
        className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm"
        data-testid={`${testIdPrefix}-totals`}
      >
        {totalsLines(totals, t, couponCode, gstRates).map((line) => (
          <div key={line.key} className="contents">
            <dt className="text-muted">{line.label}</dt>
            <dd
              className={cn(
                'text-right tabular-nums',
                line.key === 'discount' || (line.key === 'delivery' && totals.delivery === 0)
                  ? 'text-leaf'
                  : 'text-ink',
              )}
              data-testid={`${testIdPrefix}-${TEST_IDS[line.key]}`}
            >
              {line.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-0.5 border-t border-line pt-3">
        <p className="flex items-baseline justify-between gap-4">
          <span className="font-semibold text-ink">{t('totals.total')}</span>
          <span
            className={cn('font-semibold text-ink tabular-nums', totalClassName)}
            data-testid={`${testIdPrefix}-total`}
          >
            {formatRupees(totals.total)}
          </span>
        </p>
        {includedGst && (
          <p className="text-right text-xs text-muted" data-testid={`${testIdPrefix}-gst-included`}>
            {includedGst}
          </p>
        )}
      </div>
    </>
  );
}
