import { Children, isValidElement, useMemo, useState, type ReactNode } from 'react';
import { RouteContext, RouterContext, useLocation, useRouterState } from './hooks';
import { createMemoryHistory } from './history';
import { createRouter } from './router';
import { matchRoutes, rankRoutes, type RouteObject } from './routes';

/**
 * A router in memory around `children`, starting at the last of `initialEntries`: for rendering a
 * component that links or reads the address on its own (the web tests).
 */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: string[];
  children?: ReactNode;
}) {
  const [router] = useState(() => createRouter({ history: createMemoryHistory(initialEntries), routes: [] }));
  const state = useRouterState(router);
  return <RouterContext.Provider value={{ router, state }}>{children}</RouterContext.Provider>;
}

export interface RouteProps {
  path: string;
  element: ReactNode;
}

/** One address and what it shows, inside `<Routes>`. */
export function Route(_props: RouteProps): null {
  return null;
}

/** Shows the `<Route>` child whose path answers the current address (the most specific one). */
export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const routes = useMemo(() => {
    const list: RouteObject[] = [];
    Children.forEach(children, (child) => {
      if (isValidElement<RouteProps>(child))
        list.push({ path: child.props.path, element: child.props.element });
    });
    return rankRoutes(list);
  }, [children]);
  const match = matchRoutes(routes, pathname);
  if (!match) return null;
  return (
    <RouteContext.Provider value={{ outlet: null, params: match.params }}>
      {match.routes.at(-1)?.element}
    </RouteContext.Provider>
  );
}
