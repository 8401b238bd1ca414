import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { CreateAdminBody, Role, UpdateUserBody, User, UserList, UserListQuery } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { users } from '../auth/tables.js';
import { conflict, notFound, pgErrorCode } from '../../lib/errors.js';
import { containsPattern } from '../../lib/text.js';
import {
  assertStrongPassword,
  hashPassword,
  resetTwoStep,
  revokeUserSessions,
  toUser,
  userColumns,
  type Executor,
} from '../auth/index.js';

const DUPLICATE_EMAIL = 'An account with this email already exists';
const SELF_DEACTIVATE = 'You cannot deactivate your own account';
const SELF_DEMOTE = 'You cannot change your own role';
const LAST_ADMINISTRATOR_DEACTIVATE = 'The last active administrator cannot be deactivated';
const LAST_ADMINISTRATOR_DEMOTE = 'The last active administrator cannot be demoted';
const USER_NOT_FOUND = 'User not found';

export async function listUsers(db: Db, query: UserListQuery): Promise<UserList> {
  const conditions: SQL[] = [];
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.search) {
    const pattern = containsPattern(query.search);
    const match = or(ilike(users.fullName, pattern), ilike(users.email, pattern));
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;

  const [matching] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [counts] = await db
    .select({
      total: count(),
      administrator: sql<number>`count(*) filter (where ${users.role} = 'administrator')`.mapWith(Number),
      admin: sql<number>`count(*) filter (where ${users.role} = 'admin')`.mapWith(Number),
      customer: sql<number>`count(*) filter (where ${users.role} = 'customer')`.mapWith(Number),
    })
    .from(users);

  const totalUsers = matching?.total ?? 0;
  return {
    users: rows.map(toUser),
    pagination: {
      page: query.page,
      limit: query.limit,
      totalPages: Math.max(1, Math.ceil(totalUsers / query.limit)),
      totalUsers,
    },
    counts: counts ?? { total: 0, administrator: 0, admin: 0, customer: 0 },
  };
}

export async function getUser(db: Db, id: string): Promise<User> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound(USER_NOT_FOUND);
  return toUser(row);
}

/**
 * Locks every active administrator (in id order, so two such requests cannot deadlock) and then
 * the target. Whoever comes second sees the first one's change, so two administrators removing
 * each other at the same moment cannot leave the shop with none.
 */
async function lockForStaffChange(tx: Executor, id: string) {
  const administrators = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'administrator'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update');
  const [target] = await tx.select(userColumns).from(users).where(eq(users.id, id)).for('update');
  if (!target) throw notFound(USER_NOT_FOUND);
  const isLastActiveAdministrator =
    target.role === 'administrator' &&
    target.isActive &&
    !administrators.some((administrator) => administrator.id !== target.id);
  return { target, isLastActiveAdministrator };
}

export async function updateUser(db: Db, actorId: string, id: string, body: UpdateUserBody): Promise<User> {
  return db.transaction(async (tx) => {
    const { target, isLastActiveAdministrator } = await lockForStaffChange(tx, id);
    const roleChanges = body.role !== undefined && body.role !== target.role;
    if (roleChanges && actorId === id) throw conflict(SELF_DEMOTE);
    if (roleChanges && isLastActiveAdministrator) throw conflict(LAST_ADMINISTRATOR_DEMOTE);
    const changes: { fullName?: string; role?: Role } = {};
    if (body.fullName !== undefined) changes.fullName = body.fullName;
    if (roleChanges) changes.role = body.role;
    if (Object.keys(changes).length === 0) return toUser(target);
    const [row] = await tx.update(users).set(changes).where(eq(users.id, id)).returning(userColumns);
    if (!row) throw notFound(USER_NOT_FOUND);
    return toUser(row);
  });
}

/** Soft delete: the account stays (orders point at it), cannot sign in, and is signed out everywhere. */
export async function deactivateUser(db: Db, actorId: string, id: string): Promise<User> {
  if (actorId === id) throw conflict(SELF_DEACTIVATE);
  return db.transaction(async (tx) => {
    const { target, isLastActiveAdministrator } = await lockForStaffChange(tx, id);
    if (isLastActiveAdministrator) throw conflict(LAST_ADMINISTRATOR_DEACTIVATE);
    await revokeUserSessions(tx, id);
    if (!target.isActive) return toUser(target);
    const [row] = await tx
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, id))
      .returning(userColumns);
    if (!row) throw notFound(USER_NOT_FOUND);
    return toUser(row);
  });
}

