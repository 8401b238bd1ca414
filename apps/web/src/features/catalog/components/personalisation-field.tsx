import type { Personalisation } from '@shop/domain';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n/i18n';

/**
 * The buyer's note for a piece that takes one (a name to engrave, initials to stitch). Optional;
 * the count shows how much room is left, and the input stops at the product's limit.
 */
export function PersonalisationField({
  personalisation,
  value,
  onChange,
}: {
  personalisation: Personalisation;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {personalisation.label} <span className="font-normal text-muted">{t('product.optional')}</span>
        </label>
        <span id={`${id}-count`} className="text-xs text-muted tabular-nums">
          {value.length}/{personalisation.maxLength}
        </span>
      </div>
      <Input
        id={id}
        value={value}
        maxLength={personalisation.maxLength}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
