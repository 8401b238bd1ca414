import { useLayoutEffect, useRef } from 'react';

/**
 * The value as last rendered, for a handler that must not change identity on every render (a
 * document listener, a callback held by a child). Kept in a layout effect, which runs as the render
 * commits: Preact runs plain effects after the next paint (decision 078), and a tap in between
 * would read the value before.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  return latest;
}
