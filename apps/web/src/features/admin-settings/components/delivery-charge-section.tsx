import { formatRupees } from '@shop/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { SectionProps } from '../lib/settings-draft';
import { TextSetting } from './text-setting';

/** What a parcel costs the shopper (issue 26): the cart, checkout and product pages say it. */
export function DeliveryChargeSection({ draft, errors, onChange }: SectionProps) {
  const fee = Number(draft.deliveryFee);
  const freeAbove = Number(draft.freeDeliveryAbove);
  const summary =
    Number.isInteger(fee) && Number.isInteger(freeAbove) && fee >= 0 && freeAbove >= 0
      ? freeAbove === 0 || fee === 0
        ? 'Every order travels free.'
        : `Orders under ${formatRupees(freeAbove)} pay ${formatRupees(fee)} for delivery; from ${formatRupees(freeAbove)} it is free.`
      : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Delivery charge</CardTitle>
        <CardDescription>What shoppers pay for delivery. Carts and checkout use it at once.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <TextSetting
          label="Delivery fee (₹)"
          type="number"
          inputMode="numeric"
          min={0}
          value={draft.deliveryFee}
          error={errors['delivery.fee']}
          hint="Whole rupees."
          onChange={(event) => onChange({ deliveryFee: event.target.value })}
        />
        <TextSetting
          label="Free delivery from (₹)"
          type="number"
          inputMode="numeric"
          min={0}
          value={draft.freeDeliveryAbove}
          error={errors['delivery.freeAbove']}
          hint="0 makes every order free."
          onChange={(event) => onChange({ freeDeliveryAbove: event.target.value })}
        />
        {summary && <p className="text-sm text-muted sm:col-span-2">{summary}</p>}
      </CardContent>
    </Card>
  );
}
