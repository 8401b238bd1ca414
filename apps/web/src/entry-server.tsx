import { dehydrate } from '@tanstack/react-query';
import { languageOfPath, type VisitHint } from '@shop/domain';
import { StrictMode } from 'react';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { PAGE_DATA_IDS } from './app/page-data-ids';
import { serializeRouterState } from './app/hydration';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/router';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { messages as englishWords } from 'virtual:catalogue/en';
import { messages as hindiWords } from 'virtual:catalogue/hi';
import { createShopI18n } from './lib/i18n/i18n';
import { routerBasename } from './lib/language';
import { loadServerRouter, RouterProvider } from './lib/router';
import { createQueryClient } from './lib/query-client';

/** A page rendered for the server to put into index.html. */
export interface RenderedPage {
  status: number;
  appHtml: string;
  pageData: Record<string, unknown>;
}

/** What the server knows of the visitor: the visit hint, for the pages that paint from it (decision 064). */
export interface RenderOptions {
  visit?: VisitHint;
}

const RENDER_TIMEOUT_MS = 10_000;

/** A render still running after `ms` is given up on: the server then sends the plain shell. */
function withinTime<T>(work: T | Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The page took more than ${ms} ms to render`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The server renders either language, so it holds both catalogues (the browser, its page's one). */
const WORDS = { en: englishWords, hi: hindiWords } as const;

/**
 * The server's render entry (docs/decisions/017): `transport` answers the API in-process. Each
 * render gets its own data cache and a router over the browser's route objects, waits for
 * every loader and the whole tree, and returns the HTML with the state to hydrate from.
 */
export function createPageRenderer(transport: ApiTransport) {
  setApiTransport(transport);
  return async function renderPage(url: string, options: RenderOptions = {}): Promise<RenderedPage> {
    // `//host/path` is a path here, never another host.
    const address = new URL(url.replace(/^\/+/, '/'), 'http://shop.internal');
    const language = languageOfPath(address.pathname);
    const queryClient = createQueryClient(language);
    // The server answers a page once; a failed read falls back to the browser (see the server side).
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    const { router, status, failure } = await loadServerRouter(
      createRoutes(queryClient, { waitForData: true }),
      address,
      routerBasename(language),
    );
    const app = (
      <StrictMode>
        <AppProviders
          queryClient={queryClient}
          visit={options.visit}
          language={language}
          i18n={createShopI18n(language, WORDS[language])}
        >
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>
    );
    // Whole pages only: the HTML is cached and tagged with its hash, and crawlers read it at once. The
    // async render waits for every suspended part in place (a streamed one would swap them in with
    // an inline script, which the shop's CSP does not run). Preact renders what React's API describes
    // (decision 078); its JSX type is Preact's own.
    const appHtml = await withinTime(renderToStringAsync(app as unknown as VNode), RENDER_TIMEOUT_MS);
    return {
      status,
      appHtml,
      pageData: {
        [PAGE_DATA_IDS.queries]: dehydrate(queryClient),
        [PAGE_DATA_IDS.router]: serializeRouterState(failure),
      },
    };
  };
}
