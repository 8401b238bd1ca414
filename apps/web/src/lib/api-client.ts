// Types only: the contract's zod schemas never reach the browser bundle (the first load stays light);
// the server validates every answer, the browser trusts their types.
import type { ContractKey, EndpointData, EndpointInput, EndpointsByKey, ErrorDetail } from '@shop/domain';
import { DEFAULT_LANGUAGE, languageOfPath, pathInLanguage } from '@shop/domain';
import type { MessageId } from './i18n/catalogue';
import type { MessageValues, Translate } from './i18n/i18n';
import { pageLanguage } from './language';
import { readString, removeKey, STORAGE_KEYS } from './storage';
import { rememberVisit } from './visit-hint-cookie';

const REQUEST_TIMEOUT_MS = 10_000;

/** The catalogue's words for an error the browser itself made (no connection, a bare status). */
export interface ErrorWords {
  id: MessageId;
  values?: MessageValues;
}

/**
 * An error answer from the API (or the network), carrying the server's own words. An error made
 * here rather than by the server also carries its words' id, so a page can say it in its language
 * (issue 28); `message` keeps the English for logs and the back office.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ErrorDetail[];
  readonly words: ErrorWords | undefined;

  constructor(
    message: string,
    status: number,
    code: string,
    details: ErrorDetail[] = [],
    words?: ErrorWords,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.words = words;
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** Plain objects are sent as JSON; FormData is sent as multipart; a Blob (a chosen file) as text/csv. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** A token other than the stored one (signing out a session already forgotten here). */
  token?: string;
  /** False when a 401 means nothing for the stored session (it is already gone). */
  signOutOn401?: boolean;
  /** The answer is a file (a PDF), not the JSON envelope: resolve with its bytes. */
  file?: boolean;
}

