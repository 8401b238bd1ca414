import type { ErrorCode, ErrorDetail } from '@shop/domain';

/** An error the client caused or may act on: its message is a sentence meant for a person. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    /** Extra response headers, such as Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, 'BAD_REQUEST', message);
export const unauthenticated = (message = 'Please sign in to continue') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do that') =>
  new AppError(403, 'FORBIDDEN', message);
/** The administrator requires two-step sign-in of staff, and this staff member has not set it up (issue 29). */
export const twoStepRequired = () =>
  new AppError(
    403,
    'TWO_STEP_REQUIRED',
    'The shop requires two-step sign-in for staff. Set it up on your profile to continue.',
  );
export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, details?: ErrorDetail[]) =>
  new AppError(409, 'CONFLICT', message, details);
export const outOfStock = (message: string, details?: ErrorDetail[]) =>
  new AppError(409, 'OUT_OF_STOCK', message, details);
export const invalidField = (field: string, message: string) =>
  new AppError(422, 'VALIDATION_FAILED', message, [{ field, message }]);
export const rateLimited = (retryAfterSeconds: number, what = 'attempts') =>
  new AppError(
    429,
    'RATE_LIMITED',
    `Too many ${what}. Please try again in ${formatWait(retryAfterSeconds)}.`,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

export const databaseUnavailable = (
  message = 'The shop is briefly unavailable. Please try again in a moment.',
) =>
  new AppError(503, 'DATABASE_UNAVAILABLE', message, undefined, {
    'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
  });

/** PostgreSQL error codes that mean "the database is not there", not "the request was wrong". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/**
 * The same, from driver errors that carry no code: a connection that broke or never came (node-postgres
 * reports a client broken between queries as "not queryable"), a pool or PGlite already closed.
 */
const UNAVAILABLE_MESSAGES = new RegExp(
  [
    'Connection terminated',
    'connect ECONNREFUSED',
    'timeout exceeded when trying to connect',
    'not queryable',
    'pool after calling end',
    'PGlite is closed',
  ].join('|'),
  'i',
);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The PostgreSQL error code of a failed query, looking through Drizzle's wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The unique constraint or index a failed write broke (23505), looking through Drizzle's wrapper. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  if (pgErrorCode(error) !== '23505') return undefined;
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
