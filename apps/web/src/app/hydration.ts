import type { DehydratedState } from '@tanstack/react-query';
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { PAGE_DATA_IDS } from './page-data-ids';

declare global {
  interface Window {
    /** Read by React Router's browser router, which turns serialized route errors back into errors. */
    __staticRouterHydrationData?: HydrationState;
  }
}

/** The errors a route threw, as plain data (the form React Router's browser router reads back). */
export function serializeRouteErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => [
      routeId,
      error instanceof Error
        ? { message: error.message, __type: 'Error' }
        : { ...(error as object), __type: 'RouteErrorResponse' },
    ]),
  );
}

function readPageData<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

/**
 * The page's server state: the router's (for React Router to pick up) and the data cache's. The
 * server's cache is emptied on every catalogue change, so what it sent is as fresh as now, even
 * from its HTML cache: counting freshness from now keeps the browser from fetching it again.
 */
export function readServerState(): { queries: DehydratedState | undefined; rendered: boolean } {
  const router = readPageData<HydrationState>(PAGE_DATA_IDS.router);
  if (router) window.__staticRouterHydrationData = router;
  const queries = readPageData<DehydratedState>(PAGE_DATA_IDS.queries);
  const now = Date.now();
  for (const query of queries?.queries ?? []) query.state.dataUpdatedAt = now;
  return { queries, rendered: router !== undefined };
}

/**
 * Loads the lazy route modules of the current address before the first render, so that hydration
 * renders what the server rendered rather than a loading state.
 */
export async function loadCurrentRoutes(routes: RouteObject[], basename?: string): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
