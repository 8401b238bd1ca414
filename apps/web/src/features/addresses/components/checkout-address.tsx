import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import { NEW_ADDRESS, type CheckoutAddressView } from '../hooks/use-checkout-address';
import { addressLine } from '../lib/address-text';
import { AddressForm } from './address-form';
import { SaveAddressToggle } from './save-address-toggle';

const optionClass =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-line bg-card p-3 text-sm transition-colors has-[:checked]:border-accent has-[:checked]:bg-accent-soft/40 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/25';

/**
 * Checkout's address: the saved addresses to choose from (the default first and chosen), or the
 * form for a new one with "save to my address book" ticked (decision 034). Visitors see the form.
 */
export function CheckoutAddress({ view, disabled }: { view: CheckoutAddressView; disabled?: boolean }) {
  const t = useT();
  if (view.loading) return <Skeleton className="h-48 rounded-xl" aria-label={t('address.loading')} />;
  const { addresses, choiceId, form } = view;
  const typing = choiceId === NEW_ADDRESS;

  return (
    <div className="grid gap-4">
      {addresses.length > 0 && (
        <fieldset className="grid gap-2" disabled={disabled}>
          <legend className="mb-2 text-sm font-medium text-ink">{t('address.checkout.deliverTo')}</legend>
          {addresses.map((address) => (
            <label key={address.id} className={cn(optionClass, 'grid grid-cols-[auto_1fr] gap-y-0.5')}>
              <input
                type="radio"
                name="saved-address"
                value={address.id}
                checked={choiceId === address.id}
                onChange={() => view.choose(address.id)}
                className="row-span-3 mt-0.5 size-4 accent-[var(--color-accent)]"
              />
              <span className="font-medium text-ink">
                {address.name}
                {address.isDefault && (
                  <span className="ml-2 text-xs font-normal text-muted">{t('address.default')}</span>
                )}
              </span>
              <span className="text-muted">{addressLine(address)}</span>
              <span className="text-muted">{t('address.mobile', { phone: address.phone })}</span>
            </label>
          ))}
          <label className={cn(optionClass, 'items-center')}>
            <input
              type="radio"
              name="saved-address"
              value={NEW_ADDRESS}
              checked={typing}
              onChange={() => view.choose(NEW_ADDRESS)}
              className="size-4 accent-[var(--color-accent)]"
            />
            <span className="font-medium text-ink">{t('address.checkout.new')}</span>
          </label>
        </fieldset>
      )}
      {typing && (
        <>
          <AddressForm
            values={form.values}
            errors={form.errors}
            disabled={disabled}
            onChange={form.change}
            onBlur={form.blur}
            cityChoices={form.cityChoices}
            onChooseCity={form.chooseCity}
          />
          {view.canSave && (
            <SaveAddressToggle
              id="checkout-save-address"
              label={t('address.checkout.save')}
              checked={view.save}
              onChange={view.setSave}
              disabled={disabled}
            />
          )}
        </>
      )}
    </div>
  );
}
