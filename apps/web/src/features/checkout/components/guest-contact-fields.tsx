import { describedBy, FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import type { ContactField, GuestContactView } from '../hooks/use-guest-contact';

const FIELDS: { field: ContactField; label: string; type: string; autoComplete: string; hint?: string }[] = [
  { field: 'name', label: 'Your name', type: 'text', autoComplete: 'name' },
  {
    field: 'email',
    label: 'E-mail',
    type: 'email',
    autoComplete: 'email',
    hint: 'Your order confirmation and updates come here.',
  },
  {
    field: 'phone',
    label: 'Your mobile number',
    type: 'tel',
    autoComplete: 'tel',
    hint: 'With the order number, this lets you follow your order.',
  },
];

/** A guest's contact at checkout (decision 040): who the order's mails go to, and how to find it. */
export function GuestContactFields({ view, disabled }: { view: GuestContactView; disabled?: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map(({ field, label, type, autoComplete, hint }) => {
        const id = `contact-${field}`;
        const error = view.errors[field];
        return (
          <FormField
            key={field}
            id={id}
            label={label}
            error={error}
            {...(hint ? { hint } : {})}
            className={field === 'name' ? 'sm:col-span-2' : undefined}
          >
            <Input
              id={id}
              name={field}
              type={type}
              inputMode={field === 'phone' ? 'tel' : undefined}
              autoComplete={autoComplete}
              value={view.values[field]}
              onChange={(event) => view.change(field, event.target.value)}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, error, hint)}
            />
          </FormField>
        );
      })}
    </div>
  );
}
