import { parsePath, stripBasename, withBasename, type Location, type Path } from './location';

/**
 * Where the router keeps its entries: the browser's session history, or a list in memory (tests, and
 * the server, which renders one address and goes nowhere).
 */
export interface RouterHistory {
  readonly location: Location;
  /** The position of the current entry in this tab's history (0 for the first page opened). */
  readonly index: number;
  push(path: Path, state: unknown): void;
  replace(path: Path, state: unknown): void;
  go(delta: number): void;
  /** Calls `listener` after the visitor moves through history (back, forward); returns the unsubscribe. */
  listen(listener: () => void): () => void;
}

/**
 * What each entry keeps in `history.state`, the same shape React Router used (`usr`, `key`, `idx`),
 * so entries made before an update still read back, and `idx` tells whether there is a page to go
 * back to.
 */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

const newKey = (): string => Math.random().toString(36).slice(2, 10);

function entryState(value: unknown): EntryState | null {
  if (!value || typeof value !== 'object') return null;
  const entry = value as Partial<EntryState>;
  return typeof entry.key === 'string' && typeof entry.idx === 'number' ? (entry as EntryState) : null;
}

export function createBrowserHistory(basename: string): RouterHistory {
  // The first entry of a visit gets its key and index at once: the scroll position of this very
  // page is remembered under it, and a reload finds it again.
  if (!entryState(window.history.state)) {
    window.history.replaceState({ usr: null, key: newKey(), idx: 0 } satisfies EntryState, '');
  }
  const read = (): { location: Location; index: number } => {
    const entry = entryState(window.history.state) ?? { usr: null, key: 'default', idx: 0 };
    const { pathname, search, hash } = window.location;
    return {
      location: {
        pathname: stripBasename(pathname, basename) ?? pathname,
        search,
        hash,
        state: entry.usr ?? null,
        key: entry.key,
      },
      index: entry.idx,
    };
  };
  const write = (method: 'pushState' | 'replaceState', path: Path, state: unknown, idx: number) => {
    const address = withBasename(path, basename);
    try {
      window.history[method]({ usr: state ?? null, key: newKey(), idx } satisfies EntryState, '', address);
    } catch {
      // Safari refuses too many history writes in a row, and a state that cannot be cloned is refused
      // everywhere: the visitor still gets where they were going, by loading the page.
      if (method === 'pushState') window.location.assign(address);
      else window.location.replace(address);
    }
  };
  return {
    get location() {
      return read().location;
    },
    get index() {
      return read().index;
    },
    push: (path, state) => write('pushState', path, state, read().index + 1),
    replace: (path, state) => write('replaceState', path, state, read().index),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      window.addEventListener('popstate', listener);
      return () => window.removeEventListener('popstate', listener);
    },
  };
}

/** A history of its own, starting at `entries` (the last one current): for tests and the server. */
export function createMemoryHistory(entries: string[] = ['/']): RouterHistory {
  const stack: Location[] = entries.map((entry) => ({ ...parsePath(entry), state: null, key: newKey() }));
  let index = stack.length - 1;
  const listeners = new Set<() => void>();
  return {
    get location() {
      return stack[index]!;
    },
    get index() {
      return index;
    },
    push(path, state) {
      stack.splice(index + 1, stack.length, { ...path, state: state ?? null, key: newKey() });
      index += 1;
    },
    replace(path, state) {
      stack[index] = { ...path, state: state ?? null, key: newKey() };
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), stack.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
