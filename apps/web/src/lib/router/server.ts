import { createMemoryHistory } from './history';
import { stripBasename } from './location';
import { createRouter, loadMatch, type RouteFailure, type Router } from './router';
import { rankRoutes, matchRoutes, type RouteObject } from './routes';
import { statusOfError } from './route-errors';

/**
 * The server's router for one address: every route's code and loader awaited before it renders, so
 * the HTML holds the whole page. `status` is the answer's (a loader's 404, 500 for a failure).
 */
export async function loadServerRouter(
  routes: RouteObject[],
  url: URL,
  basename = '',
): Promise<{ router: Router; status: number; failure: RouteFailure | null }> {
  const pathname = stripBasename(url.pathname, basename) ?? url.pathname;
  const match = matchRoutes(rankRoutes(routes), pathname);
  const failure = match ? await loadMatch(match, url) : null;
  const router = createRouter({
    history: createMemoryHistory([`${pathname}${url.search}${url.hash}`]),
    routes,
    basename,
    hydration: { failure },
  });
  return { router, status: failure ? statusOfError(failure.error) : match ? 200 : 404, failure };
}
