import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import { hashPassword } from './passwords.js';
import { hashToken, newToken } from './tokens.js';

let t: TestApp;
let counter = 0;
const freshEmail = () => `asha.verma${++counter}@example.test`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** Passwords an attacker tries first, for an account of Asha Verma at `email`. */
const guessable = (email: string) => [
  'password',
  '123456',
  'qwerty123',
  '11111111',
  email,
  email.split('@')[0]!,
  'Asha Verma',
  'AshaVerma@123',
];

function expectRefused(response: { statusCode: number; body: string }, field: string) {
  expect(response.statusCode).toBe(422);
  const body = json(response);
  expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  expect(body.details).toEqual([{ field, message: body.message }]);
  expect(body.message).toMatch(/^This password is too easy to guess\. \S/);
}

describe('password strength', () => {
  it('refuses common passwords and ones built from the email or the name at sign-up, creating nothing', async () => {
    const email = freshEmail();
    for (const password of guessable(email)) {
      const response = await post('/api/auth/signup', { email, password, fullName: 'Asha Verma' });
      expectRefused(response, 'password');
    }
    // Built from the first and last name given separately, too.
    const joined = await post('/api/auth/signup', {
      email: freshEmail(),
      password: 'ashaverma2024',
      firstName: 'Asha',
      lastName: 'Verma',
    });
    expectRefused(joined, 'password');
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    // An address with random parts, longer than the 32 characters zxcvbn judges (red team, issue 24).
    const long = `rt-4f2a-same-9c1d-${++counter}-77ab-e3f0@example.com`;
    for (const password of [long, long.toUpperCase(), ` ${long}`, long.split('@')[0]!, 'Rianne Halloway']) {
      expectRefused(
        await post('/api/auth/signup', { email: long, password, fullName: 'Rianne Halloway' }),
        'password',
      );
    }
    expect(await t.db.select().from(users).where(eq(users.email, long))).toEqual([]);

    const accepted = await post('/api/auth/signup', {
      email,
      password: 'kesar-chai-2031',
      fullName: 'Asha Verma',
    });
    expect(accepted.statusCode).toBe(201);
  });

  it('says what would help, in zxcvbn’s words', async () => {
    const response = await post('/api/auth/signup', { email: freshEmail(), password: 'password' });
    expect(json(response).message).toContain('This is a heavily used password.');
  });

  it('refuses a weak new password on reset, leaving the link usable and the password as it was', async () => {
    const email = freshEmail();
    const before = await hashPassword('old-marigold-55');
    const [user] = await t.db
      .insert(users)
      .values({ email, fullName: 'Asha Verma', passwordHash: before, role: 'customer' })
      .returning({ id: users.id });
    const token = newToken();
    await t.db.insert(passwordResetTokens).values({
      userId: user!.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 10 * 60 * 1000),
    });
    for (const password of guessable(email)) {
      expectRefused(await post('/api/auth/reset-password', { token, password }), 'password');
    }
    const [unchanged] = await t.db.select().from(users).where(eq(users.id, user!.id));
    expect(unchanged!.passwordHash).toBe(before);
    expect((await post('/api/auth/reset-password', { token, password: 'new-marigold-66' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a weak new password on change, keeping the old one', async () => {
    const email = freshEmail();
    const signup = await post('/api/auth/signup', {
      email,
      password: 'first-jasmine-19',
      fullName: 'Asha Verma',
    });
    const auth = { authorization: `Bearer ${json(signup).data.token}` };
    for (const newPassword of guessable(email)) {
      const response = await post(
        '/api/users/password',
        { currentPassword: 'first-jasmine-19', newPassword },
        auth,
      );
      expectRefused(response, 'newPassword');
    }
    expect((await post('/api/auth/login', { email, password: 'first-jasmine-19' })).statusCode).toBe(200);
  });

  it('refuses a weak password for a new staff account', async () => {
    const administrator = await createUserWithSession(t.db, 'administrator');
    const email = freshEmail();
    const response = await post(
      '/api/users/admin',
      { email, password: 'Admin@123', fullName: 'Meera Staff', role: 'admin' },
      { authorization: administrator.authorization },
    );
    expectRefused(response, 'password');
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('tells the form the same verdict the submit gets, without storing anything', async () => {
    const email = freshEmail();
    const owner = { email, fullName: 'Asha Verma' };
    const usersBefore = (await t.db.select().from(users)).length;
    for (const password of guessable(email)) {
      const check = await post('/api/auth/password-strength', { password, ...owner });
      expect(check.statusCode).toBe(200);
      const { strength } = json(check).data;
      expect(strength.acceptable).toBe(false);
      expect(strength.score).toBeLessThan(3);
      const signup = await post('/api/auth/signup', { password, ...owner });
      expect(json(signup).message).toBe(strength.message);
    }
    const strong = json(
      await post('/api/auth/password-strength', { password: 'first-jasmine-19', ...owner }),
    );
    expect(strong.data.strength).toEqual({ score: expect.any(Number), acceptable: true, message: null });
    expect(strong.data.strength.score).toBeGreaterThanOrEqual(3);
    expect((await t.db.select().from(users)).length).toBe(usersBefore);
  });

  it('refuses a strength check with unknown fields or an overlong password', async () => {
    const unknown = await post('/api/auth/password-strength', { password: 'x', role: 'administrator' });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown).details).toEqual([expect.objectContaining({ field: 'role' })]);
    const long = await post('/api/auth/password-strength', { password: 'x'.repeat(129) });
    expect(long.statusCode).toBe(422);
    expect(json(long).details[0].field).toBe('password');
  });
});
