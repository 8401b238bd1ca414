interface GuardState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/** Where the route guard was sending the visitor, else home; never back to /auth itself. */
export function returnPath(state: unknown): string {
  const from = (state as GuardState | null)?.from;
  if (!from?.pathname || from.pathname.startsWith('/auth')) return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
