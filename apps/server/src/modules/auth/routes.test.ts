import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserSchema } from '@shop/domain';
import { loginAttempts, sessions, users } from '../../db/schema/index.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import { useHashCost } from './passwords.js';

let t: TestApp;
let ipCounter = 0;
/** Each test signs in from its own address, so address throttling of one test cannot leak into another. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
let emailCounter = 0;
const freshEmail = (name = 'user') => `${name}${++emailCounter}@example.test`;

async function signup(payload: Record<string, unknown>, ip = freshIp()) {
  return t.app.inject({ method: 'POST', url: '/api/auth/signup', payload, remoteAddress: ip });
}
async function login(email: string, password: string, ip = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
async function me(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
}
async function userCount() {
  return (await t.db.select({ id: users.id }).from(users)).length;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/auth/signup', () => {
  it('creates a customer, answers 201 with token, user and session', async () => {
    const email = freshEmail('asha');
    const response = await signup({
      email: `  ${email.toUpperCase()} `,
      password: 'mango-chutney-41',
      fullName: ' Asha Rao ',
    });
    expect(response.statusCode).toBe(201);
    const body = json(response);
    expect(body.success).toBe(true);
    expect(UserSchema.parse(body.data.user)).toMatchObject({
      email,
      fullName: 'Asha Rao',
      role: 'customer',
      isActive: true,
    });
    expect(Object.keys(body.data.user).sort()).toEqual([
      'createdAt',
      'email',
      'fullName',
      'id',
      'isActive',
      'role',
      'twoStep',
    ]);
    expect(body.data.user.twoStep).toBe(false);
    expect(body.data.token).toMatch(/^[\w-]{40,}$/);
    const expires = new Date(body.data.session.expiresAt).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect((await me(body.data.token)).statusCode).toBe(200);
  });

  it('builds the full name from first and last name, else from the email', async () => {
    const named = json(
      await signup({
        email: freshEmail(),
        password: 'mango-chutney-41',
        firstName: ' Meera ',
        lastName: 'Iyer ',
      }),
    );
    expect(named.data.user.fullName).toBe('Meera Iyer');
    const email = freshEmail('ravi.k');
    const bare = json(await signup({ email, password: 'mango-chutney-41', firstName: '  ' }));
    expect(bare.data.user.fullName).toBe(email.split('@')[0]);
  });

  it('refuses a role, status, id or date in the body with 422 naming each, and creates nothing', async () => {
    const email = freshEmail('sneaky');
    const before = await userCount();
    const response = await signup({
      email,
      password: 'mango-chutney-41',
      role: 'administrator',
      isActive: false,
      id: '7b0f6c1e-6f1a-4c59-9a51-2b9d8f0f4a11',
      createdAt: '2020-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(422);
    const body = json(response);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const fields = body.details.map((detail: { field: string }) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['role', 'isActive', 'id', 'createdAt']));
    expect(body.details).toContainEqual({
      field: 'role',
      message: expect.stringContaining('Unknown field: role'),
    });
    expect(await userCount()).toBe(before);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses a short password, a bad email and missing fields with 422 and creates nothing', async () => {
    const before = await userCount();
    const short = await signup({ email: freshEmail(), password: '12345' });
    expect(short.statusCode).toBe(422);
    expect(json(short)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(json(short).details).toContainEqual({
      field: 'password',
      message: 'Password must be at least 6 characters long',
    });
    const badEmail = await signup({ email: 'not-an-email', password: 'mango-chutney-41' });
    expect(badEmail.statusCode).toBe(422);
    expect(json(badEmail).details[0].field).toBe('email');
    const long = await signup({ email: freshEmail(), password: 'x'.repeat(129) });
    expect(long.statusCode).toBe(422);
    const missing = await signup({});
    expect(missing.statusCode).toBe(422);
    expect(
      json(missing)
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['email', 'password']);
    expect(await userCount()).toBe(before);
  });

  it('names every wrong field at once, each in words, so the form marks each one', async () => {
    const before = await userCount();
    const tooLong = 'क'.repeat(101);
    const response = await signup({
      email: 'asha@',
      password: '123',
      firstName: tooLong,
      lastName: tooLong,
      fullName: tooLong,
    });
    expect(response.statusCode).toBe(422);
    expect(json(response).details).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'password', message: 'Password must be at least 6 characters long' },
        { field: 'firstName', message: 'First name must be at most 100 characters' },
        { field: 'lastName', message: 'Last name must be at most 100 characters' },
        { field: 'fullName', message: 'Full name must be at most 100 characters' },
      ]),
    );
    expect(await userCount()).toBe(before);
  });

  it('refuses a duplicate email (any case) with 409', async () => {
    const email = freshEmail('dup');
    expect((await signup({ email, password: 'mango-chutney-41' })).statusCode).toBe(201);
    const before = await userCount();
    const again = await signup({ email: email.toUpperCase(), password: 'teal-kettle-88' });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: 'An account with this email already exists',
      // Named by field: the sign-up form shows it under the email.
      details: [{ field: 'email', message: 'An account with this email already exists' }],
    });
    expect(await userCount()).toBe(before);
    expect((await login(email, 'mango-chutney-41')).statusCode).toBe(200);
  });

  it('stores SQL and markup in names verbatim, as text; refuses them as email addresses', async () => {
    const fullName = `Robert'); DROP TABLE users;-- <script>alert(1)</script>`;
    const before = await userCount();
    for (const email of [`<script>alert(1)</script>@example.test`, `x'); DROP TABLE users;--@example.test`]) {
      const refused = await signup({ email, password: 'mango-chutney-41', fullName });
      expect(refused.statusCode).toBe(422);
      expect(json(refused).details[0]).toEqual({
        field: 'email',
        message: 'Please enter a valid email address',
      });
    }
    expect(await userCount()).toBe(before);
    const email = `o.brien+tag${++emailCounter}@example.test`;
    const created = json(await signup({ email, password: 'mango-chutney-41', fullName }));
    expect(created.data.user.fullName).toBe(fullName);
    expect(json(await me(created.data.token)).data.user.fullName).toBe(fullName);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.fullName).toBe(fullName);
    expect(await userCount()).toBe(before + 1);
    expect((await login(`' OR '1'='1`, `' OR '1'='1`)).statusCode).toBe(401);
    expect((await login(`${email}' --`, 'anything')).statusCode).toBe(401);
  });
});

describe('POST /api/auth/login', () => {
  const password = 'correct-horse';
  let email: string;
  beforeAll(async () => {
    email = freshEmail('login');
    await signup({ email, password, fullName: 'Login Person' });
  });

  it('signs in with the right password, case-insensitively on the email', async () => {
    const response = await login(`  ${email.toUpperCase()}`, password);
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body.data.user).toMatchObject({ email, fullName: 'Login Person', role: 'customer' });
    expect(body.data.token).toBeTruthy();
    expect(body.data.session.expiresAt).toBeTruthy();
    expect(JSON.stringify(body)).not.toMatch(/scrypt|passwordHash/);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const wrong = await login(email, 'wrong-password');
    const unknown = await login(freshEmail('nobody'), password);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({
        success: false,
        code: 'UNAUTHENTICATED',
        message: 'Invalid email or password',
      });
    }
  });

  it('takes about as long for an unknown email as for a wrong password', async () => {
    const time = async (fn: () => Promise<unknown>) => {
      const start = performance.now();
      await fn();
      return performance.now() - start;
    };
    // At production's cost (the tests' config hashes cheaply), with an account hashed at that cost.
    useHashCost(undefined);
    try {
      const slowEmail = freshEmail('production-cost');
      expect((await signup({ email: slowEmail, password, fullName: 'Asha Verma' })).statusCode).toBe(201);
      const ip = freshIp();
      await login(freshEmail('warm'), 'x', ip);
      const wrong = await time(() => login(slowEmail, 'wrong-password', ip));
      const unknown = await time(() => login(freshEmail('nobody'), 'whatever', ip));
      // Both run one full scrypt; a missing dummy check would make "unknown" several times faster.
      expect(unknown).toBeGreaterThan(wrong * 0.4);
      await login(slowEmail, password, ip);
    } finally {
      useHashCost(t.config.passwordHashLogN);
    }
  });

  it('refuses empty fields with 422', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: '', password: '' },
    });
    expect(response.statusCode).toBe(422);
    expect(json(response).message).toContain('Please fill in all fields');
  });

  it('refuses a deactivated account with 403 once the password is right', async () => {
    const blocked = freshEmail('blocked');
    await signup({ email: blocked, password });
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, blocked));
    const response = await login(blocked, password);
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toBe('Your account has been deactivated');
    expect((await login(blocked, 'not-it')).statusCode).toBe(401);
  });

  it('throttles an account after 5 failures, even with the right password, from any address', async () => {
    const victim = freshEmail('victim');
    await signup({ email: victim, password });
    for (let i = 0; i < 5; i += 1) expect((await login(victim, `guess-${i}`)).statusCode).toBe(401);
    const sessionsBefore = (await t.db.select().from(sessions)).length;
    const blocked = await login(victim, password);
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked)).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Refused: no session was created.
    expect((await t.db.select().from(sessions)).length).toBe(sessionsBefore);
    // Others are not affected.
    expect((await login(email, password)).statusCode).toBe(200);
    // Once the failures leave the window, the right password works again and clears the count.
    await t.db
      .update(loginAttempts)
      .set({ attemptedAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(loginAttempts.key, `email:${victim}`));
    expect((await login(victim, password)).statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.key, `email:${victim}`)),
    ).toHaveLength(0);
  });

  it('clears the account failures after a successful sign-in', async () => {
    const person = freshEmail('forgetful');
    await signup({ email: person, password });
    for (let i = 0; i < 4; i += 1) await login(person, `guess-${i}`);
    expect((await login(person, password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(person, `again-${i}`)).statusCode).toBe(401);
    expect((await login(person, password)).statusCode).toBe(200);
  });

  it('throttles an address after 20 failures across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await login(freshEmail('spray'), 'password1', ip)).statusCode).toBe(401);
    }
    const blocked = await login(email, password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(email, password, freshIp())).statusCode).toBe(200);
  });

  it('keeps a burst of parallel guesses within the limit', async () => {
    const target = freshEmail('burst');
    await signup({ email: target, password });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(target, `parallel-${i}`)));
    const failures = answers.filter((response) => response.statusCode === 401).length;
    expect(failures).toBeLessThanOrEqual(5);
    expect(answers.filter((response) => response.statusCode === 429).length).toBeGreaterThanOrEqual(7);
  });
});

describe('sessions: logout, me, refresh', () => {
  let token: string;
  beforeAll(async () => {
    token = json(
      await signup({ email: freshEmail('session'), password: 'mango-chutney-41', fullName: 'Session User' }),
    ).data.token;
  });

  it('GET /auth/me returns the user; without or with a bad token it is 401', async () => {
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expect(json(response).data.user.fullName).toBe('Session User');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const bad = await me('made-up-token');
    expect(bad.statusCode).toBe(401);
    expect(json(bad).message).toBe('Your session has expired. Please sign in again.');
  });

  it('PUT /auth/me renames, trimmed; empty or too long is 422 and changes nothing', async () => {
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: bearer(token),
      payload: { fullName: '  New Name ' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(json(renamed).data.user.fullName).toBe('New Name');
    for (const fullName of ['   ', 'x'.repeat(101)]) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/me',
        headers: bearer(token),
        payload: { fullName },
      });
      expect(refused.statusCode).toBe(422);
    }
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: bearer(token),
      payload: { fullName: '' },
    });
    expect(json(empty).details).toContainEqual({ field: 'fullName', message: 'Full name is required' });
    expect(json(await me(token)).data.user.fullName).toBe('New Name');
  });

  it('PUT /auth/me refuses a role, status or email in the body with 422 and changes nothing', async () => {
    const before = json(await me(token)).data.user;
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: bearer(token),
      payload: {
        fullName: 'Still Customer',
        role: 'administrator',
        isActive: false,
        email: 'admin@elsewhere.test',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(json(response).code).toBe('VALIDATION_FAILED');
    const fields = json(response).details.map((detail: { field: string }) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['role', 'isActive', 'email']));
    expect(json(await me(token)).data.user).toEqual(before);
  });

  it('POST /auth/refresh gives a new token and revokes the old one', async () => {
    const own = json(await signup({ email: freshEmail('refresh'), password: 'mango-chutney-41' })).data.token;
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(own) });
    expect(response.statusCode).toBe(200);
    const body = json(response).data;
    expect(Object.keys(body).sort()).toEqual(['session', 'token']);
    expect(body.token).not.toBe(own);
    expect((await me(own)).statusCode).toBe(401);
    expect((await me(body.token)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(own) })).statusCode,
    ).toBe(401);
  });

  it('POST /auth/logout revokes only the current session; the token is dead afterwards', async () => {
    const email = freshEmail('logout');
    await signup({ email, password: 'mango-chutney-41' });
    const first = json(await login(email, 'mango-chutney-41')).data.token;
    const second = json(await login(email, 'mango-chutney-41')).data.token;
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, data: { message: 'Signed out successfully' } });
    expect((await me(first)).statusCode).toBe(401);
    const rename = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: bearer(first),
      payload: { fullName: 'Ghost' },
    });
    expect(rename.statusCode).toBe(401);
    expect(json(await me(second)).data.user.fullName).not.toBe('Ghost');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const email = freshEmail('expired');
    const expired = json(await signup({ email, password: 'mango-chutney-41' })).data.token;
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, row!.id));
    expect((await me(expired)).statusCode).toBe(401);
  });

  it("refuses a deactivated user's still-unexpired token", async () => {
    const email = freshEmail('deactivated');
    const old = json(await signup({ email, password: 'mango-chutney-41', fullName: 'Before' })).data.token;
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, email));
    expect((await me(old)).statusCode).toBe(401);
    const rename = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: bearer(old),
      payload: { fullName: 'After' },
    });
    expect(rename.statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.fullName).toBe('Before');
  });
});

describe('password hashing at rest', () => {
  it('stores a salted scrypt hash, never the password', async () => {
    const email = freshEmail('hash');
    await signup({ email, password: 'same-saffron-tiles' });
    const other = freshEmail('hash');
    await signup({ email: other, password: 'same-saffron-tiles' });
    const rows = await t.db.select({ email: users.email, hash: users.passwordHash }).from(users);
    const mine = rows.filter((row) => row.email === email || row.email === other);
    expect(mine).toHaveLength(2);
    for (const row of mine) {
      expect(row.hash).toMatch(/^scrypt\$ln=\d+,r=8,p=1\$/);
      expect(row.hash).not.toContain('same-saffron-tiles');
    }
    expect(mine[0]!.hash).not.toBe(mine[1]!.hash);
  });
});
