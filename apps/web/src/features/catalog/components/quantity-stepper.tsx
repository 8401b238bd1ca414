import { Minus, Plus } from 'lucide-react';
import { useT } from '@/lib/i18n/i18n';

/** Quantity from 1 to the units in stock (decision 008). */
export function QuantityStepper({
  value,
  max,
  onChange,
  disabled = false,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const clamp = (next: number) => Math.min(Math.max(1, next), Math.max(1, max));
  return (
    <div
      className="inline-flex h-11 items-center rounded-full border border-line bg-card"
      role="group"
      aria-label={t('product.quantity')}
    >
      <button
        type="button"
        aria-label={t('cart.line.decrease')}
        disabled={disabled || value <= 1}
        onClick={() => onChange(clamp(value - 1))}
        className="grid size-11 place-items-center rounded-full text-ink hover:bg-sand disabled:opacity-40"
      >
        <Minus className="size-4" />
      </button>
      <output aria-live="polite" className="w-10 text-center font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        aria-label={t('cart.line.increase')}
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1))}
        className="grid size-11 place-items-center rounded-full text-ink hover:bg-sand disabled:opacity-40"
      >
        <Plus className="size-4" />
      </button>
    </div>
  );
}
