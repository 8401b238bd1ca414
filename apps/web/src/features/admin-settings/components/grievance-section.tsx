import type { ShopSettings } from '@shop/domain';
import { useId } from 'react';
import { HindiField } from '@/components/hindi-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { SectionProps } from '../lib/settings-draft';
import { TextSetting } from './text-setting';

type Officer = ShopSettings['grievanceOfficer'];

/**
 * The grievance officer the e-commerce rules ask the shop to name (decision 048): shown on
 * /grievance and in the footer of every page, their designation in Hindi on the Hindi pages.
 */
export function GrievanceSection({ draft, errors, onChange }: SectionProps) {
  const id = useId();
  const officer = draft.grievanceOfficer;
  const set = (patch: Partial<Officer>) => onChange({ grievanceOfficer: { ...officer, ...patch } });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Grievance officer</CardTitle>
        <CardDescription>
          The person who answers complaints: acknowledged within 48 hours, resolved within a month. Shown on
          the Grievances page and in the footer.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <TextSetting
          label="Name"
          autoComplete="off"
          value={officer.name}
          error={errors['grievanceOfficer.name']}
          onChange={(event) => set({ name: event.target.value })}
        />
        <TextSetting
          label="E-mail"
          type="email"
          autoComplete="off"
          value={officer.email}
          error={errors['grievanceOfficer.email']}
          onChange={(event) => set({ email: event.target.value })}
        />
        <TextSetting
          label="Designation"
          value={officer.designation}
          error={errors['grievanceOfficer.designation']}
          onChange={(event) => set({ designation: event.target.value })}
        />
        <HindiField
          id={`${id}-designation-hi`}
          label="Designation in Hindi"
          value={officer.translations.hi.designation ?? ''}
          error={errors['grievanceOfficer.translations.hi.designation']}
          onChange={(designation) => set({ translations: { hi: { designation } } })}
        />
        <TextSetting
          label="Phone"
          type="tel"
          autoComplete="off"
          value={officer.phone}
          error={errors['grievanceOfficer.phone']}
          hint="A 10-digit mobile, or a landline with its STD code."
          onChange={(event) => set({ phone: event.target.value })}
        />
      </CardContent>
    </Card>
  );
}
