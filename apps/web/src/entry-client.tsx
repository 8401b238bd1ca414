import { hydrate } from '@tanstack/react-query';
import { languageOfPath, visitHintFromCookies } from '@shop/domain';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { replayTaps, type EarlyTaps } from './app/early-taps';
import { loadCurrentRoutes, readServerState } from './app/hydration';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/router';
import { CORE_WORDS } from './lib/i18n/catalogue';
import { createBrowserWords } from './lib/i18n/i18n';
import { reportHydrationMismatches } from './lib/hydration-mismatch';
import { routerBasename } from './lib/language';
import { createBrowserRouter, RouterProvider } from './lib/router';
import { createQueryClient } from './lib/query-client';
import { holdHydrationWaves, hydrationSettled } from './lib/hydration-waves';
import { startHydrating } from './lib/use-hydrated';
import { yieldToBrowser } from './lib/yield-to-browser';

/** The browser's start: take over the server-rendered page (or render it, from the plain shell). */
async function start(container: HTMLElement, earlyTaps: EarlyTaps, onScreenChange: () => void) {
  // One language a page load: a switch loads the other address whole (lib/language.tsx).
  const language = languageOfPath(window.location.pathname);
  const queryClient = createQueryClient(language);
  const server = readServerState();
  if (server.queries) hydrate(queryClient, server.queries);
  const words = createBrowserWords(language);
  const routes = createRoutes(queryClient, { waitForData: false, loadWords: words.load });
  const basename = routerBasename(language) ?? '';
  // The frame's words were fetched alongside the app's code (boot.ts), the screen's come with its
  // module: hydration renders the same text.
  await Promise.all([words.load(CORE_WORDS), loadCurrentRoutes(routes, basename)]);
  // Reading the page's data and evaluating the route's module were a task of their own: let a tap
  // or a frame through before hydration starts.
  await yieldToBrowser();
  const router = createBrowserRouter(routes, {
    basename,
    hydration: server.router ?? undefined,
    // A tap on the frame's links before the screen has hydrated waits for it (decision 082).
    ready: hydrationSettled,
  });
  const firstScreen = router.state.location.key;
  const stopWatching = router.subscribe(() => {
    if (router.state.location.key === firstScreen) return;
    stopWatching();
    onScreenChange();
  });
  const app = (
    <StrictMode>
      {/* Replayed once the whole page has been taken over, when the first client render has settled. */}
      <AppProviders
        queryClient={queryClient}
        visit={visitHintFromCookies(document.cookie)}
        language={language}
        i18n={words.i18n}
        onHydrated={() => void replayTaps(earlyTaps.handOver())}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (!server.router) {
    createRoot(container).render(app);
    return;
  }
  // Preact hydrates in one task, reusing the server's elements (decision 078): the frame now, the
  // screen and what is below the fold each a task later (lib/hydration-waves.tsx). A page whose
  // server HTML and first render differ is said in the console (the journeys fail on it).
  reportHydrationMismatches();
  // What only the browser knows renders a task after hydration, not inside it (decision 080).
  startHydrating();
  holdHydrationWaves();
  hydrateRoot(container, app);
}

/**
 * Called by the boot script (`boot.ts`), once the server-rendered page has been painted.
 * `onScreenChange` is called once, when the visitor first moves to another screen.
 */
export function startApp(earlyTaps: EarlyTaps, onScreenChange: () => void): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  return start(root, earlyTaps, onScreenChange);
}
