import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ATTRIBUTE_FILTERS, hasFilters, type AttributeKey, type ListingState } from '../hooks/listing-params';

function RemoveChip({ label, name, onRemove }: { label: string; name: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      onClick={onRemove}
      className="inline-flex h-11 items-center gap-1.5 rounded-full bg-sand pr-2 pl-3 text-sm text-ink hover:bg-sand-deep sm:h-9"
      aria-label={`Remove filter ${name}`}
    >
      {label} <X aria-hidden="true" className="size-3.5" />
    </button>
  );
}

/** The filters in force, each a chip that removes it, and 'Clear All Filters'. */
export function ActiveFilters({
  state,
  subcategoryName,
  onRemoveSubcategory,
  onRemovePrice,
  onRemoveInStock,
  onRemoveAttribute,
  onClearAll,
}: {
  state: ListingState;
  /** Needed only where subcategories can be chosen. */
  subcategoryName?: (slug: string) => string;
  onRemoveSubcategory?: (slug: string) => void;
  onRemovePrice: () => void;
  onRemoveInStock?: () => void;
  onRemoveAttribute: (key: AttributeKey, value: string) => void;
  onClearAll: () => void;
}) {
  if (!hasFilters(state)) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      {state.subcategories.map((sub) => {
        const name = subcategoryName?.(sub) ?? sub;
        return <RemoveChip key={sub} label={name} name={name} onRemove={() => onRemoveSubcategory?.(sub)} />;
      })}
      {ATTRIBUTE_FILTERS.flatMap(({ key, label }) =>
        state[key].map((value) => (
          <RemoveChip
            key={`${key}-${value}`}
            label={`${label}: ${value}`}
            name={`${label} ${value}`}
            onRemove={() => onRemoveAttribute(key, value)}
          />
        )),
      )}
      {state.price && (
        <RemoveChip label={state.price.label} name={state.price.label} onRemove={onRemovePrice} />
      )}
      {state.inStock && onRemoveInStock && (
        <RemoveChip label="In stock only" name="In stock only" onRemove={onRemoveInStock} />
      )}
      <Button variant="link" size="sm" onClick={onClearAll}>
        Clear All Filters
      </Button>
    </div>
  );
}
