import { EXAMPLE_GSTIN, INDIAN_STATES, type IndianState } from '@shop/domain';
import { useId } from 'react';
import { FormField } from '@/components/form-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import type { SectionProps } from '../lib/settings-draft';
import { TextAreaSetting, TextSetting } from './text-setting';

/** Who sells: what every tax invoice prints about the shop. */
export function BusinessSection({ draft, errors, onChange }: SectionProps) {
  const stateId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Business details</CardTitle>
        <CardDescription>Printed on every tax invoice, as registered for GST.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <TextSetting
          className="sm:col-span-2"
          label="Legal name"
          autoComplete="organization"
          value={draft.legalName}
          error={errors['business.legalName']}
          onChange={(event) => onChange({ legalName: event.target.value })}
        />
        <TextAreaSetting
          label="Address"
          className="sm:col-span-2"
          rows={3}
          value={draft.addressText}
          error={errors['business.addressLines']}
          hint="One line per line of the address, up to 4; city, state and pincode go below."
          onChange={(event) => onChange({ addressText: event.target.value })}
        />
        <TextSetting
          label="City"
          value={draft.city}
          error={errors['business.city']}
          onChange={(event) => onChange({ city: event.target.value })}
        />
        <TextSetting
          label="Pincode"
          inputMode="numeric"
          maxLength={6}
          value={draft.pincode}
          error={errors['business.pincode']}
          onChange={(event) => onChange({ pincode: event.target.value })}
        />
        <FormField id={stateId} label="State" error={errors['business.state']}>
          <NativeSelect
            id={stateId}
            value={draft.state}
            onChange={(event) => onChange({ state: event.target.value as IndianState })}
          >
            {INDIAN_STATES.map((state) => (
              <option key={state}>{state}</option>
            ))}
          </NativeSelect>
        </FormField>
        <TextSetting
          label="GSTIN"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={15}
          placeholder={EXAMPLE_GSTIN}
          value={draft.gstin}
          error={errors['business.gstin']}
          hint={draft.gstin ? undefined : 'Invoices need it: 15 characters, starting with your state code.'}
          onChange={(event) => onChange({ gstin: event.target.value.toUpperCase() })}
        />
        <TextSetting
          label="Invoice prefix"
          autoCapitalize="characters"
          maxLength={3}
          value={draft.invoicePrefix}
          error={errors['business.invoicePrefix']}
          hint={`Invoices are numbered ${draft.invoicePrefix || 'KS'}/26-27/000001 and on.`}
          onChange={(event) => onChange({ invoicePrefix: event.target.value.toUpperCase() })}
        />
      </CardContent>
    </Card>
  );
}
