/* eslint-disable lingui/no-unlocalized-strings -- test setup: browser names, not words */
import { vi } from 'vitest';

/**
 * What jsdom lacks and the returns screens use: ResizeObserver (Radix's checkbox measures itself),
 * object URLs (photo previews), and animation frames run soon (focus after the messages show).
 * Tests only; undo with `vi.unstubAllGlobals()`.
 */
export function stubBrowserForReturns(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(callback, 0));
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
}
