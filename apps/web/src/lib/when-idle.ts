/**
 * Runs a task once the page has loaded and the browser is idle (used to prefetch code the first paint
 * does not need). Waiting for `load` keeps such chunks from competing with the first paint's own
 * downloads (the main picture, fonts) on a slow connection.
 */
export function whenIdle(task: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: 3000 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 1500);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
  } else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}
