import type { RouterHistory } from './history';
import { createPath, resolveTo, withBasename, type Location, type Path, type To } from './location';
import { scrollAfterNavigation, type ScrollMemory } from './scroll';
import { matchRoutes, rankRoutes, type RouteMatch, type RouteObject } from './routes';

/** A failure while loading a screen, and the route (by depth) whose error element shows it. */
export interface RouteFailure {
  at: number;
  error: unknown;
}

export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';

export interface RouterState {
  location: Location;
  /** The routes answering `location`; none when no route does (a test's router without routes). */
  match: RouteMatch;
  failure: RouteFailure | null;
  /** 'loading' while the next screen's code or data is on its way: the current one stays. */
  navigation: 'idle' | 'loading';
  /** How `location` was reached, and whether it keeps the scroll position (filters, a variant). */
  action: NavigationAction;
  preventScrollReset: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

export interface Router {
  readonly basename: string;
  readonly state: RouterState;
  subscribe: (listener: () => void) => () => void;
  /** Goes to `to` once its screen's code and data are loaded; a number moves through history. */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  /** The address a link to `to` shows, basename included. */
  href(to: To): string;
  /** Follows the browser's back and forward, and loads the first screen's data if the server did not. */
  start(): () => void;
  /** Called once a state has been rendered: where the browser's router sets the scroll position. */
  afterRender(firstRender: boolean): void;
}

const NO_MATCH: RouteMatch = { routes: [], params: {} };
const lazyLoads = new WeakMap<RouteObject, Promise<void>>();

/** Loads a lazy route's module once and makes it a plain route (its Component and loader). */
function resolveLazy(route: RouteObject): Promise<void> | null {
  const lazy = route.lazy;
  if (!lazy) return null;
  let loading = lazyLoads.get(route);
  if (!loading) {
    loading = lazy().then((loaded) => {
      Object.assign(route, loaded);
      delete route.lazy;
    });
    // A failed chunk (a deploy replaced it) may load on the next try.
    loading.catch(() => lazyLoads.delete(route));
    lazyLoads.set(route, loading);
  }
  return loading;
}

/** Loads the code of `match`'s lazy routes (before hydration, which must render what the server did). */
export async function loadCode(match: RouteMatch): Promise<void> {
  await Promise.all(match.routes.map((route) => resolveLazy(route) ?? Promise.resolve()));
}

/** The route that shows a failure at depth `depth`: the nearest with an error element, at or above it. */
function failureAt(routes: RouteObject[], depth: number, error: unknown): RouteFailure {
  for (let at = depth; at >= 0; at -= 1) if (routes[at]?.errorElement !== undefined) return { at, error };
  return { at: 0, error };
}

/** Whether `match` has anything to load before it can be shown (code not yet here, or loaders). */
export const hasWork = (match: RouteMatch): boolean =>
  match.routes.some((route) => route.lazy !== undefined || route.loader !== undefined);

/**
 * Loads what `match` needs before it is shown: each lazy route's code, then every loader, all at
 * once. Resolves to the first failure (by depth), or null.
 */
export async function loadMatch(match: RouteMatch, url: URL): Promise<RouteFailure | null> {
  const failures: RouteFailure[] = [];
  await Promise.all(
    match.routes.map(async (route, depth) => {
      try {
        await resolveLazy(route);
        await route.loader?.({ params: match.params, url });
      } catch (error) {
        failures.push(failureAt(match.routes, depth, error));
      }
    }),
  );
  return failures.sort((a, b) => a.at - b.at)[0] ?? null;
}

export interface RouterOptions {
  history: RouterHistory;
  routes: RouteObject[];
  basename?: string;
  /** The server already loaded and rendered the current address (and maybe failed it). */
  hydration?: { failure: RouteFailure | null };
  /** The browser's scroll positions: kept for each entry left, set after each render. */
  scroll?: ScrollMemory;
  /** What a navigation waits for before it shows another address (the page's hydration). */
  ready?: () => Promise<void>;
}

export function createRouter({
  history,
  routes,
  basename = '',
  hydration,
  scroll,
  ready,
}: RouterOptions): Router {
  const ranked = rankRoutes(routes);
  const listeners = new Set<() => void>();
  const matchOf = (pathname: string) => matchRoutes(ranked, pathname) ?? NO_MATCH;
  const urlOf = (path: Path) => new URL(withBasename(path, basename), 'http://shop.local');

  let state: RouterState = {
    location: history.location,
    match: matchOf(history.location.pathname),
    failure: hydration?.failure ?? null,
    navigation: 'idle',
    action: 'POP',
    preventScrollReset: false,
  };
  // Each navigation has a number: one overtaken by a newer one is dropped when it finishes loading.
  let latest = 0;

  const update = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  /** Shows `path`: at once when its screen is loaded and has no loaders, else once they finish. */
  async function load(path: Path, action: NavigationAction, options: NavigateOptions = {}): Promise<void> {
    const id = ++latest;
    const match = matchOf(path.pathname);
    let failure: RouteFailure | null = null;
    // A move within the page (`#reviews`) keeps its screen and data: nothing to load, no loading bar.
    const current = state.location;
    const withinPage =
      path.pathname === current.pathname && path.search === current.search && path.hash !== current.hash;
    if (withinPage) failure = state.failure;
    else if (hasWork(match)) {
      update({ navigation: 'loading' });
      failure = await loadMatch(match, urlOf(path));
      if (id !== latest) return;
    }
    if (ready) {
      await ready();
      if (id !== latest) return;
    }
    scroll?.remember(state.location.key);
    if (action === 'PUSH') history.push(path, options.state);
    if (action === 'REPLACE') history.replace(path, options.state);
    update({
      location: history.location,
      match,
      failure,
      navigation: 'idle',
      action,
      preventScrollReset: options.preventScrollReset ?? false,
    });
  }

  return {
    basename,
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const path = resolveTo(to, state.location);
      // A link to where the visitor already is replaces the entry rather than adding a copy of it.
      const replace = options.replace ?? createPath(path) === createPath(state.location);
      return load(path, replace ? 'REPLACE' : 'PUSH', options);
    },
    href: (to) => withBasename(resolveTo(to, state.location), basename),
    start() {
      const stopListening = history.listen(() => void load(history.location, 'POP'));
      const stopKeeping = scroll?.keepOnLeave(() => state.location.key);
      // The first screen's loaders, when the server did not run them (the plain shell), unless the
      // first render already navigated on (a guard's redirect runs its effect before this one).
      if (!hydration && latest === 0) void load(history.location, 'POP');
      return () => {
        stopListening();
        stopKeeping?.();
      };
    },
    afterRender(firstRender) {
      if (scroll) scrollAfterNavigation(state, scroll, firstRender);
    },
  };
}
