import { shopperMessage, stateName, statesInOrder } from '@shop/domain';
import type { ReactNode } from 'react';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import { useLanguage } from '@/lib/language';
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
  const language = useLanguage();
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {/* The form's own checks give the server's English words; a Hindi page says them in Hindi. */}
          {shopperMessage(error, language)}
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
  const t = useT();
  const language = useLanguage();
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
      <Field id="address-name" label={t('address.field.name')} error={errors.name} className="sm:col-span-2">
        <Input
          {...control('name')}
          autoComplete="name"
          maxLength={100}
          onChange={(event) => onChange('name', event.target.value)}
        />
      </Field>
      <Field
        id="address-address"
        label={t('address.field.address')}
        error={errors.address}
        className="sm:col-span-2"
      >
        <Textarea
          {...control('address')}
          autoComplete="street-address"
          rows={3}
          maxLength={300}
          className="min-h-20"
          placeholder={t('address.field.addressPlaceholder')}
          onChange={(event) => onChange('address', event.target.value)}
        />
      </Field>
      <Field id="address-city" label={t('address.field.city')} error={errors.city}>
        <Input
          {...control('city')}
          autoComplete="address-level2"
          maxLength={80}
          onChange={(event) => onChange('city', event.target.value)}
        />
        {cityChoices.length > 1 && onChooseCity && (
          <div role="group" aria-label={t('address.field.cityChoices')} className="flex flex-wrap gap-2">
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
      <Field id="address-state" label={t('address.field.state')} error={errors.state}>
        <select
          {...control('state')}
          autoComplete="address-level1"
          onChange={(event) => onChange('state', event.target.value)}
          className="h-11 w-full rounded-xl border border-line bg-card px-3 text-base text-ink outline-none focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/25 disabled:opacity-60 aria-invalid:border-danger sm:text-sm"
        >
          <option value="">{t('address.field.chooseState')}</option>
          {/* Named, and in the order of, the page's language; the value stays the English name the
              server and invoices use. */}
          {statesInOrder(language).map((state) => (
            <option key={state} value={state}>
              {stateName(state, language)}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="address-pincode"
        label={t('address.pincode')}
        error={errors.pincode}
        hint={t('address.field.pincodeHint')}
      >
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
        label={t('track.mobile')}
        error={errors.phone}
        hint={t('address.field.phoneHint')}
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
