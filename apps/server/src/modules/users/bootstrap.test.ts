import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { runStartupTasks } from '../../startup.js';
import { createTestDatabase } from '../../../test/support/test-database.js';
import { CURRENT_COST, verifyPassword } from '../auth/index.js';
import { bootstrapAccounts, DEMO_ACCOUNTS, DEMO_PASSWORD_HASHES } from './bootstrap.js';

const silent = { info: () => undefined };
const quietLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
  fatal: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child() {
    return this;
  },
  level: 'silent',
} as unknown as Parameters<typeof runStartupTasks>[2];

describe('account bootstrap', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  const everyone = () => database.db.select().from(users);

  it('creates the first administrator from ADMIN_EMAIL/ADMIN_PASSWORD at start, once', async () => {
    const config = testConfig({ ADMIN_EMAIL: 'Owner@Shop.test', ADMIN_PASSWORD: 'owner-pass' });
    await runStartupTasks(config, database, quietLog);
    const [owner] = await everyone();
    expect(owner).toMatchObject({ email: 'owner@shop.test', role: 'administrator', isActive: true });
    expect(await verifyPassword('owner-pass', owner!.passwordHash)).toBe(true);

    await runStartupTasks(
      testConfig({ ADMIN_EMAIL: 'owner@shop.test', ADMIN_PASSWORD: 'changed-pass' }),
      database,
      quietLog,
    );
    const after = await everyone();
    expect(after).toHaveLength(1);
    expect(after[0]!.passwordHash).toBe(owner!.passwordHash);
  });

  it('does nothing when an active administrator exists; promotes the named account when none does', async () => {
    await database.db
      .insert(users)
      .values({ email: 'boss@shop.test', fullName: 'Boss', passwordHash: 'x', role: 'administrator' });
    await bootstrapAccounts(
      database.db,
      { admin: { email: 'other@shop.test', password: 'other-pass' }, demoData: false },
      silent,
    );
    expect((await everyone()).map((user) => user.email)).toEqual(['boss@shop.test']);

    await database.db.update(users).set({ isActive: false }).where(eq(users.email, 'boss@shop.test'));
    await database.db
      .insert(users)
      .values({ email: 'other@shop.test', fullName: 'Other', passwordHash: 'x' });
    await bootstrapAccounts(
      database.db,
      { admin: { email: 'other@shop.test', password: 'other-pass' }, demoData: false },
      silent,
    );
    const [other] = await database.db.select().from(users).where(eq(users.email, 'other@shop.test'));
    expect(other).toMatchObject({ role: 'administrator', isActive: true });
    expect(await verifyPassword('other-pass', other!.passwordHash)).toBe(true);
  });

  it('creates the demo accounts with demo data only, once, leaving existing ones alone', async () => {
    await bootstrapAccounts(database.db, { demoData: false }, silent);
    expect(await everyone()).toHaveLength(0);

    await bootstrapAccounts(database.db, { demoData: true }, silent);
    const created = await everyone();
    expect(created.map((user) => [user.email, user.role]).sort()).toEqual([
      ['admin@demo.shop', 'administrator'],
      ['customer@demo.shop', 'customer'],
      ['manager@demo.shop', 'admin'],
    ]);
    for (const account of DEMO_ACCOUNTS) {
      const row = created.find((user) => user.email === account.email)!;
      expect(await verifyPassword(account.password, row.passwordHash)).toBe(true);
    }

    await database.db.update(users).set({ isActive: false }).where(eq(users.email, 'customer@demo.shop'));
    await bootstrapAccounts(database.db, { demoData: true }, silent);
    const again = await everyone();
    expect(again).toHaveLength(3);
    expect(again.find((user) => user.email === 'customer@demo.shop')!.isActive).toBe(false);
  });

  it("stores each demo password's hash as made at production's cost, and each signs in with its password", async () => {
    for (const [password, hash] of Object.entries(DEMO_PASSWORD_HASHES)) {
      expect(hash.startsWith(`scrypt$ln=${CURRENT_COST.logN},r=${CURRENT_COST.r},p=${CURRENT_COST.p}$`)).toBe(
        true,
      );
      expect(await verifyPassword(password, hash)).toBe(true);
    }
  });
});
