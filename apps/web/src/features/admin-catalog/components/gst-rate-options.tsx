import { GST_RATES } from '@shop/domain';

/** The GST slabs a category or product may carry, as the options of a select (decision 027). */
export function GstRateOptions() {
  return GST_RATES.map((rate) => (
    <option key={rate} value={String(rate)}>
      {rate}%
    </option>
  ));
}
