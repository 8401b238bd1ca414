import { hashToken, newToken } from '../../src/modules/auth/tokens.js';
import type { Db } from '../../src/db/client.js';
import { sessions, users } from '../../src/db/schema/index.js';
import type { Role } from '@shop/domain';

let counter = 0;

/**
 * A user with a live session, written straight to the database, for tests of other modules that
 * need a signed-in caller. (Accounts tests sign up and sign in through the API instead.)
 */
export async function createUserWithSession(
  db: Db,
  role: Role = 'customer',
  overrides: { email?: string; fullName?: string; isActive?: boolean } = {},
): Promise<{ userId: string; token: string; email: string; authorization: string }> {
  counter += 1;
  const email = overrides.email ?? `${role}${counter}-${Date.now()}@example.test`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      fullName: overrides.fullName ?? `Test ${role} ${counter}`,
      // Not a usable password: these users only ever act through their session token.
      passwordHash: 'fixture:no-password',
      role,
      isActive: overrides.isActive ?? true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not created');
  const token = newToken();
  await db.insert(sessions).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
  });
  return { userId: user.id, token, email, authorization: `Bearer ${token}` };
}
