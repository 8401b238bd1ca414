/**
 * Ends the current task and continues in a new one, so that input and frames waiting in between
 * are handled first (a task over 50 ms blocks a tap; Lighthouse counts it as blocking time).
 * `scheduler.yield()` continues ahead of other queued tasks where the browser has it.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
