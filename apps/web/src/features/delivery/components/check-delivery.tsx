import { PINCODE_PATTERN } from '@shop/domain';
import { MapPin } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { useDeliveryEstimate } from '../api/get-delivery-estimate';
import { readSavedPincode, savePincode } from '../lib/saved-pincode';
import { DeliveryAnswer } from './delivery-answer';

/**
 * "Check delivery" on a product page (decision 032): a pincode gives the delivery date for this
 * piece (its made-to-order time included) and whether Cash on Delivery is offered for it there. The
 * pincode is remembered, so the next product answers at once.
 */
export function CheckDelivery({
  productId,
  variantId,
  quantity,
}: {
  productId: string;
  variantId: string | undefined;
  quantity: number;
}) {
  const t = useT();
  // The remembered pincode is the browser's: read after hydration, so the server's HTML matches.
  const saved = useHydrated() ? readSavedPincode() : null;
  const [typedOwn, setTyped] = useState<string | null>(null);
  const [checkedOwn, setChecked] = useState<string | null>(null);
  const typed = typedOwn ?? saved ?? '';
  const checked = checkedOwn ?? saved;
  const [problem, setProblem] = useState<string | null>(null);
  const estimate = useDeliveryEstimate(checked, { productId, variantId, quantity });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pincode = typed.trim();
    if (!PINCODE_PATTERN.test(pincode)) {
      setProblem(t('delivery.check.invalid'));
      return;
    }
    setProblem(null);
    setChecked(pincode);
    savePincode(pincode);
  };

  return (
    <section
      aria-labelledby="check-delivery-title"
      className="grid gap-2.5 rounded-xl border border-line p-3.5"
    >
      <h2 id="check-delivery-title" className="flex items-center gap-2 text-sm font-semibold text-ink">
        <MapPin aria-hidden="true" className="size-4 text-accent" /> {t('delivery.check.title')}
      </h2>
      <form onSubmit={submit} className="flex gap-2" noValidate>
        <label htmlFor="check-delivery-pincode" className="sr-only">
          {t('address.pincode')}
        </label>
        <Input
          id="check-delivery-pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t('address.pincode')}
          value={typed}
          onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'check-delivery-problem' : undefined}
          className="flex-1"
        />
        <Button type="submit" variant="outline" className="h-11 px-5">
          {t('delivery.check.submit')}
        </Button>
      </form>
      <div aria-live="polite">
        {problem ? (
          <p id="check-delivery-problem" className="text-sm text-danger">
            {problem}
          </p>
        ) : estimate.isError && checked ? (
          <p className="text-sm text-danger">{errorMessage(estimate.error, t('delivery.check.failed'))}</p>
        ) : estimate.data ? (
          <DeliveryAnswer estimate={estimate.data} />
        ) : estimate.isFetching ? (
          <p className="text-sm text-muted">{t('delivery.check.checking')}</p>
        ) : null}
      </div>
    </section>
  );
}
