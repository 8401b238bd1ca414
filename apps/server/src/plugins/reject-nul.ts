import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalidField } from '../lib/errors.js';

/** Where a value holds U+0000, as a dotted path (`shippingAddress.name`), or null. */
export function nulPath(value: unknown, root: string): string | null {
  // A loop, not recursion: a deeply nested body must not overflow the stack.
  const pending: [unknown, string][] = [[value, root]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, child] of Object.entries(current)) {
        pending.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold the NUL character: such a value would fail inside a query as a 500.
 * API requests carrying one are refused up front as an invalid field, before any work is done.
 */
export const rejectNul = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.access) return;
    const field = nulPath(request.params, '') ?? nulPath(request.query, '') ?? nulPath(request.body, '');
    if (field !== null) {
      throw invalidField(field || 'request', 'This text contains a character that is not allowed');
    }
  });
});