/** An administrator turns off another's two-step sign-in (issue 29); the activity log records it. */
export async function resetStaffTwoStep(db: Db, actorId: string, id: string): Promise<User> {
  if (actorId === id) {
    throw conflict('Turn off your own two-step sign-in from your profile, with a code from your app');
  }
  return db.transaction(async (tx) => {
    const { target } = await lockForStaffChange(tx, id);
    if (!(await resetTwoStep(tx, id))) throw conflict('Two-step sign-in is not on for this account');
    return toUser({ ...target, twoStep: false });
  });
}

export async function reactivateUser(db: Db, id: string): Promise<User> {
  // In a transaction, as every staff write: the activity log records it there (issue 29).
  const [row] = await db.transaction((tx) =>
    tx.update(users).set({ isActive: true }).where(eq(users.id, id)).returning(userColumns),
  );
  if (!row) throw notFound(USER_NOT_FOUND);
  return toUser(row);
}

/** An administrator creates a staff account (admin or administrator). */
export async function createStaff(db: Db, body: CreateAdminBody): Promise<User> {
  // Staff accounts open the back office: the same bar as a shopper's, at least.
  await assertStrongPassword('password', body.password, body);
  const passwordHash = await hashPassword(body.password);
  try {
    const [row] = await db.transaction((tx) =>
      tx
        .insert(users)
        .values({ email: body.email, fullName: body.fullName, passwordHash, role: body.role })
        .returning(userColumns),
    );
    if (!row) throw new Error('user not created');
    return toUser(row);
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw conflict(DUPLICATE_EMAIL);
    throw error;
  }
}

export async function hasActiveAdministrator(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'administrator'), eq(users.isActive, true)))
    .limit(1);
  return Boolean(row);
}

/**
 * Makes `email` an active administrator with this password: creates the account, or promotes and
 * re-passwords an existing one (only the operator, through the environment or the command line,
 * gets here).
 */
export async function upsertAdministrator(
  db: Db,
  input: { email: string; password: string; fullName: string },
): Promise<'created' | 'updated'> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    await db
      .update(users)
      .set({ role: 'administrator', isActive: true, passwordHash })
      .where(eq(users.id, existing.id));
    return 'updated';
  }
  try {
    await db.insert(users).values({ email, fullName: input.fullName, passwordHash, role: 'administrator' });
    return 'created';
  } catch (error) {
    // Another app server starting at the same moment created it first.
    if (pgErrorCode(error) === '23505') return 'updated';
    throw error;
  }
}

/** Creates the accounts that do not exist yet; existing ones (even deactivated) are left alone. */
export async function ensureAccounts(
  db: Db,
  accounts: readonly {
    email: string;
    password: string;
    /** Stored as it is when given: the demo's accounts carry their published password's hash. */
    passwordHash?: string;
    fullName: string;
    role: Role;
  }[],
): Promise<string[]> {
  const created: string[] = [];
  for (const account of accounts) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, account.email))
      .limit(1);
    if (existing) continue;
    const passwordHash = account.passwordHash ?? (await hashPassword(account.password));
    const rows = await db
      .insert(users)
      .values({ email: account.email, fullName: account.fullName, passwordHash, role: account.role })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (rows.length > 0) created.push(account.email);
  }
  return created;
}

/**
 * Whether any account has the administrator role, active or not: the first-run setup (issue 26)
 * is needed exactly while none has.
 */
export async function hasAnyAdministrator(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'administrator')).limit(1);
  return Boolean(row);
}

/**
 * The shop's first administrator, written in the setup's transaction (the caller holds the setup
 * lock and has checked there is none). Null when the e-mail already has an account: a shopper who
 * signed up before the shop was set up keeps theirs, and the owner picks another address.
 */
export async function insertFirstAdministrator(
  tx: Executor,
  input: { email: string; fullName: string; passwordHash: string },
): Promise<User | null> {
  const [row] = await tx
    .insert(users)
    .values({ ...input, role: 'administrator' })
    .onConflictDoNothing()
    .returning(userColumns);
  return row ? toUser(row) : null;
}

/** An account's e-mail and password hash, to check a sign-in secret against (undefined: no such account). */
export async function signInDetailsOf(
  db: Db,
  userId: string,
): Promise<{ email: string; passwordHash: string } | undefined> {
  const [account] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return account;
}
