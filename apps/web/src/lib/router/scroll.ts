const STORAGE_KEY = 'shop:scroll-positions';

/**
 * Where each history entry was scrolled to when the visitor left it, so Back returns to the same
 * place in a long listing, and a reload too (kept in the tab's session storage when the page goes).
 */
export function createScrollMemory() {
  let positions: Record<string, number> = {};
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    // Storage may be blocked or hold something else: start with no positions.
  }
  window.history.scrollRestoration = 'manual';
  const keep = () => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    } catch {
      // Full or blocked storage only costs the positions of a reloaded tab.
    }
  };
  return {
    remember(key: string) {
      positions[key] = window.scrollY;
    },
    positionOf: (key: string): number | undefined => positions[key],
    /** Keeps the current entry's position when the page is left or reloaded; returns the undo. */
    keepOnLeave(currentKey: () => string) {
      const onLeave = () => {
        positions[currentKey()] = window.scrollY;
        keep();
      };
      window.addEventListener('pagehide', onLeave);
      return () => window.removeEventListener('pagehide', onLeave);
    },
  };
}

export type ScrollMemory = ReturnType<typeof createScrollMemory>;

function elementOfHash(hash: string): HTMLElement | null {
  if (!hash) return null;
  const id = hash.slice(1);
  try {
    return document.getElementById(decodeURIComponent(id)) ?? document.getElementById(id);
  } catch {
    return document.getElementById(id);
  }
}

/**
 * Puts the page where the visitor expects it after `state` was shown: back where they were on Back
 * and Forward (and a reload), at the named part for `#reviews`, at the top for a new page, and
 * untouched where the navigation asked (a filter, a size).
 */
export function scrollAfterNavigation(
  state: { location: { key: string; hash: string }; action: string; preventScrollReset: boolean },
  memory: ScrollMemory,
  firstRender: boolean,
): void {
  const saved = memory.positionOf(state.location.key);
  if (firstRender) {
    if (saved !== undefined) window.scrollTo(0, saved);
    return;
  }
  if (state.action === 'POP' && saved !== undefined) {
    window.scrollTo(0, saved);
    return;
  }
  const target = elementOfHash(state.location.hash);
  if (target) target.scrollIntoView();
  else if (!state.preventScrollReset) window.scrollTo(0, 0);
}
