import { z } from 'zod';
import type { Access } from '../roles.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A 204 answer: no body (documented as such; Fastify sends nothing). */
export const NoContentSchema = z.null().describe('No content');

/**
 * One /api route as both sides know it: the server validates and documents with these schemas, the
 * browser's fetchers take their types from them, so a renamed field breaks both builds.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** Fastify's notation: `:name` is a path parameter. */
  readonly path: `/api/${string}`;
  readonly access: Access;
  /**
   * A route about the caller's own account (sign-in, sessions, profile, password, two-step): open to
   * a staff member the shop still asks to set up two-step sign-in, and a staff member's write on it
   * is in the activity log, where their shopping is not (issue 29).
   */
  readonly ownAccount?: true;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  readonly headers?: z.ZodType;
  readonly body?: z.ZodType;
  /** Multipart and CSV routes read their bodies themselves; they name the content type instead of a body. */
  readonly consumes?: readonly ['multipart/form-data'] | readonly ['text/csv'];
  /** A route that answers a file rather than the JSON envelope names its type (and no 2xx schema). */
  readonly produces?: readonly ['application/pdf'] | readonly ['text/csv'] | readonly ['image/webp'];
  /**
   * The success answers, each a `successEnvelope(...)`, or 204 with no body at all; errors share the
   * envelope of decision 003.
   */
  readonly response: {
    readonly 200?: z.ZodType;
    readonly 201?: z.ZodType;
    /** Accepted: the work happens later (a mail handed to the queue). */
    readonly 202?: z.ZodType;
    readonly 204?: typeof NoContentSchema;
  };
}

/** Keeps the literal types of an entry (method, path, schemas) while checking its shape. */
export const endpoint = <const E extends Endpoint>(entry: E): E => entry;

type Output<S> = S extends z.ZodType<infer O> ? O : never;
type Input<S> = S extends z.ZodType<unknown, infer I> ? I : never;

/** The `data` of an entry's success envelope, as the browser receives it (nothing for a 204). */
export type EndpointData<E extends Endpoint> = E['response'] extends { 204: z.ZodType }
  ? void
  : Output<E['response'][keyof E['response']]> extends { data: infer D }
    ? D
    : never;

/** A query-string value as a caller may give it: strings for free text, or numbers and booleans. */
type QueryValue<T> = string extends T ? string | number | boolean | null | undefined : T | null | undefined;
export type EndpointQuery<E extends Endpoint> = E extends { querystring: infer Q }
  ? { [K in keyof Input<Q>]?: QueryValue<Input<Q>[K]> }
  : never;

type ParamsPart<E> = E extends { params: infer P } ? { params: Input<P> } : { params?: never };
type QueryPart<E extends Endpoint> = E extends { querystring: unknown }
  ? { query?: EndpointQuery<E> }
  : { query?: never };
type HeadersPart<E> = E extends { headers: infer H } ? { headers: Input<H> } : { headers?: never };
type BodyPart<E> = E extends { body: infer B }
  ? undefined extends Input<B>
    ? { body?: Input<B> }
    : { body: Input<B> }
  : { body?: never };

/**
 * What a caller sends to an entry: path parameters, query, headers and body, each typed from it.
 * (Multipart entries take their form data as the browser builds it.)
 */
export type EndpointInput<E extends Endpoint> = ParamsPart<E> & QueryPart<E> & HeadersPart<E> & BodyPart<E>;

/** `'POST /api/cart/items'`: how the browser names the entry it calls. */
export type EndpointKey<E extends Endpoint> = `${E['method']} ${E['path']}`;
