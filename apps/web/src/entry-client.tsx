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
import { startHydrating } from './lib/use-hydrated';
import { yieldToBrowser } from './lib/yield-to-browser';

/** The browser's start: take over the server-rendered page (or render it, from the plain shell). */
async function start(container: HTMLElement, earlyTaps: EarlyTaps) {
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
  let held: HTMLElement[] = [];
  const app = (
    <StrictMode>
      {/* Replayed from the task after the root's commit, when the first client render has settled. */}
      <AppProviders
        queryClient={queryClient}
        visit={visitHintFromCookies(document.cookie)}
        language={language}
        i18n={words.i18n}
        onHydrated={() => void replayTaps(held.splice(0))}
      >
        <RouterProvider
          router={createBrowserRouter(routes, { basename, hydration: server.router ?? undefined })}
        />
      </AppProviders>
    </StrictMode>
  );
  if (!server.router) {
    createRoot(container).render(app);
    held = earlyTaps.handOver();
    return;
  }
  // Preact hydrates the whole page in one task, reusing the server's elements (decision 078); it has
  // no slices to yield between. A page whose server HTML and first render differ is said in the
  // console (the journeys fail on it).
  reportHydrationMismatches();
  // What only the browser knows renders a task after hydration, not inside it (decision 080).
  startHydrating();
  hydrateRoot(container, app);
  // The app's handlers are on the page from here on: the boot script's taps are replayed after the
  // commit.
  held = earlyTaps.handOver();
}

/** Called by the boot script (`boot.ts`), once the server-rendered page has been painted. */
export function startApp(earlyTaps: EarlyTaps): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  return start(root, earlyTaps);
}
