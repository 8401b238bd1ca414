import type { CategoryRef, PricePreset } from '@shop/domain';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { priceKey, type ListingState } from '../hooks/listing-params';

function Option({
  id,
  checked,
  onChange,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: () => void;
  children: string;
}) {
  return (
    <div className="flex min-h-11 items-center gap-3 rounded-xl px-2 hover:bg-sand/70">
      <Checkbox id={id} checked={checked} onCheckedChange={onChange} />
      <Label htmlFor={id} className="flex-1 cursor-pointer py-3 font-normal text-ink-soft">
        {children}
      </Label>
    </div>
  );
}

/**
 * Subcategory checkboxes, a single-choice price range and (when offered) "In stock only", used by
 * the sidebar and the mobile drawer.
 */
export function FilterPanel({
  subcategories,
  presets,
  state,
  onToggleSubcategory,
  onChoosePrice,
  onToggleInStock,
}: {
  subcategories: CategoryRef[];
  presets: PricePreset[];
  state: ListingState;
  /** Needed only with subcategories to show. */
  onToggleSubcategory?: (slug: string) => void;
  onChoosePrice: (preset: PricePreset) => void;
  onToggleInStock?: () => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-7">
      {subcategories.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-xs font-semibold tracking-[0.14em] text-muted uppercase">
            Subcategories
          </legend>
          {subcategories.map((sub) => (
            <Option
              key={sub.id}
              id={`${id}-sub-${sub.slug}`}
              checked={state.subcategories.includes(sub.slug)}
              onChange={() => onToggleSubcategory?.(sub.slug)}
            >
              {sub.name}
            </Option>
          ))}
        </fieldset>
      )}
      <fieldset>
        <legend className="mb-2 text-xs font-semibold tracking-[0.14em] text-muted uppercase">
          Price range
        </legend>
        {presets.map((preset) => (
          <Option
            key={priceKey(preset)}
            id={`${id}-price-${priceKey(preset)}`}
            checked={state.price !== null && priceKey(state.price) === priceKey(preset)}
            onChange={() => onChoosePrice(preset)}
          >
            {preset.label}
          </Option>
        ))}
      </fieldset>
      {onToggleInStock && (
        <fieldset>
          <legend className="mb-2 text-xs font-semibold tracking-[0.14em] text-muted uppercase">
            Availability
          </legend>
          <Option id={`${id}-in-stock`} checked={state.inStock === true} onChange={onToggleInStock}>
            In stock only
          </Option>
        </fieldset>
      )}
    </div>
  );
}