function buildUrl(url: string, query?: Query): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * How a request reaches the API: `fetch` in the browser. The server renders pages with one that
 * answers in-process (Fastify's inject), so it never makes an HTTP call to itself.
 */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** Replaces the transport for this process (the server's render entry calls it once). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** Full-page moves, kept in one object so tests can watch them (jsdom cannot navigate). */
export const browserNavigation = {
  currentPath: (): string => window.location.pathname,
  assign: (url: string): void => window.location.assign(url),
};

/** A 401 means the stored session is no longer valid anywhere: forget it and ask the visitor to sign in. */
function handleUnauthenticated(): void {
  removeKey(STORAGE_KEYS.token);
  removeKey(STORAGE_KEYS.user);
  rememberVisit();
  const here = browserNavigation.currentPath();
  // Signing in again happens in the language of the page the visitor was on (issue 28).
  if (!here.includes('/auth')) browserNavigation.assign(pathInLanguage('/auth', languageOfPath(here)));
}

interface ErrorShape {
  message?: unknown;
  code?: unknown;
  details?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Calls the shop API at `path` (`/api/…`) and returns the `data` of its `{ success, data }` envelope.
 * Throws ApiError with the server's message, code and field details on any failure.
 */
async function apiRequest<T>(path: string, options: RequestOptions): Promise<T> {
  const {
    method = 'GET',
    query,
    body,
    headers = {},
    signal,
    timeoutMs = REQUEST_TIMEOUT_MS,
    signOutOn401 = true,
  } = options;
  const controller = new AbortController();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an abort reason's name, not a word
  const timer = setTimeout(() => controller.abort(new DOMException('Timeout', 'TimeoutError')), timeoutMs);
  const onCallerAbort = () => controller.abort(signal?.reason);

  signal?.addEventListener('abort', onCallerAbort, { once: true });

  // The server words a shopper's mistakes in the page's language (issue 28); the back office is English.
  const finalHeaders: Record<string, string> = {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- HTTP headers, not words
    Accept: 'application/json',
    'Accept-Language': pageLanguage().lang ?? DEFAULT_LANGUAGE,
    ...headers,
  };
  const token = options.token ?? readString(STORAGE_KEYS.token);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- HTTP headers, not words
  if (token) finalHeaders.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body instanceof Blob) {
    // The only file body the API takes whole is a CSV (the products import).
    // eslint-disable-next-line lingui/no-unlocalized-strings -- HTTP headers, not words
    finalHeaders['Content-Type'] = 'text/csv';
    payload = body;
  } else if (body !== undefined) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- HTTP headers, not words
    finalHeaders['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await transport(buildUrl(path, query), {
      method,
      headers: finalHeaders,
      body: payload,
      signal: controller.signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const timedOut = controller.signal.aborted;
    /* eslint-disable lingui/no-unlocalized-strings -- English for logs and staff (pages say `words`
       in their language), and error codes */
    throw new ApiError(
      timedOut
        ? 'The shop took too long to answer. Please try again.'
        : 'Could not reach the shop. Please check your connection.',
      0,
      timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
      [],
      { id: timedOut ? 'error.timeout' : 'error.unreachable' },
    );
    /* eslint-enable lingui/no-unlocalized-strings */
  } finally {
    clearTimeout(timer);

    signal?.removeEventListener('abort', onCallerAbort);
  }

  if (options.file && response.ok) return (await response.blob()) as T;

  let json: unknown = null;
  const text = await response.text();
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
  }

  if (response.status === 401 && signOutOn401) handleUnauthenticated();

  if (!response.ok || (isRecord(json) && json.success === false)) {
    const shape: ErrorShape = isRecord(json) ? json : {};
    const fromServer = typeof shape.message === 'string';
    throw new ApiError(
      // eslint-disable-next-line lingui/no-unlocalized-strings -- English for logs and staff; pages say `words` in their language
      fromServer ? (shape.message as string) : `Request failed (${response.status})`,
      response.status,
      // eslint-disable-next-line lingui/no-unlocalized-strings -- error codes, not words
      typeof shape.code === 'string' ? shape.code : 'UNKNOWN',
      Array.isArray(shape.details) ? (shape.details as ErrorDetail[]) : [],
      fromServer ? undefined : { id: 'error.requestFailed', values: { status: response.status } },
    );
  }

  if (isRecord(json) && 'data' in json) return json.data as T;
  return json as T;
}

type Entry<K extends ContractKey> = EndpointsByKey[K];

/** What a call sends: the entry's typed params, query, headers and body (multipart: the form; CSV: the file). */
type CallInput<K extends ContractKey> = (Entry<K> extends {
  consumes: readonly ['multipart/form-data'];
}
  ? Omit<EndpointInput<Entry<K>>, 'body'> & { body: FormData }
  : Entry<K> extends { consumes: readonly ['text/csv'] }
    ? Omit<EndpointInput<Entry<K>>, 'body'> & { body: Blob }
    : EndpointInput<Entry<K>>) &
  Pick<RequestOptions, 'signal' | 'timeoutMs' | 'token' | 'signOutOn401'>;

/** The input may be left out when nothing in it is required. */
type CallArgs<K extends ContractKey> =
  object extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/**
 * Calls one entry of the API contract by its name (`'POST /api/cart/items'`): the parameters, query,
 * body and answer are typed from the domain's schemas, so a renamed field breaks this build.
 */
export function apiCall<K extends ContractKey>(
  route: K,
  ...[input]: CallArgs<K>
): Promise<EndpointData<Entry<K>>> {
  const [method, template] = route.split(' ') as [NonNullable<RequestOptions['method']>, string];
  const call = (input as unknown as (RequestOptions & { params?: Record<string, string> }) | undefined) ?? {};
  // `/api/orders/:id` with `{ id }` → `/api/orders/7b0f…`, each parameter URL-encoded.
  const path = template.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(call.params?.[name] ?? ''),
  );
  return apiRequest(path, { ...call, method });
}

/** The routes that answer a file rather than the JSON envelope (the contract names their type). */
type FileKey = {
  [K in ContractKey]: EndpointsByKey[K] extends { produces: readonly string[] } ? K : never;
}[ContractKey];

/**
 * Fetches a file route of the contract (`'GET /api/orders/:id/invoice'`) with the session: its bytes.
 * A long export may take longer than an ordinary call: `timeoutMs` allows for it.
 */
export function apiFile<K extends FileKey>(
  route: K,
  params: Record<string, string> = {},
  options: Pick<RequestOptions, 'query' | 'timeoutMs'> = {},
): Promise<Blob> {
  const [method, template] = route.split(' ') as [NonNullable<RequestOptions['method']>, string];
  const path = template.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
  return apiRequest<Blob>(path, {
    ...options,
    method,
    file: true,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- HTTP headers, not words
    headers: { Accept: 'application/pdf, text/csv, application/json' },
  });
}

/**
 * The words to show a person for any thrown error. Given the page's `t`, an error the browser made
 * itself (no connection, a timeout) is said in the page's language; the server's words stay its own.
 */
export function errorMessage(error: unknown, fallback: string, t?: Translate): string {
  if (error instanceof ApiError)
    return t && error.words ? t(error.words.id, error.words.values) : error.message;
  return fallback;
}
