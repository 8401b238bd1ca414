import { Component, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { RouteContext, RouterContext, useRouterState } from './hooks';
import type { RouteFailure, Router } from './router';
import type { Params, RouteObject } from './routes';

interface BoundaryProps {
  /** The entry being shown: a failure belongs to it, and moving on clears it. */
  locationKey: string;
  fallback: ReactNode;
  params: Params;
  children: ReactNode;
}

/** Shows a route's error element when anything below it throws while rendering. */
class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; key: string; failed: boolean }> {
  override state = { error: undefined as unknown, key: this.props.locationKey, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { key: string }) {
    return props.locationKey === state.key
      ? null
      : { error: undefined, failed: false, key: props.locationKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RouteContext.Provider value={{ outlet: null, params: this.props.params, error: this.state.error }}>
        {this.props.fallback}
      </RouteContext.Provider>
    );
  }
}

/**
 * The routes from `depth` down, each inside the one above (its Outlet). A route that failed to load
 * shows its error element in its place; a route with an error element catches what fails below it.
 */
function renderRoutes(
  routes: RouteObject[],
  depth: number,
  params: Params,
  failure: RouteFailure | null,
  locationKey: string,
): ReactNode {
  const route = routes[depth];
  if (!route) return null;
  if (failure?.at === depth) {
    return (
      <RouteContext.Provider value={{ outlet: null, params, error: failure.error }}>
        {route.errorElement}
      </RouteContext.Provider>
    );
  }
  const outlet = renderRoutes(routes, depth + 1, params, failure, locationKey);
  const Screen = route.Component;
  const content = (
    <RouteContext.Provider value={{ outlet, params }}>
      {Screen ? <Screen /> : route.element !== undefined ? route.element : outlet}
    </RouteContext.Provider>
  );
  if (route.errorElement === undefined) return content;
  return (
    <RouteErrorBoundary locationKey={locationKey} fallback={route.errorElement} params={params}>
      {content}
    </RouteErrorBoundary>
  );
}

/** Renders the router's current screen inside its frames, and follows it as it navigates. */
export function RouterProvider({ router }: { router: Router }) {
  const state = useRouterState(router);
  useEffect(() => router.start(), [router]);
  const rendered = useRef(false);
  useLayoutEffect(() => {
    router.afterRender(!rendered.current);
    rendered.current = true;
  }, [router, state.location.key]);
  const { match, failure, location } = state;
  return (
    <RouterContext.Provider value={{ router, state }}>
      {renderRoutes(match.routes, 0, match.params, failure, location.key)}
    </RouterContext.Provider>
  );
}
