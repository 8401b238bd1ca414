import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { SectionProps } from '../lib/settings-draft';
import { TextSetting } from './text-setting';

/** UPI (decision 038): with a UPI ID set, checkout offers UPI besides Cash on Delivery. */
export function PaymentsSection({ draft, errors, onChange }: SectionProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>UPI payments</CardTitle>
        <CardDescription>
          With a UPI ID here, shoppers may pay by UPI at checkout; leave it empty to take Cash on Delivery
          only.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <TextSetting
          label="UPI ID"
          autoComplete="off"
          spellCheck={false}
          placeholder="kaarigar@okhdfcbank"
          value={draft.upiVpa}
          error={errors['payments.upiVpa']}
          onChange={(event) => onChange({ upiVpa: event.target.value })}
        />
        <TextSetting
          label="Payee name"
          value={draft.upiPayeeName}
          error={errors['payments.upiPayeeName']}
          hint="The name the shopper's UPI app shows."
          onChange={(event) => onChange({ upiPayeeName: event.target.value })}
        />
      </CardContent>
    </Card>
  );
}
