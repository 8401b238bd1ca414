import { shopperMessage, type ErrorCode, type ErrorDetail, type Language, type Sentence } from '@shop/domain';

/**
 * What an error says to a person: staff's words in English, or a sentence a shopper may read in
 * every storefront language (issue 28), which the envelope answers in the request's language.
 */
export type Words = string | Sentence;

/** A field's message, in words as above. */
export interface FieldWords {
  field: string;
  message: Words;
}

/** An error the client caused or may act on: its message is a sentence meant for a person. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    private readonly words: Words,
    private readonly fieldWords?: readonly FieldWords[],
    /** Extra response headers, such as Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(shopperMessage(words, 'en'));
    this.name = 'AppError';
  }

  /** The field messages in English (logs, the products import's report). */
  get details(): ErrorDetail[] | undefined {
    return this.said('en').details;
  }

  /** The sentence and its field messages in a language, where they are written in it. */
  said(language: Language): { message: string; details: ErrorDetail[] | undefined } {
    return {
      message: shopperMessage(this.words, language),
      details: this.fieldWords?.map(({ field, message }) => ({
        field,
        message: shopperMessage(message, language),
      })),
    };
  }
}

const SIGN_IN_TO_CONTINUE: Sentence = {
  en: 'Please sign in to continue',
  hi: 'आगे बढ़ने के लिए कृपया साइन इन करें',
};
const NOT_ALLOWED: Sentence = {
  en: 'You do not have permission to do that',
  hi: 'आपको यह करने की अनुमति नहीं है',
};

/** A refusal about one field: the sentence, and the same sentence on the field. */
export const fieldRefusal = (statusCode: number, code: ErrorCode, field: string, message: Words) =>
  new AppError(statusCode, code, message, [{ field, message }]);

export const badRequest = (message: Words) => new AppError(400, 'BAD_REQUEST', message);
export const unauthenticated = (message: Words = SIGN_IN_TO_CONTINUE) =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message: Words = NOT_ALLOWED) => new AppError(403, 'FORBIDDEN', message);
/** The administrator requires two-step sign-in of staff, and this staff member has not set it up (issue 29). */
export const twoStepRequired = () =>
  new AppError(
    403,
    'TWO_STEP_REQUIRED',
    'The shop requires two-step sign-in for staff. Set it up on your profile to continue.',
  );
export const notFound = (message: Words) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: Words, details?: FieldWords[]) =>
  new AppError(409, 'CONFLICT', message, details);
export const outOfStock = (message: Words, details?: FieldWords[]) =>
  new AppError(409, 'OUT_OF_STOCK', message, details);
export const invalidField = (field: string, message: Words) =>
  fieldRefusal(422, 'VALIDATION_FAILED', field, message);

/**
 * What was tried too often, as "Too many …" names it, with the Hindi sentence that says so
 * (typed by the English, so a new kind without its Hindi does not compile).
 */
const TOO_MANY_HI = {
  attempts: 'बहुत ज़्यादा कोशिशें हो गईं',
  'wrong codes': 'बहुत बार गलत कोड डाला गया',
  requests: 'बहुत ज़्यादा अनुरोध आ गए',
  'coupon codes that did not work': 'बहुत सारे कूपन कोड लागू नहीं हो सके',
  orders: 'बहुत ज़्यादा ऑर्डर आ गए',
  'look-ups': 'बहुत बार खोज की गई',
  'complaints from this address': 'यहाँ से बहुत ज़्यादा शिकायतें भेजी गईं',
  pictures: 'बहुत ज़्यादा तस्वीरें अपलोड हुईं',
} as const;
export type TooManyWhat = keyof typeof TOO_MANY_HI;

export const rateLimited = (retryAfterSeconds: number, what: TooManyWhat = 'attempts') => {
  const wait = waitIn(retryAfterSeconds);
  return new AppError(
    429,
    'RATE_LIMITED',
    {
      en: `Too many ${what}. Please try again in ${wait.en}.`,
      hi: `${TOO_MANY_HI[what]}। कृपया ${wait.hi} बाद फिर से कोशिश करें।`,
    },
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );
};

/** "30 seconds" / "30 सेकंड", "5 minutes" / "5 मिनट". */
function waitIn(seconds: number): Sentence {
  if (seconds < 60) return { en: `${seconds} second${seconds === 1 ? '' : 's'}`, hi: `${seconds} सेकंड` };
  const minutes = Math.ceil(seconds / 60);
  return { en: `${minutes} minute${minutes === 1 ? '' : 's'}`, hi: `${minutes} मिनट` };
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

export const databaseUnavailable = (
  message: Words = {
    en: 'The shop is briefly unavailable. Please try again in a moment.',
    hi: 'शॉप कुछ पल के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर से कोशिश करें।',
  },
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
