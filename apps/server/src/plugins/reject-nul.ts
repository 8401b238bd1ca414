import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { invalidField } from '../lib/errors.js';
import { hookList } from './route-hooks.js';

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
 * API requests carrying one are refused up front as an invalid field, before any work is done. Only
 * API routes that take parameters, a query or a body get the check: a route without a schema for
 * them never hands them to a query.
 */
export const rejectNul = fp(async (app: FastifyInstance) => {
  const check: preValidationHookHandler = (request, _reply, done) => {
    const field = nulPath(request.params, '') ?? nulPath(request.query, '') ?? nulPath(request.body, '');
    if (field === null) return done();
    done(invalidField(field || 'request', 'This text contains a character that is not allowed'));
  };
  app.addHook('onRoute', (route) => {
    const schema = route.schema;
    if (!route.config?.access || !(schema?.params || schema?.querystring || schema?.body)) return;
    route.preValidation = [check, ...hookList(route.preValidation)];
  });
});
