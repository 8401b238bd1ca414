/**
 * An answer a loader gives instead of a page (`throw data('Not found', { status: 404 })`): the
 * server sends its status, and the route's error element shows it.
 */
export class RouteErrorResponse {
  readonly status: number;
  readonly statusText: string;
  readonly data: unknown;

  constructor(status: number, statusText: string, data: unknown) {
    this.status = status;
    this.statusText = statusText;
    this.data = data;
  }
}

export function data(value: unknown, init: { status: number; statusText?: string }): RouteErrorResponse {
  return new RouteErrorResponse(init.status, init.statusText ?? '', value);
}

export function isRouteErrorResponse(error: unknown): error is RouteErrorResponse {
  return error instanceof RouteErrorResponse;
}

/** What a route's failure sends as its HTTP status: an answer's own, anything else 500. */
export const statusOfError = (error: unknown): number => (isRouteErrorResponse(error) ? error.status : 500);

/** A failure as plain data, for the page to carry to the browser's router. */
export type SerializedRouteError =
  { kind: 'answer'; status: number; statusText: string; data: unknown } | { kind: 'error'; message: string };

export function serializeRouteError(error: unknown): SerializedRouteError {
  if (isRouteErrorResponse(error)) {
    return { kind: 'answer', status: error.status, statusText: error.statusText, data: error.data };
  }
  return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
}

export function deserializeRouteError(error: SerializedRouteError): unknown {
  return error.kind === 'answer'
    ? new RouteErrorResponse(error.status, error.statusText, error.data)
    : new Error(error.message);
}
