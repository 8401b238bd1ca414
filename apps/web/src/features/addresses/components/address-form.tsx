import { INDIAN_STATES } from '@shop/domain';
import type { ReactNode } from 'react';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import type { AddressErrors, AddressField, AddressValues } from '../lib/address-validation';

function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** The shipping address of a Cash-on-Delivery order; every field says plainly what is wrong. */
export function AddressForm({
  values,
  errors,
  disabled,
  onChange,
  onBlur,
  cityChoices = [],
  onChooseCity,
}: {
  values: AddressValues;
  errors: AddressErrors;
  disabled?: boolean;
  onChange: (field: AddressField, value: string) => void;
  onBlur: (field: AddressField) => void;
  /** The pincode's towns and district, offered as one-tap choices for City. */
  cityChoices?: readonly string[];
  onChooseCity?: (city: string) => void;
}) {
  const control = (field: AddressField, hint?: boolean) => ({
    id: `address-${field}`,
    name: field,
    value: values[field],
    disabled,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `address-${field}-error` : hint ? `address-${field}-hint` : undefined,
    onBlur: () => onBlur(field),
  });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="address-name" label="Full name" error={errors.name} className="sm:col-span-2">
        <Input
          {...control('name')}
          autoComplete="name"
          maxLength={100}
          onChange={(event) => onChange('name', event.target.value)}
        />
      </Field>
      <Field id="address-address" label="Address" error={errors.address} className="sm:col-span-2">
        <Textarea
          {...control('address')}
          autoComplete="street-address"
          rows={3}
          maxLength={300}
          className="min-h-20"
          placeholder="House number, street, area, landmark"
          onChange={(event) => onChange('address', event.target.value)}
        />
      </Field>
      <Field id="address-city" label="City" error={errors.city}>
        <Input
          {...control('city')}
          autoComplete="address-level2"
          maxLength={80}
          onChange={(event) => onChange('city', event.target.value)}
        />
        {cityChoices.length > 1 && onChooseCity && (
          <div role="group" aria-label="Places for this pincode" className="flex flex-wrap gap-2">
            {cityChoices.map((choice) => (
              <button
                key={choice}
                type="button"
                disabled={disabled}
                aria-pressed={values.city === choice}
                onClick={() => onChooseCity(choice)}
                className="min-h-9 rounded-full border border-line bg-card px-3 text-sm text-ink hover:bg-sand aria-pressed:border-accent aria-pressed:bg-accent-soft/40 aria-pressed:font-medium"
              >
                {choice}
              </button>
            ))}
          </div>
        )}
      </Field>
      <Field id="address-state" label="State / Union territory" error={errors.state}>
        <select
          {...control('state')}
          autoComplete="address-level1"
          onChange={(event) => onChange('state', event.target.value)}
          className="h-11 w-full rounded-xl border border-line bg-card px-3 text-base text-ink outline-none focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/25 disabled:opacity-60 aria-invalid:border-danger sm:text-sm"
        >
          <option value="">Choose a state</option>
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
      </Field>
      <Field id="address-pincode" label="Pincode" error={errors.pincode} hint="6 digits">
        <Input
          {...control('pincode', true)}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={6}
          onChange={(event) => onChange('pincode', event.target.value.replace(/\D/g, ''))}
        />
      </Field>
      <Field
        id="address-phone"
        label="Mobile number"
        error={errors.phone}
        hint="10-digit mobile; the courier calls before delivery"
      >
        <Input
          {...control('phone', true)}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={16}
          onChange={(event) => onChange('phone', event.target.value)}
        />
      </Field>
    </div>
  );
}
