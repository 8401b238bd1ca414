import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionsResultSchema } from '@shop/domain';
import { notifications, sessions, users } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import { hashPassword } from './passwords.js';
import { hashToken } from './tokens.js';

const PHONE =
  'Mozilla/5.0 (Linux; Android 13; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0';
const PASSWORD = 'amber-lotus-window-42';

let t: TestApp;
let ipCounter = 0;
/** Each sign-in from its own address: the address throttle of one test cannot reach another. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A person who can sign in with PASSWORD (the fixture's own session is ended, so none is live). */
async function person(role: 'customer' | 'admin' | 'administrator' = 'customer') {
  const { userId, email } = await createUserWithSession(t.db, role);
  await t.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, userId));
  await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, userId));
  return { userId, email };
}

async function signIn(email: string, userAgent: string, ip = freshIp()): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  expect(response.statusCode).toBe(200);
  return (json(response) as { data: { token: string } }).data.token;
}

const as = (token: string, remoteAddress = '127.0.0.1') => ({
  headers: { authorization: `Bearer ${token}` },
  remoteAddress,
});
const listSessions = async (token: string, remoteAddress?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/auth/sessions',
    ...as(token, remoteAddress),
  });
  expect(response.statusCode).toBe(200);
  return SessionsResultSchema.parse(json(response).data).sessions;
};
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', ...as(token) })).statusCode;

describe('GET /api/auth/sessions', () => {
  it('lists where the person is signed in: device, address, first and last use, and which one is asking', async () => {
    const { email } = await person();
    const phone = await signIn(email, PHONE, '203.0.113.7');
    const laptop = await signIn(email, LAPTOP, '198.51.100.20');

    const listed = await listSessions(laptop, '198.51.100.20');
    expect(listed).toHaveLength(2);
    expect(listed.map(({ device, address, current }) => ({ device, address, current }))).toEqual(
      expect.arrayContaining([
        { device: 'Chrome on Android', address: '203.0.113.7', current: false },
        { device: 'Microsoft Edge on Windows', address: '198.51.100.20', current: true },
      ]),
    );
    for (const session of listed) {
      expect(Date.parse(session.createdAt)).not.toBeNaN();
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
    }
    // The phone sees the same two, itself as the current one.
    expect((await listSessions(phone, '203.0.113.7')).find((session) => session.current)?.device).toBe(
      'Chrome on Android',
    );
  });

  it('shows the address a session was last used from', async () => {
    const { email } = await person();
    const token = await signIn(email, PHONE, '203.0.113.8');
    const [moved] = await listSessions(token, '203.0.113.99');
    expect(moved?.address).toBe('203.0.113.99');
  });

  it('leaves out ended and expired sessions, and answers 401 without a session', async () => {
    const { email } = await person();
    const kept = await signIn(email, PHONE);
    const ended = await signIn(email, LAPTOP);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', ...as(ended) });
    const expired = await signIn(email, LAPTOP);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(expired)));
    expect(await me(expired)).toBe(401);
    expect(await listSessions(kept)).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/auth/sessions/:id', () => {
  it('signs out one of the person’s other devices at once', async () => {
    const { email } = await person();
    const phone = await signIn(email, PHONE);
    const laptop = await signIn(email, LAPTOP);
    const phoneSession = (await listSessions(laptop)).find((session) => !session.current);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneSession?.id}`,
      ...as(laptop),
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).data.message).toBe('Signed out of that device');
    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe(200);
    expect(await listSessions(laptop)).toHaveLength(1);

    // Ended already: nothing of the person's by that id is signed in.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneSession?.id}`,
      ...as(laptop),
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for another person’s session and leaves it signed in', async () => {
    const owner = await person();
    const stranger = await person();
    const ownerToken = await signIn(owner.email, PHONE);
    const strangerToken = await signIn(stranger.email, LAPTOP);
    const [ownerSession] = await listSessions(ownerToken);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${ownerSession?.id}`,
      ...as(strangerToken),
    });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: 'No such session of yours is signed in',
    });
    expect(await me(ownerToken)).toBe(200);
  });

  it('answers 422 for an id that is not one, and changes nothing', async () => {
    const { email } = await person();
    const token = await signIn(email, PHONE);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions/not-an-id',
      ...as(token),
    });
    expect(response.statusCode).toBe(422);
    expect(await me(token)).toBe(200);
  });
});

describe('POST /api/auth/sessions/end-others', () => {
  it('signs out every other session and keeps the one asking', async () => {
    const { email } = await person();
    const others = [await signIn(email, PHONE), await signIn(email, LAPTOP)];
    const current = await signIn(email, LAPTOP);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/end-others',
      ...as(current),
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toEqual({
      ended: 2,
      message: 'Signed out of 2 other devices',
    });
    for (const token of others) expect(await me(token)).toBe(401);
    expect(await me(current)).toBe(200);
    expect(await listSessions(current)).toEqual([expect.objectContaining({ current: true })]);
  });

  it('changing the password ends the other sessions too', async () => {
    const { email } = await person();
    const other = await signIn(email, PHONE);
    const current = await signIn(email, LAPTOP);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/password',
      payload: { currentPassword: PASSWORD, newPassword: 'quiet-harbour-marigold-77' },
      ...as(current),
    });
    expect(response.statusCode).toBe(200);
    expect(await me(other)).toBe(401);
    expect(await listSessions(current)).toHaveLength(1);
  });
});

describe('a staff sign-in from a new device', () => {
  const newDeviceMails = (recipient: string) =>
    t.db
      .select({ payload: notifications.payload })
      .from(notifications)
      .where(and(eq(notifications.kind, 'new_device_sign_in'), eq(notifications.recipient, recipient)));

  it('mails the account’s owner through the outbox once per device', async () => {
    const { email } = await person('admin');
    await signIn(email, PHONE, '203.0.113.50');
    const [mail, ...more] = await newDeviceMails(email);
    expect(more).toEqual([]);
    expect(mail?.payload).toMatchObject({ device: 'Chrome on Android', address: '203.0.113.50' });
    expect(mail?.payload.at).toMatch(/ IST$/);

    await signIn(email, PHONE);
    expect(await newDeviceMails(email)).toHaveLength(1);
    await signIn(email, LAPTOP);
    expect(await newDeviceMails(email)).toHaveLength(2);
  });

  it('sends nothing for a customer', async () => {
    const { email } = await person('customer');
    await signIn(email, PHONE);
    expect(await newDeviceMails(email)).toEqual([]);
  });
});
