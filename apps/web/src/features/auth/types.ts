export type Role = 'customer' | 'admin' | 'administrator';

/** The signed-in user as the API returns it and as it is kept in localStorage under `user`. */
export interface AuthUser {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  isActive?: boolean;
  createdAt?: string;
}

export function isAuthUser(value: unknown): value is AuthUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.id === 'string' && typeof record.email === 'string' && typeof record.role === 'string';
}

export function isStaff(user: Pick<AuthUser, 'role'> | null | undefined): boolean {
  return user?.role === 'admin' || user?.role === 'administrator';
}
