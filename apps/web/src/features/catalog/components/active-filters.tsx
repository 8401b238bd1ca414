import type { Facets } from '@shop/domain';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ATTRIBUTE_FILTERS, hasFilters, type AttributeKey, type ListingState } from '../hooks/listing-params';
import { useT } from '@/lib/i18n/i18n';
import { facetLabel } from '../lib/facet-label';
import { presetLabel } from '../lib/price-preset-label';

function RemoveChip({ label, name, onRemove }: { label: string; name: string; onRemove: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={onRemove}
      className="inline-flex h-11 items-center gap-1.5 rounded-full bg-sand pr-2 pl-3 text-sm text-ink hover:bg-sand-deep sm:h-9"
      aria-label={t('catalog.removeFilter', { name })}
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
  facets,
}: {
  state: ListingState;
  /** Needed only where subcategories can be chosen. */
  subcategoryName?: (slug: string) => string;
  onRemoveSubcategory?: (slug: string) => void;
  onRemovePrice: () => void;
  onRemoveInStock?: () => void;
  onRemoveAttribute: (key: AttributeKey, value: string) => void;
  onClearAll: () => void;
  /** The listing's facets, whose labels name each value in the page's language. */
  facets?: Facets | undefined;
}) {
  const t = useT();
  if (!hasFilters(state)) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      {state.subcategories.map((sub) => {
        const name = subcategoryName?.(sub) ?? sub;
        return <RemoveChip key={sub} label={name} name={name} onRemove={() => onRemoveSubcategory?.(sub)} />;
      })}
      {ATTRIBUTE_FILTERS.flatMap(({ key, label }) =>
        state[key].map((value) => {
          const words = facetLabel(facets, key, value);
          return (
            <RemoveChip
              key={`${key}-${value}`}
              label={`${t(label)}: ${words}`}
              name={`${t(label)} ${words}`}
              onRemove={() => onRemoveAttribute(key, value)}
            />
          );
        }),
      )}
      {state.price && (
        <RemoveChip
          label={presetLabel(state.price, t)}
          name={presetLabel(state.price, t)}
          onRemove={onRemovePrice}
        />
      )}
      {state.inStock && onRemoveInStock && (
        <RemoveChip
          label={t('catalog.inStockOnly')}
          name={t('catalog.inStockOnly')}
          onRemove={onRemoveInStock}
        />
      )}
      <Button variant="link" size="sm" onClick={onClearAll}>
        {t('catalog.clearAllFilters')}
      </Button>
    </div>
  );
}
