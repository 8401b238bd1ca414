import type { DehydratedState } from '@tanstack/react-query';
import {
  deserializeRouteError,
  loadCode,
  matchRoutes,
  rankRoutes,
  serializeRouteError,
  stripBasename,
  type RouteFailure,
  type RouteObject,
  type SerializedRouteError,
} from '@/lib/router';
import { PAGE_DATA_IDS } from './page-data-ids';

/** The router's part of the page data: the route that failed on the server, and how. */
export interface ServerRouterState {
  failure: { at: number; error: SerializedRouteError } | null;
}

export function serializeRouterState(failure: RouteFailure | null): ServerRouterState {
  return { failure: failure && { at: failure.at, error: serializeRouteError(failure.error) } };
}

function readPageData<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

/**
 * The page's server state: the router's (null when the server sent the plain shell) and the data
 * cache's. The server's cache is emptied on every catalogue change, so what it sent is as fresh as
 * now, even from its HTML cache: counting freshness from now keeps the browser from fetching it again.
 */
export function readServerState(): {
  queries: DehydratedState | undefined;
  router: { failure: RouteFailure | null } | null;
} {
  const router = readPageData<ServerRouterState>(PAGE_DATA_IDS.router);
  const queries = readPageData<DehydratedState>(PAGE_DATA_IDS.queries);
  const now = Date.now();
  for (const query of queries?.queries ?? []) query.state.dataUpdatedAt = now;
  const failure = router?.failure;
  return {
    queries,
    router: router
      ? { failure: failure ? { at: failure.at, error: deserializeRouteError(failure.error) } : null }
      : null,
  };
}

/**
 * Loads the lazy route modules of the current address before the first render, so that hydration
 * renders what the server rendered rather than a loading state.
 */
export async function loadCurrentRoutes(routes: RouteObject[], basename = ''): Promise<void> {
  const { pathname } = window.location;
  const match = matchRoutes(rankRoutes(routes), stripBasename(pathname, basename) ?? pathname);
  if (match) await loadCode(match);
}
