import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, signInChallenges, twoStepRecoveryCodes, users } from '../../../db/schema/index.js';
import { createUserWithSession } from '../../../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../../test/support/test-app.js';
import { hashPassword } from '../passwords.js';
import { totpCode } from './totp.js';
import { CHALLENGE_ENDED, TOO_MANY_CODES, WRONG_CODE, WRONG_CODE_LIMIT } from './service.js';

const PASSWORD = 'amber-lotus-window-42';
let t: TestApp;
let ipCounter = 0;
const freshIp = () => `10.8.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object | undefined, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: freshIp(),
  });
const data = (response: { body: string }) => (json(response) as { data: Record<string, unknown> }).data;
const now = () => Date.now();

/** A person with a password and a session of their own (`token`). */
async function person(role: 'customer' | 'admin' = 'customer') {
  const made = await createUserWithSession(t.db, role);
  await t.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, made.userId));
  return made;
}

/** Turns two-step sign-in on through the API; answers the secret and the recovery codes. */
async function withTwoStep(token: string) {
  const setup = await post('/api/auth/two-step/setup', undefined, token);
  expect(setup.statusCode).toBe(200);
  const { secret } = data(setup) as { secret: string };
  const confirm = await post('/api/auth/two-step/confirm', { code: totpCode(secret, now()) }, token);
  expect(confirm.statusCode).toBe(200);
  return { secret, recoveryCodes: (data(confirm) as { recoveryCodes: string[] }).recoveryCodes };
}

const me = async (token: string) =>
  (
    json(
      await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      }),
    ) as {
      data: { user: { twoStep: boolean } };
    }
  ).data.user;

async function passwordStep(email: string) {
  const response = await post('/api/auth/login', { email, password: PASSWORD });
  expect(response.statusCode).toBe(200);
  return data(response);
}

const liveSessions = async (userId: string) =>
  (await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length;

describe('turning two-step sign-in on and off', () => {
  it('sets up a secret, is on only once the first code confirms it, and answers ten recovery codes', async () => {
    const { token, email } = await person();
    const setup = await post('/api/auth/two-step/setup', undefined, token);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri } = data(setup) as { secret: string; otpauthUri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(decodeURIComponent(otpauthUri)).toContain(email);
    expect((await me(token)).twoStep).toBe(false);

    const wrong = await post('/api/auth/two-step/confirm', { code: '000000' }, token);
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong)).toMatchObject({ details: [{ field: 'code', message: WRONG_CODE.en }] });
    expect((await me(token)).twoStep).toBe(false);

    const confirm = await post('/api/auth/two-step/confirm', { code: totpCode(secret, now()) }, token);
    expect(confirm.statusCode).toBe(200);
    const { recoveryCodes } = data(confirm) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await me(token)).twoStep).toBe(true);

    // Only hashes are kept.
    const stored = await t.db.select({ hash: twoStepRecoveryCodes.codeHash }).from(twoStepRecoveryCodes);
    expect(stored.map((row) => row.hash)).not.toEqual(expect.arrayContaining([recoveryCodes[0]]));

    // Set up again while on: refused, nothing changed.
    expect((await post('/api/auth/two-step/setup', undefined, token)).statusCode).toBe(409);
  });

  it('turns off only with a current code', async () => {
    const { token, email } = await person();
    const { secret } = await withTwoStep(token);
    const wrong = await post('/api/auth/two-step/disable', { code: '123456' }, token);
    expect(wrong.statusCode).toBe(422);
    expect((await me(token)).twoStep).toBe(true);

    // The confirming code was used; the next step's code is a new one.
    const off = await post('/api/auth/two-step/disable', { code: totpCode(secret, now() + 30_000) }, token);
    expect(off.statusCode).toBe(200);
    expect((await me(token)).twoStep).toBe(false);
    // The password alone signs in again.
    expect(await passwordStep(email)).toHaveProperty('token');
  });

  it('refuses a body that is not just a code, and needs a session', async () => {
    const { token } = await person();
    expect((await post('/api/auth/two-step/confirm', {}, token)).statusCode).toBe(422);
    expect((await post('/api/auth/two-step/confirm', { code: '123456', extra: 1 }, token)).statusCode).toBe(
      422,
    );
    expect((await post('/api/auth/two-step/setup', undefined)).statusCode).toBe(401);
  });
});

describe('signing in with two-step sign-in on', () => {
  it('the password answers an mfaToken and no session; the code then answers the session', async () => {
    const { token, email, userId } = await person('admin');
    const { secret } = await withTwoStep(token);
    const before = await liveSessions(userId);

    const first = await passwordStep(email);
    expect(first).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
    expect(await liveSessions(userId)).toBe(before);

    const second = await post('/api/auth/mfa', {
      mfaToken: first.mfaToken,
      code: totpCode(secret, now() + 30_000),
    });
    expect(second.statusCode).toBe(200);
    const signedIn = data(second) as {
      token: string;
      user: { email: string; twoStep: boolean };
      session: object;
    };
    expect(signedIn.user).toMatchObject({ email, twoStep: true });
    expect(signedIn.session).toHaveProperty('expiresAt');
    expect((await me(signedIn.token)).twoStep).toBe(true);

    // The token is spent: it opens no second session.
    const again = await post('/api/auth/mfa', {
      mfaToken: first.mfaToken,
      code: totpCode(secret, now() - 30_000),
    });
    expect(again.statusCode).toBe(401);
  });

  it('a code is accepted once: the same code in the next sign-in is refused', async () => {
    const { token, email } = await person();
    const { secret } = await withTwoStep(token);
    const code = totpCode(secret, now() + 30_000);
    const first = await passwordStep(email);
    expect((await post('/api/auth/mfa', { mfaToken: first.mfaToken, code })).statusCode).toBe(200);
    const next = await passwordStep(email);
    const replay = await post('/api/auth/mfa', { mfaToken: next.mfaToken, code });
    expect(replay.statusCode).toBe(401);
    expect(json(replay)).toMatchObject({ message: WRONG_CODE.en });
  });

  it('a wrong code answers 401 with the same words; the sixth try is refused and the token is spent', async () => {
    const { token, email } = await person();
    const { secret } = await withTwoStep(token);
    const { mfaToken } = await passwordStep(email);
    for (const code of ['111111', '222222', '333333', '444444', '555555']) {
      const wrong = await post('/api/auth/mfa', { mfaToken, code });
      expect(wrong.statusCode).toBe(401);
      expect(json(wrong)).toMatchObject({ success: false, message: WRONG_CODE.en });
    }
    const sixth = await post('/api/auth/mfa', { mfaToken, code: totpCode(secret, now() + 30_000) });
    expect(sixth.statusCode).toBe(429);
    expect(json(sixth)).toMatchObject({ message: TOO_MANY_CODES.en });
    const after = await post('/api/auth/mfa', { mfaToken, code: totpCode(secret, now() + 30_000) });
    expect(after.statusCode).toBe(401);
    expect(json(after)).toMatchObject({ message: CHALLENGE_ENDED.en });
  });

  it('wrong codes count per account over every sign-in: a new password step gives no new guesses', async () => {
    const { token, email } = await person();
    const { secret } = await withTwoStep(token);
    let wrong = 0;
    while (wrong < WRONG_CODE_LIMIT.perAccount) {
      const { mfaToken } = await passwordStep(email);
      for (let tries = 0; tries < 5 && wrong < WRONG_CODE_LIMIT.perAccount; tries += 1, wrong += 1) {
        expect((await post('/api/auth/mfa', { mfaToken, code: String(100000 + wrong) })).statusCode).toBe(
          401,
        );
      }
    }
    const { mfaToken } = await passwordStep(email);
    const locked = await post('/api/auth/mfa', { mfaToken, code: totpCode(secret, now() + 30_000) });
    expect(locked.statusCode).toBe(429);
    expect(json(locked)).toMatchObject({ message: expect.stringMatching(/^Too many wrong codes/) });
  });

  it('turning it off is limited the same way', async () => {
    const { token } = await person();
    const { secret } = await withTwoStep(token);
    for (let tries = 0; tries < WRONG_CODE_LIMIT.perAccount; tries += 1) {
      const response = await post('/api/auth/two-step/disable', { code: String(200000 + tries) }, token);
      expect(response.statusCode).toBe(422);
    }
    const locked = await post(
      '/api/auth/two-step/disable',
      { code: totpCode(secret, now() + 30_000) },
      token,
    );
    expect(locked.statusCode).toBe(429);
    expect((await me(token)).twoStep).toBe(true);
  });

  it('a sign-in waiting for its code ends when the password is changed', async () => {
    const { token, email } = await person();
    const { secret } = await withTwoStep(token);
    const { mfaToken } = await passwordStep(email);
    const changed = await post(
      '/api/users/password',
      { currentPassword: PASSWORD, newPassword: 'quiet-harbour-marigold-77' },
      token,
    );
    expect(changed.statusCode).toBe(200);
    const late = await post('/api/auth/mfa', { mfaToken, code: totpCode(secret, now() + 30_000) });
    expect(late.statusCode).toBe(401);
    expect(json(late)).toMatchObject({ message: CHALLENGE_ENDED.en });
  });

  it('the token lives five minutes', async () => {
    const { token, email } = await person();
    const { secret } = await withTwoStep(token);
    const { mfaToken } = await passwordStep(email);
    await t.db.update(signInChallenges).set({ expiresAt: new Date(now() - 1000) });
    const late = await post('/api/auth/mfa', { mfaToken, code: totpCode(secret, now() + 30_000) });
    expect(late.statusCode).toBe(401);
    expect(json(late)).toMatchObject({ message: CHALLENGE_ENDED.en });
  });

  it('a recovery code signs in once, in any case and with spaces', async () => {
    const { token, email } = await person();
    const { recoveryCodes } = await withTwoStep(token);
    const code = recoveryCodes[3]!;
    const first = await passwordStep(email);
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    expect((await post('/api/auth/mfa', { mfaToken: first.mfaToken, code: typed })).statusCode).toBe(200);
    const next = await passwordStep(email);
    expect((await post('/api/auth/mfa', { mfaToken: next.mfaToken, code })).statusCode).toBe(401);
  });

  it('an unknown token and a missing code are refused without a session', async () => {
    expect((await post('/api/auth/mfa', { mfaToken: 'nope', code: '123456' })).statusCode).toBe(401);
    expect((await post('/api/auth/mfa', { mfaToken: 'nope' })).statusCode).toBe(422);
  });
});
