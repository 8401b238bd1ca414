import type { ComponentType, ReactNode } from 'react';

/** A path's named parts: `/product/:id` at `/product/abc` gives `{ id: 'abc' }`; `*` gives the rest. */
export type Params = Record<string, string | undefined>;

export interface LoaderArgs {
  params: Params;
  /** The whole address, basename included. */
  url: URL;
}

/** Runs before a route is shown (on the server the render waits for it); it may throw a `data()` answer. */
export type LoaderFunction = (args: LoaderArgs) => unknown;

/**
 * One route of the shop's tree. A route without a path is a frame around its children (the layout, a
 * guard); a route with one is a screen. `lazy` loads the screen's code (and its loader) on first
 * use; `errorElement` is shown instead of this route when it or anything below it fails.
 */
export interface RouteObject {
  path?: string;
  element?: ReactNode;
  Component?: ComponentType | null;
  errorElement?: ReactNode;
  loader?: LoaderFunction;
  lazy?: () => Promise<Pick<RouteObject, 'Component' | 'loader'>>;
  children?: RouteObject[];
}

/** The routes from the root down to the screen that answers an address, and the address's params. */
export interface RouteMatch {
  routes: RouteObject[];
  params: Params;
}

interface Branch {
  routes: RouteObject[];
  segments: string[];
  score: number;
  order: number;
}

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/**
 * How specific a path is, so `/orders/:id` wins over `*` and `/admin/returns` over `/admin/:x`:
 * a fixed segment counts most, a named one less, the catch-all least (React Router ranks alike).
 */
function scoreOf(segments: string[]): number {
  return segments.reduce((score, segment) => {
    if (segment === '*') return score - 2;
    return score + (segment.startsWith(':') ? 3 : 10);
  }, 0);
}

function branchesOf(routes: RouteObject[], above: RouteObject[] = [], out: Branch[] = []): Branch[] {
  for (const route of routes) {
    const routesHere = [...above, route];
    if (route.path !== undefined) {
      const segments = segmentsOf(route.path);
      out.push({ routes: routesHere, segments, score: scoreOf(segments), order: out.length });
    } else if (route.children) {
      branchesOf(route.children, routesHere, out);
    }
  }
  return out;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape (`%E0%A4`) is kept as written rather than failing the whole page.
    return segment;
  }
}

function paramsFor(pattern: string[], pathname: string): Params | null {
  const parts = segmentsOf(pathname);
  const params: Params = {};
  for (let index = 0; index < pattern.length; index += 1) {
    const segment = pattern[index]!;
    if (segment === '*') {
      params['*'] = parts.slice(index).map(decode).join('/');
      return params;
    }
    const part = parts[index];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(part);
    else if (segment.toLowerCase() !== decode(part).toLowerCase()) return null;
  }
  return parts.length === pattern.length ? params : null;
}

/** The routes of `routes`, ready to match addresses against (the most specific path first). */
export function rankRoutes(routes: RouteObject[]): Branch[] {
  return branchesOf(routes).sort((a, b) => b.score - a.score || a.order - b.order);
}

export type RankedRoutes = ReturnType<typeof rankRoutes>;

/** The branch that answers `pathname` (inside the basename), or null when none does. */
export function matchRoutes(ranked: RankedRoutes, pathname: string): RouteMatch | null {
  for (const branch of ranked) {
    const params = paramsFor(branch.segments, pathname);
    if (params) return { routes: branch.routes, params };
  }
  return null;
}
