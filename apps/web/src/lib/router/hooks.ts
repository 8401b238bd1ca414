import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Location, To } from './location';
import type { NavigateOptions, Router, RouterState } from './router';
import type { Params } from './routes';

export const RouterContext = createContext<{ router: Router; state: RouterState } | null>(null);

/** What a route's element reads of its place in the tree: the screen below it, its params, its failure. */
export interface RouteContextValue {
  outlet: ReactNode;
  params: Params;
  error?: unknown;
}
export const RouteContext = createContext<RouteContextValue>({ outlet: null, params: {} });

/** `router`'s state, rendered again on each change (the providers' one subscription). */
export const useRouterState = (router: Router): RouterState =>
  useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );

export function useRouter(): { router: Router; state: RouterState } {
  const value = useContext(RouterContext);
  if (!value)
    throw new Error('The shop router is missing: render this inside <RouterProvider> or <MemoryRouter>');
  return value;
}

export const useLocation = (): Location => useRouter().state.location;

/** Navigation in progress: 'loading' while the next screen's code or data is on its way. */
export const useNavigation = (): { state: RouterState['navigation'] } => ({
  state: useRouter().state.navigation,
});

export function useParams<T extends Params = Params>(): T {
  const route = useContext(RouteContext).params;
  const { state } = useRouter();
  return (Object.keys(route).length > 0 ? route : state.match.params) as T;
}

export function useNavigate(): (to: To | number, options?: NavigateOptions) => Promise<void> {
  const { router } = useRouter();
  return useCallback((to, options) => router.navigate(to, options), [router]);
}

/** The failure a route's error element is showing. */
export const useRouteError = (): unknown => useContext(RouteContext).error;

export type SearchParamsInit = string | URLSearchParams | Record<string, string> | [string, string][];

/**
 * The address's query, and a way to change it that stays on the page (a new history entry unless
 * `replace`): `set(next)` or `set((current) => next)`.
 */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { router, state } = useRouter();
  const search = state.location.search;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (
      next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      const current = router.state.location;
      const value = typeof next === 'function' ? next(new URLSearchParams(current.search)) : next;
      const query = new URLSearchParams(value).toString();
      void router.navigate({ pathname: current.pathname, search: query ? `?${query}` : '' }, options);
    },
    [router],
  );
  return [params, set];
}
