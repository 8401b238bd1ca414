import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import type { ErrorBody } from '@shop/domain';
import type { Config } from '../config.js';

/** Requests one connection may carry before it is closed (keep-alive is a convenience, not a lease). */
const MAX_REQUESTS_PER_SOCKET = 1000;

/** The connection-level errors Node reports before a request reaches Fastify, as the envelope. */
function clientErrorAnswer(code: string | undefined): [number, ErrorBody] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return [
      408,
      { success: false, code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' },
    ];
  }
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
    requestTimeout: timeouts.requestMs,
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
