import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SwitchSetting } from './switch-setting';
import type { SectionProps } from '../lib/settings-draft';

/**
 * GST (decision 050): whether the shop is registered (and so charges GST and issues tax invoices),
 * and whether its prices include it.
 */
export function TaxSection({ draft, errors, onChange }: SectionProps) {
  // Only a missing GSTIN is this section's to explain; a mistyped one is told under its own field.
  const gstinMissing = draft.gstRegistered && !draft.gstin.trim() && Boolean(errors['business.gstin']);
  return (
    <Card>
      <CardHeader>
        <CardTitle>GST</CardTitle>
        <CardDescription>
          How the shop charges GST. Changes apply to new carts and orders at once; placed orders keep what
          they were charged.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <SwitchSetting
          id="tax-registered"
          label="Registered for GST"
          help="Only a registered shop charges GST and issues tax invoices. It needs the GSTIN under Business details. Off: no GST is charged or shown, and invoices say “Not registered under GST”."
          checked={draft.gstRegistered}
          onCheckedChange={(gstRegistered) => onChange({ gstRegistered })}
        />
        {gstinMissing && (
          <p className="text-sm text-danger" role="alert">
            A registered shop needs its GSTIN: add it under Business details, or turn registration off.
          </p>
        )}
        <SwitchSetting
          id="tax-prices-include-gst"
          label="Prices include GST"
          help={
            draft.gstRegistered
              ? draft.pricesIncludeGst
                ? 'The price on a product is what the buyer pays, “Inclusive of all taxes”; the GST is taken out of it on the invoice. Usual in India.'
                : 'GST is added on top of the prices at checkout, and product pages say “+ GST at checkout”.'
              : 'Applies once the shop is registered for GST.'
          }
          checked={draft.pricesIncludeGst}
          disabled={!draft.gstRegistered}
          onCheckedChange={(pricesIncludeGst) => onChange({ pricesIncludeGst })}
        />
      </CardContent>
    </Card>
  );
}
