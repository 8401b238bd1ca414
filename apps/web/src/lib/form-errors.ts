import { ApiError } from '@/lib/api-client';

export type FieldErrors = Partial<Record<string, string>>;

/** The server's per-field messages (422 `details`), keyed by field name, for showing under inputs. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const detail of error.details) {
    const field = detail.field.split('.').pop() ?? detail.field;
    errors[field] ??= detail.message;
  }
  return errors;
}

/**
 * The words for a failed auth call: the first field message when the server named fields (its
 * summary prefixes the field name), else its message, else the error's own, else the fallback.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.details[0]?.message ?? (error.message || fallback);
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
