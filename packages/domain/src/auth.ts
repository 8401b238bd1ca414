import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from './catalog.js';
import { limitParam, pageParam, strictBody } from './api.js';
import { ROLES, STAFF_ROLES } from './roles.js';
import {
  EMAIL_PATTERN,
  FIELD_MESSAGES,
  MAX_EMAIL_LENGTH,
  MAX_FULL_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  requiredMessage,
  tooLongMessage,
} from './field-rules.js';
import { SHOPPER_FORM_WORDS } from './shopper-form-words.js';

export const RoleSchema = z.enum(ROLES);

/** How long a password-reset link works. */
export const RESET_TOKEN_MINUTES = 30;

export const UserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  role: RoleSchema,
  isActive: z.boolean(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
  /** Whether signing in asks for a code from an authenticator app as well (issue 29). */
  twoStep: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

/** Trimmed and lower-cased before it is checked, so `  Asha@Example.COM ` signs in as `asha@example.com`. */
export const EmailSchema = z
  .string({ error: FIELD_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .pipe(
    z
      .email({ pattern: EMAIL_PATTERN, error: FIELD_MESSAGES.emailInvalid })
      .max(MAX_EMAIL_LENGTH, FIELD_MESSAGES.emailTooLong),
  );

export function passwordSchema(tooShort: string = FIELD_MESSAGES.passwordTooShort) {
  return z
    .string({ error: FIELD_MESSAGES.passwordRequired })
    .min(MIN_PASSWORD_LENGTH, tooShort)
    .max(MAX_PASSWORD_LENGTH, FIELD_MESSAGES.passwordTooLong);
}
export const PasswordSchema = passwordSchema();
/** The staff form's words for the same rule (decision 008). */
export const StaffPasswordSchema = passwordSchema('Password must be at least 6 characters');

export const FullNameSchema = z
  .string({ error: requiredMessage('Full name') })
  .trim()
  .min(1, requiredMessage('Full name'))
  .max(MAX_FULL_NAME_LENGTH, tooLongMessage('Full name', MAX_FULL_NAME_LENGTH));

/** A part of the name a sign-up may give; each says in words which one is too long. */
const optionalNamePart = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(MAX_FULL_NAME_LENGTH, `${label} must be at most ${MAX_FULL_NAME_LENGTH} characters`)
    .optional();

/** Role, status, id and dates are the shop's to set: a sign-up that sends them is refused. */
const ACCOUNT_FIELDS_ARE_THE_SHOPS = 'the shop sets roles, status, ids and dates';

export const SignupBodySchema = strictBody(
  {
    email: EmailSchema,
    password: PasswordSchema,
    fullName: optionalNamePart('Full name'),
    firstName: optionalNamePart('First name'),
    lastName: optionalNamePart('Last name'),
  },
  ACCOUNT_FIELDS_ARE_THE_SHOPS,
);
export type SignupBody = z.infer<typeof SignupBodySchema>;

/**
 * Decision 008: the given full name, else first and last name joined, else the part of the email
 * before the @.
 */
export function buildFullName(input: {
  email: string;
  fullName?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}): string {
  const given = input.fullName?.trim();
  if (given) return given.slice(0, MAX_FULL_NAME_LENGTH);
  const joined = [input.firstName?.trim(), input.lastName?.trim()].filter(Boolean).join(' ').trim();
  if (joined) return joined.slice(0, MAX_FULL_NAME_LENGTH);
  return (input.email.split('@')[0] ?? input.email).slice(0, MAX_FULL_NAME_LENGTH);
}

/**
 * A new password as it is typed, with what the form knows of its owner: the meter under a
 * new-password field asks the server, which judges it as it will on submit (decision 013).
 */
export const PasswordStrengthBodySchema = strictBody({
  password: z.string({ error: 'Password is required' }).max(MAX_PASSWORD_LENGTH),
  email: z.string().trim().max(MAX_EMAIL_LENGTH).optional(),
  fullName: optionalNamePart('Full name'),
  firstName: optionalNamePart('First name'),
  lastName: optionalNamePart('Last name'),
});
export type PasswordStrengthBody = z.infer<typeof PasswordStrengthBodySchema>;

export const PasswordStrengthResultSchema = z.object({
  strength: z.object({
    /** zxcvbn's 0–4, for the meter's bars. */
    score: z.number().int().min(0).max(4),
    acceptable: z.boolean(),
    /** Why it would be refused and what would help; null when acceptable. */
    message: z.string().nullable(),
  }),
});
export type PasswordStrengthResult = z.infer<typeof PasswordStrengthResultSchema>;

const FILL_IN_ALL = SHOPPER_FORM_WORDS.signInFieldsMissing.en;

export const LoginBodySchema = strictBody({
  email: z.string({ error: FILL_IN_ALL }).trim().toLowerCase().min(1, FILL_IN_ALL).max(MAX_EMAIL_LENGTH),
  password: z.string({ error: FILL_IN_ALL }).min(1, FILL_IN_ALL).max(MAX_PASSWORD_LENGTH),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const SessionInfoSchema = z.object({
  /** ISO 8601 timestamp after which the token no longer works. */
  expiresAt: z.string(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

export const AuthResultSchema = z.object({
  token: z.string(),
  user: UserSchema,
  session: SessionInfoSchema,
});
export type AuthResult = z.infer<typeof AuthResultSchema>;

/** A right password on an account with two-step sign-in: no session yet, a code first (issue 29). */
export const MfaRequiredSchema = z.object({
  mfaRequired: z.literal(true),
  /** Sent back with the code to POST /api/auth/mfa; lives 5 minutes and allows 5 codes. */
  mfaToken: z.string(),
});
export type MfaRequired = z.infer<typeof MfaRequiredSchema>;

export const LoginResultSchema = z.union([AuthResultSchema, MfaRequiredSchema]);
export type LoginResult = z.infer<typeof LoginResultSchema>;

const CODE_REQUIRED = SHOPPER_FORM_WORDS.twoStepCodeMissing.en;
/** A six-digit code, or one of the ten recovery codes (`abcde-12345`); spaces are ignored. */
const TwoStepCodeSchema = z
  .string({ error: CODE_REQUIRED })
  .transform((code) => code.replace(/\s+/g, '').toLowerCase())
  .pipe(z.string().min(1, CODE_REQUIRED).max(20, 'That code is too long'));

const SIGN_IN_AGAIN = SHOPPER_FORM_WORDS.signInAgain.en;

export const MfaBodySchema = strictBody(
  {
    mfaToken: z.string({ error: SIGN_IN_AGAIN }).min(1, SIGN_IN_AGAIN).max(200),
    code: TwoStepCodeSchema,
  },
  'Send the sign-in token and the code only',
);
export type MfaBody = z.infer<typeof MfaBodySchema>;

export const TwoStepCodeBodySchema = strictBody({ code: TwoStepCodeSchema }, 'Send the code only');
export type TwoStepCodeBody = z.infer<typeof TwoStepCodeBodySchema>;

export const TwoStepSetupResultSchema = z.object({
  /** Base32, for typing into an authenticator app by hand. */
  secret: z.string(),
  /** `otpauth://totp/…`, drawn as a QR code for the app to read. */
  otpauthUri: z.string(),
});
export type TwoStepSetupResult = z.infer<typeof TwoStepSetupResultSchema>;

export const RecoveryCodesResultSchema = z.object({
  /** Shown once: each signs in once when the authenticator is lost. */
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodesResult = z.infer<typeof RecoveryCodesResultSchema>;

export const RefreshResultSchema = z.object({ token: z.string(), session: SessionInfoSchema });
export type RefreshResult = z.infer<typeof RefreshResultSchema>;

/** One place a person is signed in (issue 29): the device is read from the browser's user agent. */
export const AccountSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** When this session was last used, to the nearest few minutes. */
  lastSeenAt: z.string(),
  /** The address it was last used from, as the server saw it; null when unknown. */
  address: z.string().nullable(),
  /** 'Chrome on Android', 'Safari on iPhone', or 'Unknown device'. */
  device: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const SessionsResultSchema = z.object({ sessions: z.array(AccountSessionSchema) });
export type SessionsResult = z.infer<typeof SessionsResultSchema>;

export const EndOtherSessionsResultSchema = z.object({
  message: z.string(),
  /** How many sessions were ended. */
  ended: z.number().int(),
});
export type EndOtherSessionsResult = z.infer<typeof EndOtherSessionsResultSchema>;

export const UserResultSchema = z.object({ user: UserSchema });
export type UserResult = z.infer<typeof UserResultSchema>;

/**
 * GET /api/auth/me: the user, and whether the shop requires two-step sign-in of them while it is
 * off (issue 29): a staff member then sees only the set-up until it is on.
 */
export const MeResultSchema = UserResultSchema.extend({ twoStepRequired: z.boolean() });
export type MeResult = z.infer<typeof MeResultSchema>;

export const MessageResultSchema = z.object({ message: z.string() });
export type MessageResult = z.infer<typeof MessageResultSchema>;

export const UpdateProfileBodySchema = strictBody({ fullName: FullNameSchema }, ACCOUNT_FIELDS_ARE_THE_SHOPS);
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

export const ForgotPasswordBodySchema = strictBody({ email: EmailSchema });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

const RESET_TOKEN_MISSING = SHOPPER_FORM_WORDS.resetTokenMissing.en;

export const ResetPasswordBodySchema = strictBody({
  token: z.string({ error: RESET_TOKEN_MISSING }).min(1, RESET_TOKEN_MISSING).max(200),
  password: PasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const ChangePasswordBodySchema = strictBody({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(MAX_PASSWORD_LENGTH),
  newPassword: PasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const UserListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(ADMIN_PAGE_SIZE),
  role: RoleSchema.optional(),
  /** Part of the name or email, case-insensitive. */
  search: z.string().trim().max(100).optional(),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

export const UserPaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  /** Users matching the filters. */
  totalUsers: z.number().int(),
});
export type UserPagination = z.infer<typeof UserPaginationSchema>;

/** Counts over every user, whatever the page or filters. */
export const UserCountsSchema = z.object({
  total: z.number().int(),
  administrator: z.number().int(),
  admin: z.number().int(),
  customer: z.number().int(),
});
export type UserCounts = z.infer<typeof UserCountsSchema>;

export const UserListSchema = z.object({
  users: z.array(UserSchema),
  pagination: UserPaginationSchema,
  counts: UserCountsSchema,
});
export type UserList = z.infer<typeof UserListSchema>;

export const UpdateUserBodySchema = strictBody({
  fullName: FullNameSchema.optional(),
  role: RoleSchema.optional(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;

export const CreateAdminBodySchema = strictBody({
  email: EmailSchema,
  password: StaffPasswordSchema,
  fullName: FullNameSchema,
  role: z.enum(STAFF_ROLES).default('admin'),
});
export type CreateAdminBody = z.infer<typeof CreateAdminBodySchema>;
