import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix positions popovers with inline style attributes; no inline scripts are allowed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // WhatsApp and maps links open in new tabs; they must not see where the shopper came from in full.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers helmet sets for these options, worked out once. They are the same for every request
 * (no nonces, no per-route options), so building helmet's middleware per request, as
 * @fastify/helmet does, cost half of a health check's CPU time (decision 020) for a fixed answer.
 */
function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: unknown) => void headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Security headers with a self-only Content-Security-Policy, and compressed responses. */
export const security = fp(async (app: FastifyInstance) => {
  const headers = securityHeaders();
  // On the raw response, as helmet does: they stay on error answers, and a route that sets its own
  // (the API docs' CSP) overrides them.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default (quality 11) is meant for build-time assets; for live answers a low level wins.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
