import { useSyncExternalStore } from 'react';

/**
 * Whether the browser has the page. True from the start where the browser renders a page by itself
 * (the plain shell, a test); the entry sets it false before it hydrates a server-rendered page and
 * true again a task after that page's first commit (decision 080).
 */
let hydrated = true;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A server-rendered page is about to be hydrated (entry-client). */
export function startHydrating(): void {
  hydrated = false;
}

/**
 * The page has been taken over: what waited for the browser renders now. Called in a task of its
 * own after hydration (app/providers.tsx), so that second render is not added to hydration's one
 * long task (issue 27); under React the store's change re-rendered inside the hydration commit.
 */
export function finishHydrating(): void {
  if (hydrated) return;
  hydrated = true;
  for (const listener of listeners) listener();
}

/**
 * False while the server renders a page and while the browser hydrates that render, true from the
 * render after (and from the start in a page the browser renders by itself). What only the browser
 * knows (storage, its address) waits for it, so both sides produce the same first HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}

/** The page's origin (`https://shop.example.in`), empty until hydrated. */
export function useOrigin(): string {
  return useHydrated() ? window.location.origin : '';
}
