import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../db/schema/index.js';
import { readAuditLog } from '../../../test/support/audit-log.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import { hashPassword } from './passwords.js';
import { hashToken, newToken } from './tokens.js';
import { totpCode } from './two-step/totp.js';

/**
 * What the activity log keeps of staff accounts' own security (issue 29): sign-ins and failed ones,
 * two-step changes, password resets, an administrator's reset of another's two-step; and the
 * administrator's rule that every staff member uses two-step sign-in.
 */

type Person = Awaited<ReturnType<typeof createUserWithSession>>;

const PASSWORD = 'amber-lotus-window-42';
let t: TestApp;
let manager: Person;
let administrator: Person;
let customer: Person;

beforeAll(async () => {
  t = await createTestApp();
  manager = await createUserWithSession(t.db, 'admin');
  administrator = await createUserWithSession(t.db, 'administrator');
  customer = await createUserWithSession(t.db, 'customer');
});

afterAll(async () => {
  await t.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  who: { authorization: string } | null,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: who ? { authorization: who.authorization } : {},
    ...(payload ? { payload } : {}),
  });

const auditList = (query: string) => readAuditLog(t.app, administrator.authorization, query);

describe('sign-ins, two-step and passwords of staff accounts', () => {
  async function staffWithPassword() {
    const person = await createUserWithSession(t.db, 'admin');
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, person.userId));
    return person;
  }
  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: {
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
      },
      remoteAddress: '203.0.113.9',
    });

  it('records a failed and a good sign-in, the two-step changes and a password reset, never a secret', async () => {
    const person = await staffWithPassword();
    expect((await login(person.email, 'not-the-password-1')).statusCode).toBe(401);
    const signedIn = await login(person.email, PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const session = { authorization: `Bearer ${json(signedIn).data.token}` };

    const setup = await call('POST', '/api/auth/two-step/setup', session);
    const { secret } = json(setup).data as { secret: string };
    const confirmed = await call('POST', '/api/auth/two-step/confirm', session, {
      code: totpCode(secret, Date.now()),
    });
    const { recoveryCodes } = json(confirmed).data as { recoveryCodes: string[] };
    // The right password, then a wrong code: someone who knows the password.
    const passwordStep = await login(person.email, PASSWORD);
    const { mfaToken } = json(passwordStep).data as { mfaToken: string };
    const wrongCode = await t.app.inject({
      method: 'POST',
      url: '/api/auth/mfa',
      payload: { mfaToken, code: '000000' },
      remoteAddress: '203.0.113.10',
    });
    expect(wrongCode.statusCode).toBe(401);

    const token = newToken();
    await t.db.insert(passwordResetTokens).values({
      userId: person.userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 600_000),
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'cobalt-meadow-river-77' },
    });
    expect(reset.statusCode).toBe(200);

    const { entries } = await auditList(`?entity=user&entityId=${person.userId}`);
    expect(entries.map((entry) => entry.action).reverse()).toEqual([
      'sign_in_failed',
      'signed_in',
      'two_step.enabled',
      'sign_in_failed',
      'password_reset',
    ]);
    // The tries name the account, not an actor: nobody known made them.
    const failed = entries.filter((entry) => entry.action === 'sign_in_failed').reverse();
    expect(failed.map((entry) => [entry.actor, entry.detail, entry.changes, entry.address])).toEqual([
      [null, person.email, { step: 'password' }, '203.0.113.9'],
      [null, person.email, { step: 'code' }, '203.0.113.10'],
    ]);
    expect(
      entries
        .filter((entry) => entry.action !== 'sign_in_failed')
        .every((entry) => entry.actor?.id === person.userId),
    ).toBe(true);
    expect(entries.find((entry) => entry.action === 'signed_in')?.changes).toMatchObject({
      device: expect.stringMatching(/Chrome/),
    });

    const [stored] = await t.db.select().from(users).where(eq(users.id, person.userId));
    const written = JSON.stringify(await auditList('?limit=100'));
    for (const hidden of [secret, stored!.passwordHash, token, PASSWORD, ...recoveryCodes]) {
      expect(written).not.toContain(hidden);
    }
  });

  it('a shopper’s sign-ins and two-step are theirs alone: nothing is recorded', async () => {
    const shopper = await createUserWithSession(t.db, 'customer');
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, shopper.userId));
    expect((await login(shopper.email, 'wrong-password-1')).statusCode).toBe(401);
    expect((await login(shopper.email, PASSWORD)).statusCode).toBe(200);
    expect((await auditList(`?entity=user&entityId=${shopper.userId}`)).entries).toEqual([]);
  });

  it('an administrator resets another’s two-step (logged, their sessions ended); 409 when it is off or their own', async () => {
    const person = await staffWithPassword();
    const setup = await call('POST', '/api/auth/two-step/setup', person);
    const { secret } = json(setup).data as { secret: string };
    await call('POST', '/api/auth/two-step/confirm', person, { code: totpCode(secret, Date.now()) });

    expect((await call('POST', `/api/users/${person.userId}/two-step/reset`, manager)).statusCode).toBe(403);
    const reset = await call('POST', `/api/users/${person.userId}/two-step/reset`, administrator);
    expect(reset.statusCode).toBe(200);
    expect(json(reset).data.user.twoStep).toBe(false);
    // The lost phone's browser is signed out with the rest.
    expect((await call('GET', '/api/auth/me', person)).statusCode).toBe(401);
    expect(json(await call('GET', `/api/users/${person.userId}`, administrator)).data.user.twoStep).toBe(
      false,
    );
    const again = await call('POST', `/api/users/${person.userId}/two-step/reset`, administrator);
    expect(again.statusCode).toBe(409);
    expect(
      (await call('POST', `/api/users/${administrator.userId}/two-step/reset`, administrator)).statusCode,
    ).toBe(409);
    const [entry] = (await auditList(`?entity=user&entityId=${person.userId}&action=two_step.reset`)).entries;
    expect(entry).toMatchObject({ actor: { id: administrator.userId, role: 'administrator' } });
  });
});

