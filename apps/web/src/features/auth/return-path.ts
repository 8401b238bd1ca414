interface GuardState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/** The query parameter that carries where to go back to after signing in or up (decision 040). */
export const RETURN_TO_PARAM = 'returnTo';

/**
 * A `returnTo` the shop may follow: a path on this site only, and never /auth itself. Anything that
 * could leave the site is refused (null): `//evil.com` and `/\evil.com` (browsers read both as
 * another host), `https://evil.com`, `javascript:…`, and any control character or backslash.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // A backslash or a control character (tab, newline) can turn into `//` as a browser reads it.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a placeholder origin, not a word
  const base = 'https://shop.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where to go after signing in or up: the validated `returnTo` of the address, else where the route
 * guard was sending the visitor, else `fallback` (home; the dashboard for staff); never /auth itself.
 */
export function returnPath(state: unknown, fallback = '/', search = ''): string {
  const asked = safeReturnTo(new URLSearchParams(search).get(RETURN_TO_PARAM));
  if (asked) return asked;
  const from = (state as GuardState | null)?.from;
  if (!from?.pathname || from.pathname.startsWith('/auth')) return fallback;
  return safeReturnTo(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`) ?? fallback;
}

/** The sign-in page, coming back to `here` (the page asking) afterwards. */
export function signInPath(
  here: { pathname: string; search?: string; hash?: string },
  tab?: 'signup',
): string {
  const params = new URLSearchParams();
  if (tab) params.set('tab', tab);
  const back = safeReturnTo(`${here.pathname}${here.search ?? ''}${here.hash ?? ''}`);
  if (back && back !== '/') params.set(RETURN_TO_PARAM, back);
  const query = params.toString();
  return query ? `/auth?${query}` : '/auth';
}
