import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserListSchema } from '@shop/domain';
import { sessions, users } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import { createSession } from '../auth/index.js';
import { deactivateUser, updateUser } from './service.js';

let t: TestApp;
let administrator: Awaited<ReturnType<typeof createUserWithSession>>;
let customer: Awaited<ReturnType<typeof createUserWithSession>>;
let admin: Awaited<ReturnType<typeof createUserWithSession>>;
let counter = 0;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (who: { authorization: string }, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: who.authorization },
    ...(payload ? { payload } : {}),
  });

async function snapshot(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}
async function liveSessions(userId: string) {
  const rows = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
  return rows.filter((row) => row.revokedAt === null).length;
}

beforeAll(async () => {
  t = await createTestApp();
  administrator = await createUserWithSession(t.db, 'administrator', { fullName: 'Head Office' });
  admin = await createUserWithSession(t.db, 'admin', { fullName: 'Shop Manager' });
  customer = await createUserWithSession(t.db, 'customer', { fullName: 'Plain Customer' });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/users', () => {
  beforeAll(async () => {
    for (let i = 0; i < 12; i += 1) {
      await createUserWithSession(t.db, 'customer', {
        fullName: `Listed Buyer ${i}`,
        email: `buyer${i}@list.test`,
      });
    }
    await createUserWithSession(t.db, 'customer', {
      fullName: '100% Cotton_Fan',
      email: 'percent@list.test',
    });
  });

  it('pages newest first with counts over all users', async () => {
    const response = await as(administrator, 'GET', '/api/users');
    expect(response.statusCode).toBe(200);
    const data = UserListSchema.parse(json(response).data);
    expect(data.users).toHaveLength(10);
    expect(data.pagination).toEqual({ page: 1, limit: 10, totalPages: 2, totalUsers: 16 });
    expect(data.counts).toEqual({ total: 16, administrator: 1, admin: 1, customer: 14 });
    const times = data.users.map((user) => Date.parse(user.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(data.users[0]!.email).toBe('percent@list.test');
    const second = UserListSchema.parse(json(await as(administrator, 'GET', '/api/users?page=2')).data);
    expect(second.users).toHaveLength(6);
    expect(second.counts.total).toBe(16);
    const ids = new Set([...data.users, ...second.users].map((user) => user.id));
    expect(ids.size).toBe(16);
  });

  it('filters by role and searches name or email; counts stay global', async () => {
    const staff = json(await as(administrator, 'GET', '/api/users?role=admin')).data;
    expect(staff.users.map((user: { fullName: string }) => user.fullName)).toEqual(['Shop Manager']);
    expect(staff.pagination.totalUsers).toBe(1);
    expect(staff.counts.total).toBe(16);
    const byName = json(await as(administrator, 'GET', '/api/users?search=listed%20BUYER%201')).data;
    expect(byName.users.map((user: { fullName: string }) => user.fullName).sort()).toEqual([
      'Listed Buyer 1',
      'Listed Buyer 10',
      'Listed Buyer 11',
    ]);
    const byEmail = json(await as(administrator, 'GET', '/api/users?search=buyer3@')).data;
    expect(byEmail.users).toHaveLength(1);
  });

  it('treats % and _ in a search as letters', async () => {
    const percent = json(await as(administrator, 'GET', '/api/users?search=%25')).data;
    expect(percent.users.map((user: { email: string }) => user.email)).toEqual(['percent@list.test']);
    const underscore = json(await as(administrator, 'GET', '/api/users?search=_')).data;
    expect(underscore.users.map((user: { email: string }) => user.email)).toEqual(['percent@list.test']);
    const quote = await as(administrator, 'GET', `/api/users?search=${encodeURIComponent("' OR 1=1 --")}`);
    expect(quote.statusCode).toBe(200);
    expect(json(quote).data.users).toEqual([]);
  });

  it('refuses bad query values with 422', async () => {
    for (const query of ['page=0', 'limit=1000', 'role=owner', 'page=abc']) {
      expect((await as(administrator, 'GET', `/api/users?${query}`)).statusCode).toBe(422);
    }
  });

  it('is for administrators only', async () => {
    expect((await as(customer, 'GET', '/api/users')).statusCode).toBe(403);
    expect((await as(admin, 'GET', '/api/users')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });
});

describe('GET/PUT /api/users/:id', () => {
  it('reads one user; 404 for an unknown id; 422 for a malformed one', async () => {
    const found = await as(administrator, 'GET', `/api/users/${customer.userId}`);
    expect(found.statusCode).toBe(200);
    expect(json(found).data.user).toMatchObject({
      id: customer.userId,
      fullName: 'Plain Customer',
      role: 'customer',
    });
    const missing = await as(administrator, 'GET', `/api/users/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('User not found');
    expect((await as(administrator, 'GET', '/api/users/not-a-uuid')).statusCode).toBe(422);
  });

  it("refuses another user's id to non-administrators and changes nothing", async () => {
    const before = await snapshot(customer.userId);
    for (const caller of [customer, admin]) {
      expect((await as(caller, 'GET', `/api/users/${administrator.userId}`)).statusCode).toBe(403);
      expect(
        (await as(caller, 'PUT', `/api/users/${customer.userId}`, { role: 'administrator' })).statusCode,
      ).toBe(403);
      expect((await as(caller, 'DELETE', `/api/users/${administrator.userId}`)).statusCode).toBe(403);
      expect((await as(caller, 'POST', `/api/users/${customer.userId}/reactivate`)).statusCode).toBe(403);
    }
    expect(await snapshot(customer.userId)).toEqual(before);
    expect((await snapshot(administrator.userId)).isActive).toBe(true);
  });

  it('renames and changes roles', async () => {
    const target = await createUserWithSession(t.db, 'customer', { fullName: 'To Promote' });
    const response = await as(administrator, 'PUT', `/api/users/${target.userId}`, {
      fullName: ' Promoted ',
      role: 'admin',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).data.user).toMatchObject({ fullName: 'Promoted', role: 'admin' });
    // The new role applies at once to the existing session.
    expect((await as(target, 'GET', '/api/users')).statusCode).toBe(403);
    const demoted = await as(administrator, 'PUT', `/api/users/${target.userId}`, { role: 'customer' });
    expect(json(demoted).data.user.role).toBe('customer');
  });

  it('refuses bad input with 422 and changes nothing', async () => {
    const before = await snapshot(customer.userId);
    for (const payload of [{ role: 'owner' }, { fullName: '' }, { fullName: 'x'.repeat(101) }]) {
      expect((await as(administrator, 'PUT', `/api/users/${customer.userId}`, payload)).statusCode).toBe(422);
    }
    expect(
      (await as(administrator, 'PUT', `/api/users/${randomUUID()}`, { fullName: 'Nobody' })).statusCode,
    ).toBe(404);
    expect(await snapshot(customer.userId)).toEqual(before);
  });

  it('refuses to change the own role', async () => {
    const response = await as(administrator, 'PUT', `/api/users/${administrator.userId}`, {
      role: 'customer',
    });
    expect(response.statusCode).toBe(409);
    expect(json(response).message).toBe('You cannot change your own role');
    expect((await snapshot(administrator.userId)).role).toBe('administrator');
    const rename = await as(administrator, 'PUT', `/api/users/${administrator.userId}`, {
      fullName: 'Head Office',
      role: 'administrator',
    });
    expect(rename.statusCode).toBe(200);
  });
});

describe('deactivate and reactivate', () => {
  it('deactivates: the user is signed out everywhere and cannot act with an old token', async () => {
    const target = await createUserWithSession(t.db, 'admin', { fullName: 'Leaving Staff' });
    expect(await liveSessions(target.userId)).toBe(1);
    const response = await as(administrator, 'DELETE', `/api/users/${target.userId}`);
    expect(response.statusCode).toBe(200);
    expect(json(response).data.user).toMatchObject({ id: target.userId, isActive: false });
    expect(await liveSessions(target.userId)).toBe(0);
    expect((await as(target, 'GET', '/api/auth/me')).statusCode).toBe(401);
    // Idempotent.
    expect((await as(administrator, 'DELETE', `/api/users/${target.userId}`)).statusCode).toBe(200);

    const back = await as(administrator, 'POST', `/api/users/${target.userId}/reactivate`);
    expect(back.statusCode).toBe(200);
    expect(json(back).data.user.isActive).toBe(true);
    // Old sessions stay revoked: the person signs in again.
    expect((await as(target, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await as(administrator, 'POST', `/api/users/${randomUUID()}/reactivate`)).statusCode).toBe(404);
  });

  it('nobody deactivates themselves', async () => {
    const response = await as(administrator, 'DELETE', `/api/users/${administrator.userId}`);
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({
      code: 'CONFLICT',
      message: 'You cannot deactivate your own account',
    });
    expect((await snapshot(administrator.userId)).isActive).toBe(true);
    expect(await liveSessions(administrator.userId)).toBeGreaterThan(0);
  });

  it('never leaves the shop without an active administrator, even when two remove each other at once', async () => {
    const second = await createUserWithSession(t.db, 'administrator', { fullName: 'Second Head' });
    const [a, b] = await Promise.all([
      as(administrator, 'DELETE', `/api/users/${second.userId}`),
      as(second, 'DELETE', `/api/users/${administrator.userId}`),
    ]);
    expect([a.statusCode, b.statusCode].filter((status) => status === 200)).toHaveLength(1);
    // The loser was either already signed out (401) or stopped by the last-administrator rule (409).
    const loser = a.statusCode === 200 ? b : a;
    expect([401, 409]).toContain(loser.statusCode);
    const active = await t.db.select().from(users).where(eq(users.role, 'administrator'));
    expect(active.filter((row) => row.isActive)).toHaveLength(1);
    // Put things back for the tests that follow.
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, administrator.userId));
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, second.userId));
    const fresh = await createSession(t.db, administrator.userId, 1);
    administrator = { ...administrator, token: fresh.token, authorization: `Bearer ${fresh.token}` };
  });

  it('refuses to deactivate or demote the last active administrator (409)', async () => {
    // Through HTTP the rule is only reached in a race (above): an administrator cannot act on
    // itself, and any other active administrator makes the target not the last. The service is
    // asked directly, as a caller whose role was checked just before it changed.
    const staleCaller = randomUUID();
    await expect(deactivateUser(t.db, staleCaller, administrator.userId)).rejects.toMatchObject({
      statusCode: 409,
      message: 'The last active administrator cannot be deactivated',
    });
    await expect(
      updateUser(t.db, staleCaller, administrator.userId, { role: 'admin' }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: 'The last active administrator cannot be demoted',
    });
    // A rename is not a demotion.
    await expect(
      updateUser(t.db, staleCaller, administrator.userId, { fullName: 'Head Office' }),
    ).resolves.toMatchObject({
      role: 'administrator',
    });
    expect(await snapshot(administrator.userId)).toMatchObject({ role: 'administrator', isActive: true });
  });
});

describe('POST /api/users/admin', () => {
  it('creates an admin by default, or an administrator; they can sign in', async () => {
    const email = `staff${++counter}@shop.test`;
    const response = await as(administrator, 'POST', '/api/users/admin', {
      email: email.toUpperCase(),
      password: 'brass-lantern-77',
      fullName: 'New Staff',
      role: undefined,
    });
    expect(response.statusCode).toBe(201);
    expect(json(response).data.user).toMatchObject({
      email,
      fullName: 'New Staff',
      role: 'admin',
      isActive: true,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'brass-lantern-77' },
    });
    expect(json(login).data.user.role).toBe('admin');
    const boss = await as(administrator, 'POST', '/api/users/admin', {
      email: `boss${++counter}@shop.test`,
      password: 'brass-lantern-77',
      fullName: 'Boss',
      role: 'administrator',
    });
    expect(json(boss).data.user.role).toBe('administrator');
  });

  it('refuses customers as a role, short passwords, missing fields and duplicates', async () => {
    const before = (await t.db.select().from(users)).length;
    const base = { email: `x${++counter}@shop.test`, password: 'brass-lantern-77', fullName: 'X' };
    const customerRole = await as(administrator, 'POST', '/api/users/admin', { ...base, role: 'customer' });
    expect(customerRole.statusCode).toBe(422);
    const short = await as(administrator, 'POST', '/api/users/admin', { ...base, password: '123' });
    expect(json(short).details).toContainEqual({
      field: 'password',
      message: 'Password must be at least 6 characters',
    });
    expect((await as(administrator, 'POST', '/api/users/admin', { email: base.email })).statusCode).toBe(422);
    const duplicate = await as(administrator, 'POST', '/api/users/admin', {
      ...base,
      email: 'BUYER1@list.test',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(json(duplicate).message).toBe('An account with this email already exists');
    expect((await as(admin, 'POST', '/api/users/admin', base)).statusCode).toBe(403);
    expect((await t.db.select().from(users)).length).toBe(before);
  });
});

describe('own profile and password', () => {
  it('GET/PUT /api/users/profile work like /auth/me', async () => {
    const me = await createUserWithSession(t.db, 'customer', { fullName: 'Profile Person' });
    const read = await as(me, 'GET', '/api/users/profile');
    expect(json(read).data.user).toMatchObject({ id: me.userId, fullName: 'Profile Person' });
    const saved = await as(me, 'PUT', '/api/users/profile', { fullName: ' Renamed ' });
    expect(json(saved).data.user.fullName).toBe('Renamed');
    const refused = await as(me, 'PUT', '/api/users/profile', { fullName: ' ' });
    expect(refused.statusCode).toBe(422);
    expect(json(await as(me, 'GET', '/api/auth/me')).data.user.fullName).toBe('Renamed');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile' })).statusCode).toBe(401);
  });

  it('POST /api/users/password checks the current one and signs out other sessions', async () => {
    const email = `changer${++counter}@shop.test`;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'first-jasmine-19' },
    });
    const mine = { authorization: `Bearer ${json(signup).data.token}` };
    const loginOther = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'first-jasmine-19' },
    });
    const other = { authorization: `Bearer ${json(loginOther).data.token}` };

    const wrong = await as(mine, 'POST', '/api/users/password', {
      currentPassword: 'nope-nope',
      newPassword: 'second-jasmine-23',
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).message).toBe('Current password is incorrect');
    // Named by its field, so the form says it under the current password in any language.
    expect(json(wrong).details).toEqual([
      { field: 'currentPassword', message: 'Current password is incorrect' },
    ]);
    const short = await as(mine, 'POST', '/api/users/password', {
      currentPassword: 'first-jasmine-19',
      newPassword: '123',
    });
    expect(short.statusCode).toBe(422);
    expect((await as(other, 'GET', '/api/auth/me')).statusCode).toBe(200);

    const ok = await as(mine, 'POST', '/api/users/password', {
      currentPassword: 'first-jasmine-19',
      newPassword: 'second-jasmine-23',
    });
    expect(ok.statusCode).toBe(200);
    expect((await as(mine, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await as(other, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'first-jasmine-19' },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'second-jasmine-23' },
    });
    expect(newLogin.statusCode).toBe(200);
  });
});
