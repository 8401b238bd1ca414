import { dehydrate } from '@tanstack/react-query';
import { languageOfPath, type VisitHint } from '@shop/domain';
import { StrictMode } from 'react';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PAGE_DATA_IDS } from './app/page-data-ids';
import { serializeRouteErrors } from './app/hydration';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/router';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { messages as englishWords } from 'virtual:catalogue/en';
import { messages as hindiWords } from 'virtual:catalogue/hi';
import { createShopI18n } from './lib/i18n/i18n';
import { routerBasename } from './lib/language';
import { createQueryClient } from './lib/query-client';

/** A page rendered for the server to put into index.html, or the address it redirects to. */
export type RenderedPage =
  | { status: number; appHtml: string; pageData: Record<string, unknown> }
  | { status: number; redirect: string };

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
 * render gets its own data cache and static handler over the browser's route objects, waits for
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
    const handler = createStaticHandler(createRoutes(queryClient, { waitForData: true }), {
      basename: routerBasename(language),
    });
    const context = await handler.query(new Request(address));
    if (context instanceof Response) {
      return { status: context.status, redirect: context.headers.get('location') ?? '/' };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const app = (
      <StrictMode>
        <AppProviders
          queryClient={queryClient}
          visit={options.visit}
          language={language}
          i18n={createShopI18n(language, WORDS[language])}
        >
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>
    );
    // Whole pages only: the HTML is cached and tagged with its hash, and crawlers read it at once. The
    // async render waits for every suspended part in place (a streamed one would swap them in with
    // an inline script, which the shop's CSP does not run). Preact renders what React's API describes
    // (decision 078); its JSX type is Preact's own.
    const appHtml = await withinTime(renderToStringAsync(app as unknown as VNode), RENDER_TIMEOUT_MS);
    return {
      status: context.statusCode,
      appHtml,
      pageData: {
        [PAGE_DATA_IDS.queries]: dehydrate(queryClient),
        [PAGE_DATA_IDS.router]: {
          loaderData: context.loaderData,
          actionData: context.actionData,
          errors: serializeRouteErrors(context.errors),
        },
      },
    };
  };
}
