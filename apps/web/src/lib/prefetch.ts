import type { QueryClient } from '@tanstack/react-query';
import { data, type Params } from '@/lib/router';
import { ApiError } from './api-client';

/**
 * What a page asks for before it is shown: the route's loader runs it with the app's QueryClient,
 * using the same `queryOptions` as the page's hooks. On the server the render waits for it (so the
 * HTML holds the data, dehydrated into the page); in the browser it only starts the requests early.
 */
export type Prefetch = (queryClient: QueryClient, page: { params: Params; url: URL }) => Promise<void>;

/** Stops the render with a 404: the page shows the not-found screen and the answer says 404. */
export function notFound(): never {
  // A loader's way to answer with a status (lib/router).
  throw data('Not found', { status: 404, statusText: 'Not Found' });
}

/** An API answer that means "there is no such thing" (a bad id is as missing as an unknown one). */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && [400, 404, 422].includes(error.status);
}

/** Runs `load`; a missing thing becomes the page's 404, any other failure stays a failure. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isMissing(error)) notFound();
    throw error;
  }
}
