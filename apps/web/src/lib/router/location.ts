/**
 * Addresses as the shop's router sees them: a path, its query and its fragment, kept apart, and the
 * state a navigation carried. Every pathname here is inside the router's basename (`/hi` for the
 * Hindi pages): the basename is added only where an address meets the browser (links, history).
 */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location extends Path {
  /** What the navigation that led here carried (`navigate(to, { state })`), or null. */
  state: unknown;
  /** One history entry's own key: scroll positions are remembered under it. */
  key: string;
}

/** Where a link or navigation goes: an address (absolute, or relative to the current one) or its parts. */
export type To = string | Partial<Path>;

export function parsePath(address: string): Path {
  const hashAt = address.indexOf('#');
  const hash = hashAt >= 0 ? address.slice(hashAt) : '';
  const rest = hashAt >= 0 ? address.slice(0, hashAt) : address;
  const searchAt = rest.indexOf('?');
  return {
    pathname: (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || '/',
    search: searchAt >= 0 && searchAt < rest.length - 1 ? rest.slice(searchAt) : '',
    hash: hash.length > 1 ? hash : '',
  };
}

export const createPath = ({ pathname, search, hash }: Path): string => `${pathname}${search}${hash}`;

/**
 * `to` read against the current address the way a browser reads a link: `?page=2` keeps the path,
 * `#reviews` keeps the path and query, `/cart` replaces everything. An object keeps the current
 * path when it names none (`{ search: '?q=kurti' }`).
 */
export function resolveTo(to: To, from: Path): Path {
  if (typeof to !== 'string') {
    return { pathname: to.pathname ?? from.pathname, search: to.search ?? '', hash: to.hash ?? '' };
  }
  const url = new URL(to, `http://router.local${createPath({ ...from, hash: '' })}`);
  return parsePath(`${url.pathname}${url.search}${url.hash}`);
}

/** `pathname` without the basename, or null when it lies outside it. */
export function stripBasename(pathname: string, basename: string): string | null {
  if (!basename || basename === '/') return pathname;
  const lower = pathname.toLowerCase();
  const base = basename.toLowerCase();
  if (lower === base) return '/';
  return lower.startsWith(`${base}/`) ? pathname.slice(basename.length) : null;
}

/** The address the browser shows for `path`: the basename in front. */
export function withBasename(path: Path, basename: string): string {
  const prefix = basename && basename !== '/' ? basename.replace(/\/$/, '') : '';
  const pathname = prefix && path.pathname === '/' ? prefix : `${prefix}${path.pathname}`;
  return createPath({ ...path, pathname });
}
