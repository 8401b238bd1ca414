import { createBrowserHistory } from './history';
import { createRouter, type RouteFailure, type Router } from './router';
import type { RouteObject } from './routes';
import { createScrollMemory } from './scroll';

/**
 * The browser's router over the tab's history. `hydration` says the server rendered the current
 * address already (its data is in the cache and its failure, if any, is passed on), so the first
 * render shows the same page without loading it again.
 */
export function createBrowserRouter(
  routes: RouteObject[],
  options: {
    basename?: string;
    hydration?: { failure: RouteFailure | null };
    /** What a navigation waits for before it shows another address (the page's hydration). */
    ready?: () => Promise<void>;
  } = {},
): Router {
  const basename = options.basename ?? '';
  return createRouter({
    history: createBrowserHistory(basename),
    routes,
    basename,
    hydration: options.hydration,
    scroll: createScrollMemory(),
    ready: options.ready,
  });
}
