import type { CategoryRef } from '@shop/domain';
import { cn } from '@/lib/cn';
import type { ListingState } from '../hooks/listing-params';
import { useT } from '@/lib/i18n/i18n';

function chipClass(active: boolean) {
  return cn(
    'inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors',
    active
      ? 'border-accent bg-accent text-white'
      : 'border-line bg-card text-ink-soft hover:border-ink-soft/40 hover:text-ink',
  );
}

/** 'All' and one chip per subcategory; a chip shows that subcategory alone (null: all of them). */
export function SubcategoryChips({
  subcategories,
  state,
  onPick,
}: {
  subcategories: readonly CategoryRef[];
  state: ListingState;
  onPick: (subcategory: string | null) => void;
}) {
  const t = useT();
  if (subcategories.length === 0) return null;
  const only = (slug: string) => state.subcategories.length === 1 && state.subcategories[0] === slug;
  return (
    <div className="no-scrollbar -mx-4 mt-6 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
      <button
        type="button"
        className={chipClass(state.subcategories.length === 0)}
        onClick={() => onPick(null)}
      >
        {t('catalog.all')}
      </button>
      {subcategories.map((sub) => (
        <button
          key={sub.id}
          type="button"
          aria-pressed={only(sub.slug)}
          className={chipClass(only(sub.slug))}
          onClick={() => onPick(sub.slug)}
        >
          {sub.name}
        </button>
      ))}
    </div>
  );
}
