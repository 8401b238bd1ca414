import { hydrate } from '@tanstack/react-query';
import { visitHintFromCookies } from '@shop/domain';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loadCurrentRoutes, readServerState } from './app/hydration';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/router';
import { createQueryClient } from './lib/query-client';

/** The browser's start: take over the server-rendered page (or render it, from the plain shell). */
async function start(container: HTMLElement) {
  const queryClient = createQueryClient();
  const server = readServerState();
  if (server.queries) hydrate(queryClient, server.queries);
  const routes = createRoutes(queryClient, { waitForData: false });
  await loadCurrentRoutes(routes);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} visit={visitHintFromCookies(document.cookie)}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProviders>
    </StrictMode>
  );
  if (!server.rendered) {
    createRoot(container).render(app);
    return;
  }
  hydrateRoot(container, app, {
    // A hydration mismatch is otherwise only repaired quietly; tests fail on console errors.
    onRecoverableError: (error) => console.error('Hydration recovered from an error:', error),
  });
}

/** Called by the boot script (`boot.ts`), once the server-rendered page has been painted. */
export function startApp(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  return start(root);
}
