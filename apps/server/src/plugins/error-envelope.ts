import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode, ErrorDetail, Sentence } from '@shop/domain';
import { AppError, databaseUnavailable, isDatabaseUnavailable } from '../lib/errors.js';
import { requestLanguage } from '../lib/request-language.js';
import { validationMessage } from '../lib/validation-words.js';
import { BAD_URL_ENCODING_MESSAGE } from './url-encoding.js';

function send(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  details?: ErrorDetail[],
) {
  const body: ErrorBody = { success: false, message, code, ...(details?.length ? { details } : {}) };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

const SLOW_DOWN: Sentence = {
  en: 'Too many requests. Please slow down and try again shortly.',
  hi: 'बहुत ज़्यादा अनुरोध आ गए। कृपया थोड़ा रुककर फिर से कोशिश करें।',
};
const OUR_FAULT: Sentence = {
  en: 'Something went wrong on our side. Please try again.',
  hi: 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
};

const fieldLabel = (path: string, context: string | undefined) =>
  path.replace(/^\//, '').replace(/\//g, '.') || context || 'request';

/** Fastify's own client errors, by code, in words a person understands. */
const FRAMEWORK_ERRORS: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'BAD_REQUEST', 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'BAD_REQUEST', 'The request body is empty but JSON was announced'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'The request is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'This content type is not accepted here'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BAD_REQUEST', 'The request length does not match its body'],
  FST_ERR_BAD_URL: [400, 'BAD_URL_ENCODING', BAD_URL_ENCODING_MESSAGE],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'BAD_REQUEST', 'The request could not be read'],
};

/**
 * Fastify's `frameworkErrors` option: errors met before a route is found (a path with a malformed
 * %-escape) are answered in the envelope instead of Fastify's own JSON. They never reach the error
 * handler below, which Fastify binds to routes only.
 */
export const frameworkErrors = (error: FastifyError, _request: unknown, reply: FastifyReply) => {
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) void send(reply, ...known);
  else void send(reply, 400, 'BAD_REQUEST', 'The request could not be understood');
};

/**
 * One envelope for every error (decision 003): a sentence for people, a code for programs,
 * field details for forms. Never a stack trace; a 500 only for what is truly our fault.
 */
export const errorEnvelope = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      const said = error.said(language);
      return send(reply, error.statusCode, error.code, said.message, said.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field: fieldLabel(issue.instancePath, error.validationContext),
        message: validationMessage(issue, language),
      }));
      const first = details[0];
      const message = first ? `${first.field}: ${first.message}` : 'Some fields are not valid';
      return send(reply, 422, 'VALIDATION_FAILED', message, details);
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return send(reply, ...known);
    if (error.statusCode === 429) {
      return send(reply, 429, 'RATE_LIMITED', SLOW_DOWN[language]);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      const unavailable = databaseUnavailable();
      void reply.headers(unavailable.headers ?? {});
      return send(reply, unavailable.statusCode, unavailable.code, unavailable.said(language).message);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, 'BAD_REQUEST', 'The request could not be understood');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'INTERNAL', OUR_FAULT[language]);
  });
});
