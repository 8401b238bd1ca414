import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates that render, true from the
 * render after (and from the start in a page the browser renders by itself). What only the browser
 * knows (storage, its address) waits for it, so both sides produce the same first HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** The page's origin (`https://shop.example.in`), empty until hydrated. */
export function useOrigin(): string {
  return useHydrated() ? window.location.origin : '';
}
