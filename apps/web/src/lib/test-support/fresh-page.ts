import { afterAll, vi } from 'vitest';

/**
 * The web tests share one jsdom page and one set of modules per worker (`isolate: false` in
 * vitest.config.ts: a page and the app's modules made anew for each of ~90 files took two thirds of
 * their time). What a file may leave behind is put back after it, so the next starts as on a fresh
 * page: its modules, stubbed globals and spies, timers, storage, cookies, the address and the DOM.
 */
afterAll(() => {
  // The app's modules keep state of their own (the session, the carts and lists read from storage,
  // the API's transport): the next file imports them anew.
  vi.resetModules();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  // A file that runs in Node (`@vitest-environment node`) has no page to put back.
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const attribute of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(attribute.name);
  }
});
