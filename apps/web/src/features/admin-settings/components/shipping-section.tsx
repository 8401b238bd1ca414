import { COURIERS, INDIAN_STATES, type IndianState } from '@shop/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import type { DeliveryZone, SectionProps } from '../lib/settings-draft';
import { TextAreaSetting, TextSetting } from './text-setting';

const ZONES: { zone: DeliveryZone; label: string }[] = [
  { zone: 'sameCity', label: 'Same city' },
  { zone: 'sameState', label: 'Same state' },
  { zone: 'restOfIndia', label: 'Rest of India' },
  { zone: 'northEastAndIslands', label: 'North-east and islands' },
];

function DeliveryDays({ draft, errors, onChange }: SectionProps) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-base font-semibold text-ink">Days to deliver</legend>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {ZONES.map(({ zone, label }) => (
          <TextSetting
            key={zone}
            label={label}
            type="number"
            inputMode="numeric"
            min={1}
            max={60}
            value={draft.deliveryDays[zone]}
            error={errors[`shipping.deliveryDays.${zone}`]}
            onChange={(event) =>
              onChange({ deliveryDays: { ...draft.deliveryDays, [zone]: event.target.value } })
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

function CashOnDelivery({ draft, errors, onChange }: SectionProps) {
  const toggleState = (state: IndianState, excluded: boolean) =>
    onChange({
      codExcludedStates: excluded
        ? INDIAN_STATES.filter((other) => other === state || draft.codExcludedStates.includes(other))
        : draft.codExcludedStates.filter((other) => other !== state),
    });
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-base font-semibold text-ink">Cash on Delivery</legend>
      <TextSetting
        label="Largest order paid on delivery (₹)"
        type="number"
        inputMode="numeric"
        min={0}
        className="sm:max-w-xs"
        value={draft.codMaxOrderValue}
        error={errors['shipping.codMaxOrderValue']}
        hint="Above this, shoppers are not offered Cash on Delivery."
        onChange={(event) => onChange({ codMaxOrderValue: event.target.value })}
      />
      <TextAreaSetting
        label="Pincodes without Cash on Delivery"
        rows={2}
        inputMode="numeric"
        value={draft.codExcludedPincodesText}
        error={errors['shipping.codExcludedPincodes']}
        hint="Separate them with commas or new lines."
        onChange={(event) => onChange({ codExcludedPincodesText: event.target.value })}
      />
      <details className="rounded-xl border border-line p-3 open:pb-4">
        <summary className="min-h-8 cursor-pointer text-sm font-medium text-ink">
          States without Cash on Delivery
          {draft.codExcludedStates.length > 0 ? ` (${draft.codExcludedStates.length})` : ' (none)'}
        </summary>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {INDIAN_STATES.map((state) => (
            <li key={state}>
              <label className="flex min-h-8 items-center gap-2.5 text-sm text-ink">
                <Checkbox
                  checked={draft.codExcludedStates.includes(state)}
                  onCheckedChange={(checked) => toggleState(state, checked === true)}
                />
                {state}
              </label>
            </li>
          ))}
        </ul>
      </details>
    </fieldset>
  );
}

/** How parcels travel: tracking pages, delivery times, where Cash on Delivery is offered. */
export function ShippingSection(props: SectionProps) {
  const { draft, errors, onChange } = props;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Shipping</CardTitle>
        <CardDescription>
          Tracking links, delivery estimates and Cash on Delivery, as shoppers see them.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-base font-semibold text-ink">Tracking pages</legend>
          <p className="text-sm text-muted">
            Where {'{awb}'} stands, the parcel’s AWB number goes. Leave empty for a courier without one.
          </p>
          <div className="grid gap-4">
            {COURIERS.map((courier) => (
              <TextSetting
                key={courier}
                label={courier}
                type="url"
                spellCheck={false}
                value={draft.trackingUrls[courier]}
                error={errors[`shipping.trackingUrls.${courier}`]}
                onChange={(event) =>
                  onChange({ trackingUrls: { ...draft.trackingUrls, [courier]: event.target.value } })
                }
              />
            ))}
          </div>
        </fieldset>
        <DeliveryDays {...props} />
        <CashOnDelivery {...props} />
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-base font-semibold text-ink">Stock</legend>
          <TextSetting
            label="Low stock at (units)"
            type="number"
            inputMode="numeric"
            min={0}
            className="sm:max-w-xs"
            value={draft.lowStockThreshold}
            error={errors['inventory.lowStockThreshold']}
            hint="A variant with this many or fewer shows under Low stock on the dashboard."
            onChange={(event) => onChange({ lowStockThreshold: event.target.value })}
          />
        </fieldset>
      </CardContent>
    </Card>
  );
}
