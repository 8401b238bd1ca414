import zlib from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers with a self-only Content-Security-Policy, and compressed responses. */
export const security = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
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
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default (quality 11) is meant for build-time assets; for live answers a low level wins.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
