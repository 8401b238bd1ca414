import { formatRupees, imageSrcSet, type Suggestion } from '@shop/domain';
import { SearchX } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';

/** The search box's dropdown: a spinner, "no products found", or up to 10 matches to open. */
export function SearchResults({
  listId,
  results,
  waiting,
  active,
  onPick,
  onHover,
}: {
  listId: string;
  results: Suggestion[];
  waiting: boolean;
  active: number;
  onPick: (id: string) => void;
  onHover: (index: number) => void;
}) {
  const t = useT();
  return (
    <div className="absolute inset-x-0 top-[calc(100%+0.5rem)] z-50 overflow-hidden rounded-2xl border border-line bg-card shadow-[var(--shadow-lift)] animate-fade-in sm:min-w-[22rem]">
      {waiting && results.length === 0 ? (
        <div className="flex items-center gap-3 px-4 py-5 text-sm text-muted">
          <Spinner className="size-4" /> {t('search.searching')}
        </div>
      ) : results.length === 0 ? (
        <div className="flex flex-col items-center gap-1 px-4 py-6 text-center">
          <SearchX aria-hidden="true" className="mb-1 size-6 text-muted" />
          <p className="font-medium text-ink">{t('catalog.noProducts')}</p>
          <p className="text-sm text-muted">{t('search.tryDifferent')}</p>
        </div>
      ) : (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.results')}
          className="max-h-[min(70vh,28rem)] overflow-y-auto p-1.5"
        >
          {results.map((product, index) => (
            <li key={product.id} role="option" aria-selected={index === active}>
              <button
                type="button"
                onClick={() => onPick(product.id)}
                onMouseEnter={() => onHover(index)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-xl p-2 text-left',
                  index === active ? 'bg-sand' : 'hover:bg-sand',
                )}
              >
                <span className="size-12 shrink-0 overflow-hidden rounded-lg bg-sand">
                  {product.image && (
                    <img
                      src={product.image}
                      srcSet={imageSrcSet(product.image)}
                      sizes="48px"
                      width={48}
                      height={48}
                      alt=""
                      className="size-full object-cover"
                    />
                  )}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-ink">{product.name}</span>
                  <span className="block truncate text-xs text-muted">
                    {product.categoryName}
                    {product.subcategoryName ? ` · ${product.subcategoryName}` : ''}
                  </span>
                </span>
                <span className="shrink-0 text-sm font-semibold text-ink">{formatRupees(product.price)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
