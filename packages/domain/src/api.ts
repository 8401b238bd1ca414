import { z } from 'zod';

/** Every success answer is `{ success: true, data }` (decision 003). */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export const ErrorCodeSchema = z.enum([
  'BAD_REQUEST',
  'BAD_URL_ENCODING',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'TWO_STEP_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'SETUP_CODE_INVALID',
  'SETUP_DONE',
  'OUT_OF_STOCK',
  'VARIANT_REQUIRED',
  'VARIANT_NOT_FOUND',
  'COUPON_REFUSED',
  'INVOICE_NOT_ISSUED',
  'CREDIT_NOTE_NOT_ISSUED',
  'COD_NOT_AVAILABLE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'VALIDATION_FAILED',
  'REQUEST_TIMEOUT',
  'RATE_LIMITED',
  'DATABASE_UNAVAILABLE',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ErrorDetailSchema = z.object({ field: z.string(), message: z.string() });
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;

export const ErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: ErrorCodeSchema,
  details: z.array(ErrorDetailSchema).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export function paginate(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

/** Query-string pieces shared by list endpoints. */
export const pageParam = z.coerce.number().int().min(1).max(10_000).default(1);
export function limitParam(defaultLimit: number, max = 100) {
  return z.coerce.number().int().min(1).max(max).default(defaultLimit);
}
/** `true`/`false` (also 1/0, yes/no) in a query string. */
export const queryBoolean = z.stringbool();

export const UuidSchema = z.uuid();
export const IdParamsSchema = z.object({ id: z.uuid({ message: 'Must be a valid id' }) });

/**
 * Every write body (decision 003): an object that refuses each field it does not name, one detail
 * per stray field, so `role` sent to sign-up or a `price` sent to the cart is refused, never
 * silently dropped or obeyed. `reason` says why, where the field is tempting (prices, roles).
 * The typed input is the object's own, so the browser's fetchers are typed from it.
 */
export function strictBody<Shape extends z.ZodRawShape>(shape: Shape, reason?: string) {
  const known = new Set(Object.keys(shape));
  const object = z.object(shape, { error: 'The request body must be a JSON object' });
  return z.preprocess<unknown, typeof object, z.input<typeof object>>((input, context) => {
    if (input && typeof input === 'object' && !Array.isArray(input)) {
      for (const key of Object.keys(input)) {
        if (known.has(key)) continue;
        context.addIssue({
          code: 'custom',
          path: [key],
          message: reason ? `Unknown field: ${key}; ${reason}` : `Unknown field: ${key}`,
          input,
        });
      }
    }
    return input;
  }, object);
}

/** The body of a write that needs none: nothing, or an empty object (any field is refused). */
export const NoBodySchema = strictBody({}).nullish();
