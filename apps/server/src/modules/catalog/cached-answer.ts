import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isStaff } from '@shop/domain';
import type { CatalogCache } from './catalog-cache.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** `includeInactive=true` counts only from staff; anyone else silently gets the shop window. */
export async function staffView(request: FastifyRequest, asked: boolean | undefined): Promise<boolean> {
  if (!asked) return false;
  return isStaff((await request.optionalSession())?.user.role);
}

/** The cache key of a public answer; null (no caching) for staff views, which follow their own edits. */
export const cacheKey = (name: string, staff: boolean, input: unknown) =>
  staff ? null : `${name}:${JSON.stringify(input)}`;

export type Answer = <D>(
  reply: FastifyReply,
  key: string | null,
  schema: z.ZodType<unknown, { success: true; data: D }>,
  load: () => Promise<D>,
) => Promise<FastifyReply>;

/**
 * Answers with the validated envelope, serialized once per cache entry: a hit costs a Map look-up.
 * The schema is the route's own contract response, so what is cached is what the contract promises.
 */
export function cachedAnswer(cache: CatalogCache): Answer {
  return async (reply, key, schema, load) => {
    const build = async () => JSON.stringify(schema.parse({ success: true, data: await load() }));
    if (key === null) return reply.type(JSON_TYPE).send(await build());
    const { value, hit } = await cache.get(key, build);
    return reply
      .type(JSON_TYPE)
      .header('x-cache', hit ? 'hit' : 'miss')
      .send(value);
  };
}
