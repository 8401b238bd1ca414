import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROLES } from '@shop/domain';
import { createdAt, id, updatedAt } from '../../db/schema/columns.js';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    isActive: boolean('is_active').notNull().default(true),
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
