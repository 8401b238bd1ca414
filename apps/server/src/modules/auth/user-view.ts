import { sql } from 'drizzle-orm';
import type { User } from '@shop/domain';
import { users } from './tables.js';
import type { SessionUser } from '../../lib/session.js';

/** The columns a user is shown with: never the password hash. */
export const userColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  role: users.role,
  isActive: users.isActive,
  createdAt: users.createdAt,
  twoStep: sql<boolean>`${users.twoStepSecret} is not null`.as('two_step'),
};

/** A user as the API shows it (domain `UserSchema`). */
export function toUser(row: SessionUser): User {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    twoStep: row.twoStep,
  };
}
