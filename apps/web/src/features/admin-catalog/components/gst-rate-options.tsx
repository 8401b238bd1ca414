import { GST_RATES, isGstRateInForce } from '@shop/domain';
import { gstRateLabel } from '../gst-rule-form';

/**
 * The rates in force as the options of a select (decisions 027, 050), and `stored`, a retired rate
 * the category or product already has, so it still reads as what it is until changed.
 */
export function GstRateOptions({ stored }: { stored?: number | null | undefined }) {
  const rates: number[] = [...GST_RATES];
  if (stored != null && !isGstRateInForce(stored)) rates.push(stored);
  return rates.map((rate) => (
    <option key={rate} value={String(rate)}>
      {gstRateLabel(rate)}
    </option>
  ));
}
