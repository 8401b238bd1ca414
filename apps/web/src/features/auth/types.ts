import type { User } from '@shop/domain';

/**
 * The signed-in user as the API returns it (the domain's User) and as it is kept in localStorage
 * under `user`; a user stored by an older version may lack the status and date.
 */
export type AuthUser = Pick<User, 'id' | 'email' | 'fullName' | 'role'> &
  Partial<Pick<User, 'isActive' | 'createdAt' | 'twoStep'>>;

export function isAuthUser(value: unknown): value is AuthUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.id === 'string' && typeof record.email === 'string' && typeof record.role === 'string';
}

/** What the password step of signing in ends with (issue 29). */
export type SignInOutcome = { user: AuthUser } | { mfaToken: string };
