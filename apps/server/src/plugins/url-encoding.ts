import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

export const BAD_URL_ENCODING_MESSAGE = 'The address contains a malformed %-escape';

export const badUrlEncoding = () => new AppError(400, 'BAD_URL_ENCODING', BAD_URL_ENCODING_MESSAGE);

/**
 * A malformed %-escape (`%ZZ`, a cut UTF-8 sequence) is refused with its own code, in the path and
 * in the query string alike. The router refuses a bad path itself (FST_ERR_BAD_URL, turned into the
 * envelope by plugins/error-envelope.ts through Fastify's `frameworkErrors`); the query-string parser
 * would let it through as literal text, so the query is checked here before any route runs.
 */
export const urlEncoding = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) => {
    const url = request.raw.url ?? '';
    const start = url.indexOf('?');
    // Only a query with a %-escape can be malformed.
    if (start === -1 || !url.includes('%', start)) return done();
    try {
      decodeURIComponent(url.slice(start + 1));
    } catch {
      return done(badUrlEncoding());
    }
    done();
  });
});