async function turnOnTwoStep(person: Person): Promise<void> {
  const setup = await call('POST', '/api/auth/two-step/setup', person);
  expect(setup.statusCode).toBe(200);
  const { secret } = json(setup).data as { secret: string };
  const confirmed = await call('POST', '/api/auth/two-step/confirm', person, {
    code: totpCode(secret, Date.now()),
  });
  expect(confirmed.statusCode).toBe(200);
}

describe('two-step sign-in required of staff', () => {
  it('is the administrator’s to set; staff without it reach only the set-up (403 TWO_STEP_REQUIRED)', async () => {
    const settings = json(await call('GET', '/api/admin/settings', manager)).data.settings;
    const requireIt = { ...settings, security: { ...settings.security, requireStaffTwoStep: true } };
    const byManager = await call('PUT', '/api/admin/settings', manager, requireIt);
    expect(byManager.statusCode).toBe(403);
    expect(
      json(await call('GET', '/api/admin/settings', manager)).data.settings.security.requireStaffTwoStep,
    ).toBe(false);

    // The administrator must have it on first, or the next request would shut them out too.
    const tooSoon = await call('PUT', '/api/admin/settings', administrator, requireIt);
    expect(tooSoon.statusCode).toBe(422);
    expect(json(tooSoon).details[0].field).toBe('security.requireStaffTwoStep');
    await turnOnTwoStep(administrator);
    expect((await call('PUT', '/api/admin/settings', administrator, requireIt)).statusCode).toBe(200);
    try {
      const refused = await call('GET', '/api/admin/orders', manager);
      expect(refused.statusCode).toBe(403);
      expect(json(refused).code).toBe('TWO_STEP_REQUIRED');
      const me = json(await call('GET', '/api/auth/me', manager)).data;
      expect(me.twoStepRequired).toBe(true);
      // A shopper is never asked, and their own pages stay open to staff too.
      expect(json(await call('GET', '/api/auth/me', customer)).data.twoStepRequired).toBe(false);
      expect((await call('GET', '/api/auth/sessions', manager)).statusCode).toBe(200);
      // Nor what any signed-in shopper may (a customer's order, by staff's wider reach): only their account.
      const ownOrders = await call('GET', '/api/orders', manager);
      expect(ownOrders.statusCode).toBe(403);
      expect(json(ownOrders).code).toBe('TWO_STEP_REQUIRED');

      await turnOnTwoStep(manager);
      expect((await call('GET', '/api/admin/orders', manager)).statusCode).toBe(200);
      expect(json(await call('GET', '/api/auth/me', manager)).data.twoStepRequired).toBe(false);
    } finally {
      const off = { ...settings, security: { ...settings.security, requireStaffTwoStep: false } };
      expect((await call('PUT', '/api/admin/settings', administrator, off)).statusCode).toBe(200);
    }
  });
});
