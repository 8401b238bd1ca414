import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, sessions, users } from '../../db/schema/index.js';
import { startSmtp, waitFor, type Received } from '../../../test/support/smtp.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import { hashToken } from './tokens.js';

const waitForMail = (inbox: Received[], to: string): Promise<Received> =>
  waitFor(`a mail for ${to}`, () => inbox.find((item) => item.to.includes(to)), 5000);

const linkIn = (mail: Received) => {
  const match = /http:\/\/shop\.test\/reset-password\?token=([\w-]+)/.exec(mail.text);
  if (!match) throw new Error('no reset link in the mail');
  return { url: match[0], token: match[1]! };
};

describe('password reset by mail', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let ip = 0;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.20.0.${++ip}` });
  const signup = async (email: string, password = 'old-marigold-55') =>
    json(await post('/api/auth/signup', { email, password, fullName: 'Reset Person' })).data.token as string;
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
      PUBLIC_URL: 'http://shop.test',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails a working single-use link; the reset signs out everywhere and the new password works', async () => {
    const email = 'reset.me@example.test';
    const oldToken = await signup(email);
    const forgot = await post('/api/auth/forgot-password', { email: ' Reset.Me@Example.test ' });
    expect(forgot.statusCode).toBe(200);
    const answer = json(forgot);

    const mail = await waitForMail(smtp.inbox, email);
    expect(mail.body).toMatch(/Subject: Reset your .* password/);
    const { url, token } = linkIn(mail);
    expect(url.startsWith('http://shop.test/reset-password?token=')).toBe(true);
    // Stored only as a hash.
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expect(stored).toBeDefined();
    expect(JSON.stringify(await t.db.select().from(passwordResetTokens))).not.toContain(token);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60 * 1000);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60 * 1000);

    // The same answer for an unknown address: nothing tells them apart.
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody@example.test' });
    expect(unknown.statusCode).toBe(200);
    expect(json(unknown)).toEqual(answer);

    const short = await post('/api/auth/reset-password', { token, password: '123' });
    expect(short.statusCode).toBe(422);
    const reset = await post('/api/auth/reset-password', { token, password: 'new-marigold-66' });
    expect(reset.statusCode).toBe(200);
    expect(json(reset).data.message).toBeTruthy();

    expect((await me(oldToken)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'old-marigold-55' })).statusCode).toBe(401);
    const login = await post('/api/auth/login', { email, password: 'new-marigold-66' });
    expect(login.statusCode).toBe(200);

    // Reused: refused, and the password stays the new one.
    const again = await post('/api/auth/reset-password', { token, password: 'attacker-pass' });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This reset link is invalid or has expired',
    });
    expect((await post('/api/auth/login', { email, password: 'new-marigold-66' })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'attacker-pass' })).statusCode).toBe(401);
  });

  it('refuses an expired or made-up token and changes nothing', async () => {
    const email = 'expiring@example.test';
    const session = await signup(email);
    await post('/api/auth/forgot-password', { email });
    const { token } = linkIn(await waitForMail(smtp.inbox, email));
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    const [before] = await t.db.select().from(users).where(eq(users.email, email));

    for (const attempt of [token, 'made-up-token']) {
      const response = await post('/api/auth/reset-password', {
        token: attempt,
        password: 'new-marigold-66',
      });
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toBe('This reset link is invalid or has expired');
    }
    expect((await post('/api/auth/reset-password', { password: 'new-marigold-66' })).statusCode).toBe(422);
    const [after] = await t.db.select().from(users).where(eq(users.email, email));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect((await me(session)).statusCode).toBe(200);
  });

  it('sends nothing for unknown or deactivated accounts', async () => {
    const email = 'inactive.reset@example.test';
    await signup(email);
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, email));
    const count = smtp.inbox.length;
    const known = await post('/api/auth/forgot-password', { email });
    const ghost = await post('/api/auth/forgot-password', { email: 'ghost@example.test' });
    // The same status and the same words: nobody learns who has an account.
    expect(known.statusCode).toBe(200);
    expect(ghost.statusCode).toBe(200);
    expect(json(ghost)).toEqual(json(known));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(smtp.inbox.length).toBe(count);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(
      await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user!.id)),
    ).toHaveLength(0);
  });

  it('refuses a malformed email with 422 and throttles repeated requests per email', async () => {
    expect((await post('/api/auth/forgot-password', { email: 'nope' })).statusCode).toBe(422);
    const email = 'flood@example.test';
    await signup(email);
    for (let i = 0; i < 3; i += 1)
      expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const blocked = await post('/api/auth/forgot-password', { email });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeTruthy();
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(
      await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user!.id)),
    ).toHaveLength(3);
  });

  it('a new reset invalidates older links of the same account', async () => {
    const email = 'two.links@example.test';
    await signup(email);
    await post('/api/auth/forgot-password', { email });
    await waitForMail(smtp.inbox, email);
    await post('/api/auth/forgot-password', { email });
    const deadline = Date.now() + 5000;
    while (smtp.inbox.filter((mail) => mail.to.includes(email)).length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [first, second] = smtp.inbox.filter((mail) => mail.to.includes(email)).map(linkIn);
    expect(
      (await post('/api/auth/reset-password', { token: second!.token, password: 'second-jasmine-23' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/api/auth/reset-password', { token: first!.token, password: 'first-jasmine-19' }))
        .statusCode,
    ).toBe(400);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const live = (await t.db.select().from(sessions).where(eq(sessions.userId, user!.id))).filter(
      (row) => !row.revokedAt,
    );
    expect(live).toHaveLength(0);
  });
});
