import { isSizeOption, optionLabel, valueLabel, type ProductOptionAnswer } from '@shop/domain';
import { useId, type Ref } from 'react';
import { SizeGuideButton } from '@/features/size-guide';
import { cn } from '@/lib/cn';
import type { MessageId } from '@/lib/i18n/catalogue';
import type { ValueState } from '../lib/variant-choice';
import { useT } from '@/lib/i18n/i18n';

const UNAVAILABLE_WORDS: Record<Exclude<ValueState, 'available'>, MessageId> = {
  'sold-out': 'product.valueSoldOut',
  'not-made': 'product.valueNotMade',
};

/**
 * One option's values as buttons (thumbs tap buttons; a select hides the sizes). A value whose
 * variants are gone is struck through but can still be chosen, to read "Out of stock" on the page.
 * A size option carries the category's size guide; "Add to Cart" without a value shows "Choose a
 * size" under the buttons. It shows the option's words in the page's language ("साइज़: मध्यम";
 * decision 074) and chooses by the English value the variants are keyed by.
 */
export function OptionPicker({
  option,
  chosen,
  stateOf,
  onChoose,
  missing,
  categorySlug,
  groupRef,
}: {
  option: ProductOptionAnswer;
  chosen: string | undefined;
  stateOf: (value: string) => ValueState;
  onChoose: (value: string) => void;
  /** "Add to Cart" was pressed without a value here. */
  missing: boolean;
  categorySlug: string;
  groupRef?: Ref<HTMLDivElement>;
}) {
  const t = useT();
  const labelId = useId();
  const name = optionLabel(option);
  return (
    <div className="grid gap-2" data-testid="option-picker">
      <div className="flex min-h-11 flex-wrap items-center justify-between gap-x-4">
        <p id={labelId} className="text-sm font-medium text-ink">
          {name}
          {chosen && <span className="font-normal text-ink-soft">: {valueLabel(option, chosen)}</span>}
        </p>
        {isSizeOption(option.name) && <SizeGuideButton categorySlug={categorySlug} optionName={name} />}
      </div>
      <div
        ref={groupRef}
        role="group"
        tabIndex={-1}
        aria-labelledby={labelId}
        className="flex flex-wrap gap-2 outline-none"
      >
        {option.values.map((value) => {
          const state = stateOf(value);
          const selected = chosen === value;
          const words = valueLabel(option, value);
          return (
            <button
              key={value}
              type="button"
              aria-pressed={selected}
              aria-label={state === 'available' ? undefined : t(UNAVAILABLE_WORDS[state], { value: words })}
              onClick={() => onChoose(value)}
              // A choice tapped before the page is taken over is held and replayed (decision 062).
              data-replay
              className={cn(
                'h-11 min-w-12 rounded-full border px-4 text-sm font-medium tabular-nums transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
                selected
                  ? 'border-ink bg-ink text-ivory'
                  : 'border-line bg-card text-ink hover:border-ink-soft/60',
                state !== 'available' && 'text-muted line-through decoration-1',
                state !== 'available' && selected && 'text-ivory/80',
                missing && 'border-danger',
              )}
            >
              {words}
            </button>
          );
        })}
      </div>
      {missing && (
        <p role="alert" className="text-sm font-medium text-danger">
          {t('product.chooseOption', { option: name.trim().toLowerCase() })}
        </p>
      )}
    </div>
  );
}
