import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Logger } from 'pino';
import { urlForLog } from './text.js';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Fastify's request fields, with the URL of a password-reset link kept out of the log. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/**
 * The shop's logger: JSON lines on stdout. Written asynchronously (`sync: false`): a line is queued
 * and the process carries on, instead of waiting for every write(2) — a synchronous write per line
 * cost a third of the server's throughput (decision 020). pino flushes what is still queued when the
 * process exits, `process.exit()` included; only SIGKILL can lose the last lines.
 */
export function createLogger(
  level: Level,
  destination: DestinationStream = pino.destination({ dest: 1, sync: false }),
): Logger {
  return pino(
    {
      level,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: requestForLog },
    },
    destination,
  );
}

/**
 * One line per request, written when the answer has gone: method, URL (tokens hidden), status,
 * milliseconds, and the request id that every other line of the request carries too. Fastify's
 * default writes two (on arrival and on completion), each with the whole request object.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: urlForLog(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
