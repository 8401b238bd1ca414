import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { ApiTransport } from './ssr-bundle.js';

/** The page request a render works for: its API reads count against the visitor's own address. */
const pageRequest = new AsyncLocalStorage<{ ip: string }>();

/** Runs `work` (a page render) on behalf of the visitor at `ip`. */
export function onBehalfOf<T>(ip: string, work: () => Promise<T>): Promise<T> {
  return pageRequest.run({ ip }, work);
}

/**
 * The storefront's API client, answered by Fastify's inject: the same routes, validation, access
 * checks, catalogue cache and rate limits as over HTTP, with no socket and no HTTP call to itself.
 */
export function injectTransport(app: FastifyInstance): ApiTransport {
  return async (url, init) => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      remoteAddress: pageRequest.getStore()?.ip ?? '127.0.0.1',
    });
    const noBody = response.statusCode === 204 || response.statusCode === 304;
    return new Response(noBody ? null : response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}
