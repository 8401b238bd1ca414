interface GuardState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/**
 * Where the route guard was sending the visitor, else `fallback` (home; the dashboard for staff);
 * never back to /auth itself.
 */
export function returnPath(state: unknown, fallback = '/'): string {
  const from = (state as GuardState | null)?.from;
  if (!from?.pathname || from.pathname.startsWith('/auth')) return fallback;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
