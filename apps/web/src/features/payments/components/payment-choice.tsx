import { UPI_PAYMENT_WINDOW_MINUTES, type PaymentMethod } from '@shop/domain';
import { Banknote, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useT, type Translate } from '@/lib/i18n/i18n';

const DESCRIPTIONS: Record<PaymentMethod, { icon: ReactNode; text: (t: Translate) => string }> = {
  cod: { icon: <Banknote aria-hidden="true" />, text: (t) => t('cart.payInCash') },
  upi: {
    icon: <Smartphone aria-hidden="true" />,
    text: (t) => t('payment.choice.upi', { minutes: UPI_PAYMENT_WINDOW_MINUTES }),
  },
};

/**
 * How the customer pays (decision 038): one radio card per way the shop offers. Native radios in a
 * fieldset, so the arrow keys, the legend and the checked state reach a screen reader as they are.
 */
export function PaymentChoice({
  methods,
  value,
  onChange,
  disabled = false,
}: {
  methods: readonly PaymentMethod[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <legend className="sr-only">{t('payment.choice.legend')}</legend>
      {methods.map((method) => {
        const id = `payment-method-${method}`;
        return (
          // The label stretches over the whole card, so a tap anywhere on it chooses the method.
          <div
            key={method}
            className={cn(
              'relative flex items-start gap-3 rounded-xl border p-4 transition-colors',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent has-[:focus-visible]:ring-offset-2',
              value === method ? 'border-accent bg-accent-soft' : 'border-line bg-card hover:bg-sand/40',
            )}
          >
            <input
              type="radio"
              id={id}
              name="payment-method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              aria-describedby={`${id}-text`}
              className="mt-1 size-4 accent-[var(--color-accent)]"
            />
            <div className="grid gap-0.5">
              <label
                htmlFor={id}
                className="flex cursor-pointer items-center gap-2 font-medium text-ink after:absolute after:inset-0 [&>svg]:size-4"
              >
                {DESCRIPTIONS[method].icon}
                {t(`payment.method.${method}`)}
              </label>
              <p id={`${id}-text`} className="text-sm text-muted">
                {DESCRIPTIONS[method].text(t)}
              </p>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
