import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@shop/domain';
import { Search, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { cn } from '@/lib/cn';
import { searchPath } from '@/lib/search-path';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useLatest } from '@/lib/use-latest';
import { useSuggestions } from '../api/get-suggestions';
import { useT } from '@/lib/i18n/i18n';

const loadResults = () => import('./search-results');
// The box is on every page's first paint; the dropdown only once someone types, so its code waits.
const SearchResults = lazy(() => loadResults().then((module) => ({ default: module.SearchResults })));

/**
 * The navbar's live product search: waits for 2+ trimmed characters and 300 ms of quiet, shows up
 * to 10 matches, opens the product on click (or Enter on the one chosen with the arrow keys), and
 * closes on a click outside. Enter opens the results page: a plain GET form, so it does even before
 * the page has hydrated; there the box keeps the query.
 */
export function SearchBox({
  id: listId,
  className,
  onNavigate,
}: {
  /**
   * The suggestions list's id, its input's with `-input`: one per box on the page (the header has
   * two). Given rather than `useId`'s, which numbers ids in the order the app renders them: the
   * header hydrates after the screen (decision 084), in the server's HTML it comes first.
   */
  id: string;
  className?: string;
  onNavigate?: () => void;
}) {
  // On the results page the box shows the query searched (also on coming back to it), so the
  // shopper can refine it rather than type it again; elsewhere it starts empty.
  const t = useT();
  const location = useLocation();
  const searched =
    location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [term, setTerm] = useState(searched);
  const [shown, setShown] = useState(searched);
  if (shown !== searched) {
    setShown(searched);
    setTerm(searched);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const ready = debounced.trim().length >= SEARCH_MIN_CHARS;
  const { data: results = [], isFetching } = useSuggestions(debounced);
  const rootRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  // What a click outside goes back to: the query searched, not an empty box.
  const searchedRef = useLatest(searched);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) {
        setTerm(searchedRef.current);
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [searchedRef]);

  const showPanel = open && ready && term.trim().length >= SEARCH_MIN_CHARS;
  const waiting = isFetching || debounced !== term;

  /** Opens a product (the box empties) or the results page for `keep` (the box keeps it). */
  function go(path: string, keep = '') {
    setTerm(keep);
    setOpen(false);
    setActive(-1);
    onNavigate?.();
    void navigate(path);
  }

  return (
    <form
      ref={rootRef}
      role="search"
      action="/search"
      className={cn('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (term.trim()) go(searchPath(term), term.trim());
      }}
    >
      <label htmlFor={`${listId}-input`} className="sr-only">
        {t('search.label')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-[18px] -translate-y-1/2 text-muted"
      />
      <input
        id={`${listId}-input`}
        name="q"
        type="search"
        enterKeyHint="search"
        role="combobox"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-autocomplete="list"
        autoComplete="off"
        placeholder={t('search.placeholder')}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setOpen(true);
          void loadResults();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setOpen(false);
          } else if (event.key === 'ArrowDown' && results.length) {
            event.preventDefault();
            setActive((index) => (index + 1) % results.length);
          } else if (event.key === 'ArrowUp' && results.length) {
            event.preventDefault();
            setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
          } else if (event.key === 'Enter' && showPanel && active >= 0) {
            // The product chosen with the arrow keys; otherwise Enter submits: the results page.
            const target = results[active];
            if (target) {
              event.preventDefault();
              go(`/product/${target.id}`);
            }
          }
        }}
        className="h-11 w-full rounded-full border border-line bg-card pr-10 pl-10 text-base text-ink placeholder:text-muted/80 outline-none focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/25 focus-visible:outline-none sm:text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      {term && (
        <button
          type="button"
          aria-label={t('search.clear')}
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
        <Suspense fallback={null}>
          <SearchResults
            listId={listId}
            results={results}
            waiting={waiting}
            active={active}
            onPick={(id) => go(`/product/${id}`)}
            onHover={setActive}
          />
        </Suspense>
      )}
    </form>
  );
}
