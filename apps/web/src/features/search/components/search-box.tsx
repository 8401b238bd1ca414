import { formatRupees, imageSrcSet, SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@shop/domain';
import { Search, SearchX, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchProducts } from '../api/search-products';

/**
 * The navbar's live product search: waits for 2+ trimmed characters and 300 ms of quiet, shows up
 * to 10 matches, opens the product on click, and clears and closes on a click outside.
 */
export function SearchBox({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const ready = debounced.trim().length >= SEARCH_MIN_CHARS;
  const { data: results = [], isFetching } = useSearchProducts(debounced);
  const rootRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const listId = useId();

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) {
        setTerm('');
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const showPanel = open && ready && term.trim().length >= SEARCH_MIN_CHARS;
  const waiting = isFetching || debounced !== term;

  function go(id: string) {
    setTerm('');
    setOpen(false);
    setActive(-1);
    onNavigate?.();
    void navigate(`/product/${id}`);
  }

  return (
    <div ref={rootRef} className={cn('relative', className)}>
      <label htmlFor={`${listId}-input`} className="sr-only">
        Search products
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-[18px] -translate-y-1/2 text-muted"
      />
      <input
        id={`${listId}-input`}
        type="search"
        role="combobox"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-autocomplete="list"
        autoComplete="off"
        placeholder="Search jhumkas, kurtis, stoles…"
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setOpen(false);
          } else if (event.key === 'ArrowDown' && results.length) {
            event.preventDefault();
            setActive((index) => (index + 1) % results.length);
          } else if (event.key === 'ArrowUp' && results.length) {
            event.preventDefault();
            setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
          } else if (event.key === 'Enter' && showPanel) {
            const target = results[active >= 0 ? active : 0];
            if (target) {
              event.preventDefault();
              go(target.id);
            }
          }
        }}
        className="h-11 w-full rounded-full border border-line bg-card pr-10 pl-10 text-base text-ink placeholder:text-muted/80 outline-none focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/25 focus-visible:outline-none sm:text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      {term && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setTerm('');
            setOpen(false);
          }}
          className="absolute top-1/2 right-0 grid size-11 -translate-y-1/2 place-items-center rounded-full text-muted hover:bg-sand hover:text-ink"
        >
          <X className="size-4" />
        </button>
      )}

      {showPanel && (
        <div className="absolute inset-x-0 top-[calc(100%+0.5rem)] z-50 overflow-hidden rounded-2xl border border-line bg-card shadow-[var(--shadow-lift)] animate-fade-in sm:min-w-[22rem]">
          {waiting && results.length === 0 ? (
            <div className="flex items-center gap-3 px-4 py-5 text-sm text-muted">
              <Spinner className="size-4" /> Searching…
            </div>
          ) : results.length === 0 ? (
            <div className="flex flex-col items-center gap-1 px-4 py-6 text-center">
              <SearchX aria-hidden="true" className="mb-1 size-6 text-muted" />
              <p className="font-medium text-ink">No products found</p>
              <p className="text-sm text-muted">Try a different search term</p>
            </div>
          ) : (
            <ul
              id={listId}
              role="listbox"
              aria-label="Search results"
              className="max-h-[min(70vh,28rem)] overflow-y-auto p-1.5"
            >
              {results.map((product, index) => (
                <li key={product.id} role="option" aria-selected={index === active}>
                  <button
                    type="button"
                    onClick={() => go(product.id)}
                    onMouseEnter={() => setActive(index)}
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
                    <span className="shrink-0 text-sm font-semibold text-ink">
                      {formatRupees(product.price)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
