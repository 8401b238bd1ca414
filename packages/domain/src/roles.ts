/**
 * Roles and who may call what: plain data and functions, no zod, because the storefront's first load
 * uses them (route guards, the staff badge) and must stay light.
 */

/** Every role an account can hold; the database's check constraint lists the same three. */
export const ROLES = ['customer', 'admin', 'administrator'] as const;
export type Role = (typeof ROLES)[number];

/** Roles an administrator may give a new staff account (decision 008). */
export const STAFF_ROLES = ['admin', 'administrator'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Staff run the shop (orders, catalogue); only an administrator also manages accounts. */
export function isStaff(role: Role | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly (Role | null | undefined)[]).includes(role);
}

/**
 * Who may call a route: every /api route declares one, in its contract entry. 'admin' admits
 * both staff roles, 'administrator' only administrators.
 */
export const ACCESS_LEVELS = ['public', 'signed-in', 'admin', 'administrator'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** The roles a signed-in caller needs for each access level above 'public'. */
export const ROLES_FOR_ACCESS: Record<Exclude<Access, 'public'>, readonly Role[]> = {
  'signed-in': ROLES,
  admin: STAFF_ROLES,
  administrator: ['administrator'],
};

/** Whether a caller with this role (null for a visitor) may call a route of this access level. */
export function mayAccess(access: Access, role: Role | null | undefined): boolean {
  if (access === 'public') return true;
  return role != null && ROLES_FOR_ACCESS[access].includes(role);
}
