import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { hasFilters, type ListingState } from '../hooks/listing-params';

const removeChipClass =
  'inline-flex h-11 items-center gap-1.5 rounded-full bg-sand sm:h-9 pr-2 pl-3 text-sm text-ink hover:bg-sand-deep';

/** The filters in force, each a chip that removes it, and 'Clear All Filters'. */
export function ActiveFilters({
  state,
  subcategoryName,
  onRemoveSubcategory,
  onRemovePrice,
  onRemoveInStock,
  onClearAll,
}: {
  state: ListingState;
  /** Needed only where subcategories can be chosen. */
  subcategoryName?: (slug: string) => string;
  onRemoveSubcategory?: (slug: string) => void;
  onRemovePrice: () => void;
  onRemoveInStock?: () => void;
  onClearAll: () => void;
}) {
  if (!hasFilters(state)) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      {state.subcategories.map((sub) => {
        const name = subcategoryName?.(sub) ?? sub;
        return (
          <button
            key={sub}
            type="button"
            onClick={() => onRemoveSubcategory?.(sub)}
            className={removeChipClass}
            aria-label={`Remove filter ${name}`}
          >
            {name} <X aria-hidden="true" className="size-3.5" />
          </button>
        );
      })}
      {state.price && (
        <button
          type="button"
          onClick={onRemovePrice}
          className={removeChipClass}
          aria-label={`Remove filter ${state.price.label}`}
        >
          {state.price.label} <X aria-hidden="true" className="size-3.5" />
        </button>
      )}
      {state.inStock && onRemoveInStock && (
        <button
          type="button"
          onClick={onRemoveInStock}
          className={removeChipClass}
          aria-label="Remove filter In stock only"
        >
          In stock only <X aria-hidden="true" className="size-3.5" />
        </button>
      )}
      <Button variant="link" size="sm" onClick={onClearAll}>
        Clear All Filters
      </Button>
    </div>
  );
}
