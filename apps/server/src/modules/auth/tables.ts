import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES } from '@shop/domain';
import { createdAt, id, updatedAt } from '../../db/schema/columns.js';

/**
 * The accounts and how they sign in (decision 052): auth owns `users` with its sessions, reset tokens
 * and sign-in attempts. The users module (staff managing accounts) sits above auth and is a listed
 * crossing (eslint.config.js, `tableCrossings`).
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Two-step sign-in (issue 29, decision 068): the authenticator's secret (base32) while it is on;
     * the one being set up until its first code confirms it; the last time step whose code was
     * accepted, so that no code is accepted twice.
     */
    twoStepSecret: text('two_step_secret'),
    twoStepPendingSecret: text('two_step_pending_secret'),
    twoStepLastStep: bigint('two_step_last_step', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} in ('customer', 'admin', 'administrator')`),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Server-side sessions: only a hash of the bearer token is stored, so a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    /** Moved forward by a request at most every few minutes (session-service.ts), not on each. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The client's address at the last use, as the server saw it (behind TRUST_PROXY: the forwarded one). */
    address: text('address'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Failed sign-ins, counted per account and per address; kept in the database so every app server sees them. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `email:<address>` or `ip:<address>`. */
    key: text('key').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_time_idx').on(t.key, t.attemptedAt)],
);

/** Ten one-time codes for a person who lost their authenticator, stored hashed (decision 068). */
export const twoStepRecoveryCodes = pgTable(
  'two_step_recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('two_step_recovery_codes_user_idx').on(t.userId)],
);

/**
 * A sign-in whose password was right, waiting for its second step (decision 068): the token the
 * browser holds (hashed here) lives 5 minutes and allows 5 codes.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    spentAt: timestamp('spent_at', { withTimezone: true }),
  },
  (t) => [index('sign_in_challenges_user_idx').on(t.userId)],
);
