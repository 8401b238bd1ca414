import { forwardRef, useEffect, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { RouteContext, useRouter } from './hooks';
import { resolveTo, type To } from './location';
import { useContext } from 'react';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

/** A click the page should handle itself: the main button, no modifier, not for another window. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * A link inside the shop: a real `<a href>` (it works before the app has loaded, opens in a new tab,
 * and crawlers follow it), which a plain click turns into a navigation without a page load.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, preventScrollReset, onClick, target, children, ...rest },
  ref,
) {
  const { router } = useRouter();
  return (
    <a
      {...rest}
      ref={ref}
      href={router.href(to)}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target)) return;
        event.preventDefault();
        void router.navigate(to, { replace, state, preventScrollReset });
      }}
    >
      {children}
    </a>
  );
});

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on this very address, not below it (the home link). */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

/** A link that knows when the visitor is on its page (or below it): `aria-current="page"` and a style. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, end = false, className, ...rest },
  ref,
) {
  const { state } = useRouter();
  const current = state.location.pathname.toLowerCase();
  const target = resolveTo(to, state.location)
    .pathname.toLowerCase()
    .replace(/(.)\/$/, '$1');
  const isActive = current === target || (!end && current.startsWith(target === '/' ? '/' : `${target}/`));
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
});

/** Goes to `to` as soon as it is rendered (in the browser; the server's render stays put). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }): null {
  const { router } = useRouter();
  useEffect(() => {
    void router.navigate(to, { replace, state });
    // Once, when rendered: a re-render with the same target must not navigate again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** Where a frame route (the layout, a guard) shows the screen below it. */
export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}
