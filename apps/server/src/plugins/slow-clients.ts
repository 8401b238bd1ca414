import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '@shop/domain';
import type { Config } from '../config.js';

/** Requests one connection may carry before it is closed (keep-alive is a convenience, not a lease). */
const MAX_REQUESTS_PER_SOCKET = 1000;

const TOO_SLOW: ErrorBody = {
  success: false,
  code: 'REQUEST_TIMEOUT',
  message: 'The request took too long to arrive.',
};

/** The connection-level errors Node reports before a request reaches Fastify, as the envelope. */
function clientErrorAnswer(code: string | undefined): [number, ErrorBody] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, TOO_SLOW];
  if (code === 'HPE_HEADER_OVERFLOW') {
    return [431, { success: false, code: 'BAD_REQUEST', message: 'The request headers are too large.' }];
  }
  return [400, { success: false, code: 'BAD_REQUEST', message: 'The request could not be understood.' }];
}

/**
 * Fastify's `clientErrorHandler`: Node calls it when a connection misbehaves (headers or body too
 * slow, malformed HTTP). It writes the envelope straight to the socket, unless an answer has begun.
 */
function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] = clientErrorAnswer(error.code);
  this.log.debug({ err: error }, 'client error');
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const text = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

/**
 * Timeouts so that a slow client never holds a connection for long: the headers and the whole
 * request must arrive in time (408 otherwise), a silent connection is closed, and an idle
 * keep-alive connection is let go. Node checks the first two only every `connectionsCheckingInterval`
 * (30 s by default), so that is tightened too.
 */
export function slowClientOptions(timeouts: Config['timeouts']): FastifyHttpOptions<http.Server> {
  return {
    // Node's limit is one for the whole server, so it is the uploads' long one; every other route
    // is held to the short one by `bodyDeadline` below.
    requestTimeout: timeouts.uploadMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    maxRequestsPerSocket: MAX_REQUESTS_PER_SOCKET,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.min(1000, Math.floor(timeouts.headersMs / 2)),
    },
    clientErrorHandler,
  };
}

/** Whether a body follows the headers (HTTP/1.1: a length above 0, or chunks). */
function hasBody(request: FastifyRequest): boolean {
  const { headers } = request.raw;
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/** Staff uploads: the routes whose contract entry takes multipart bodies (pictures) or a CSV file. */
function isUpload(request: FastifyRequest): boolean {
  const consumes = request.routeOptions.schema?.consumes;
  return consumes?.some((type) => type === 'multipart/form-data' || type === 'text/csv') ?? false;
}

/**
 * The short request limit for every route but the uploads: the body must have arrived within
 * `requestMs` of the headers, or the client gets 408 and the connection is closed. It starts in
 * `onRequest` (headers in, access already checked for non-public routes) and stops once the body is
 * read (`preValidation`), so a slow handler is never cut off, only a slow client.
 */
export const bodyDeadline = fp(
  async (app: FastifyInstance, { timeouts }: { timeouts: Config['timeouts'] }) => {
    const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
    const stop = (request: FastifyRequest) => {
      const timer = timers.get(request);
      if (timer === undefined) return;
      clearTimeout(timer);
      timers.delete(request);
    };
    // Callback-style hooks: they run on every request, and an async one costs a promise each time.
    app.addHook('onRequest', (request, reply, done) => {
      // Most requests (every page and catalogue read) carry no body: nothing to wait for, no timer.
      if (!hasBody(request) || isUpload(request)) return done();
      const timer = setTimeout(() => {
        timers.delete(request);
        if (reply.sent) return;
        request.log.info('request body too slow: cut off');
        // Closed once the answer is out: the rest of a trickled body is not waited for.
        reply.raw.once('finish', () => request.raw.destroy());
        void reply.code(408).header('connection', 'close').send(TOO_SLOW);
      }, timeouts.requestMs);
      timer.unref();
      timers.set(request, timer);
      done();
    });
    app.addHook('preValidation', (request, _reply, done) => {
      stop(request);
      done();
    });
    app.addHook('onResponse', (request, _reply, done) => {
      stop(request);
      done();
    });
  },
);
