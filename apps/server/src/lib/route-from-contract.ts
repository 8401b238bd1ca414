import type { Endpoint } from '@shop/domain';

const SCHEMA_KEYS = ['params', 'querystring', 'headers', 'body', 'response'] as const;
type SchemaKey = (typeof SCHEMA_KEYS)[number];

/** What Fastify's `schema` gets from an entry: its zod schemas as they are, so handlers infer types. */
type RouteSchema<E extends Endpoint> = Pick<E, SchemaKey & keyof E> & {
  tags: string[];
  summary: string;
  security?: { bearer: never[] }[];
  consumes?: string[];
  produces?: string[];
};

/**
 * The route options of a contract entry (method, url, access, schemas, OpenAPI words), so a module
 * writes `app.route({ ...fromContract(contract.cart.addItem), handler })` and never restates them.
 */
export function fromContract<const E extends Endpoint>(entry: E) {
  const schema: Record<string, unknown> = { tags: [...entry.tags], summary: entry.summary };
  if (entry.access !== 'public') schema.security = [{ bearer: [] }];
  if (entry.consumes) schema.consumes = [...entry.consumes];
  if (entry.produces) schema.produces = [...entry.produces];
  for (const key of SCHEMA_KEYS) if (entry[key]) schema[key] = entry[key];
  return {
    method: entry.method as E['method'],
    url: entry.path as E['path'],
    config: { access: entry.access as E['access'], ownAccount: entry.ownAccount === true },
    schema: schema as RouteSchema<E>,
  };
}
