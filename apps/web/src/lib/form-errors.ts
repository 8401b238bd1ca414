import {
  FIELD_MESSAGES,
  fullNameProblem,
  MAX_EMAIL_LENGTH,
  MAX_FULL_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '@shop/domain';
import { ApiError } from '@/lib/api-client';
import type { MessageId } from '@/lib/i18n/catalogue';
import type { MessageValues, Translate } from '@/lib/i18n/i18n';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * The domain's field rules' sentences about signing in and the account, which this page's own checks
 * give in English, with the catalogue's id for each: on a Hindi page they are shown in Hindi (issue
 * 28). The server's own refusals need no entry: it answers a Hindi page (`Accept-Language: hi`) in
 * Hindi itself.
 */
const KNOWN_WORDS: Record<string, [MessageId, MessageValues?]> = {
  [FIELD_MESSAGES.emailRequired]: ['auth.error.emailRequired'],
  [FIELD_MESSAGES.emailInvalid]: ['auth.error.emailInvalid'],
  [FIELD_MESSAGES.emailTooLong]: ['auth.error.emailTooLong', { max: MAX_EMAIL_LENGTH }],
  [FIELD_MESSAGES.passwordRequired]: ['auth.error.passwordRequired'],
  [FIELD_MESSAGES.passwordTooShort]: ['auth.error.passwordTooShort', { min: MIN_PASSWORD_LENGTH }],
  [FIELD_MESSAGES.passwordTooLong]: ['auth.error.passwordTooLong', { max: MAX_PASSWORD_LENGTH }],
  // The full name's two messages, asked of the rule itself so they stay its words.
  [fullNameProblem('') ?? '']: ['auth.error.fullNameRequired'],
  // eslint-disable-next-line lingui/no-unlocalized-strings -- filler that asks the rule for its too-long message
  [fullNameProblem('x'.repeat(MAX_FULL_NAME_LENGTH + 1)) ?? '']: [
    'auth.error.fullNameTooLong',
    { max: MAX_FULL_NAME_LENGTH },
  ],
};

/**
 * A message from the server or the field rules in the page's language, when it is one the catalogue
 * knows; any other stays as it came. Without `t`, the message as it came.
 */
export function inPageWords(message: string, t: Translate | undefined): string {
  const known = KNOWN_WORDS[message];
  return t && known ? t(...known) : message;
}

/**
 * The server's per-field messages (422 `details`), keyed by field name, for showing under inputs;
 * in the page's language where the catalogue knows them, given `t`.
 */
export function fieldErrorsOf(error: unknown, t?: Translate): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const detail of error.details) {
    const field = detail.field.split('.').pop() ?? detail.field;
    errors[field] ??= inPageWords(detail.message, t);
  }
  return errors;
}

/**
 * The server's per-field messages by their whole path (`hero.primary.href`, `translations.hi.title`),
 * for a form whose fields share a last name in two places (the English and the Hindi).
 */
export function fieldErrorsByPath(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const detail of error.details) errors[detail.field] ??= detail.message;
  return errors;
}

/**
 * The words for a failed auth call: the first field message when the server named fields (its
 * summary prefixes the field name), else its message, else the error's own, else the fallback.
 * Given the page's `t`, known sentences and the browser's own (no connection) are in its language.
 */
export function authErrorMessage(error: unknown, fallback: string, t?: Translate): string {
  if (error instanceof ApiError) {
    const detail = error.details[0]?.message;
    if (detail) return inPageWords(detail, t);
    if (t && error.words) return t(error.words.id, error.words.values);
    return error.message ? inPageWords(error.message, t) : fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
