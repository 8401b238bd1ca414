import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOneMonth, TICKET_NUMBER_PATTERN } from '@shop/domain';
import { complaints, notifications } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { startSmtp, waitFor } from '../../../test/support/smtp.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

/** Complaints to the grievance officer (decision 048), on both databases. */
describe('complaints', { timeout: 90_000 }, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let staff: string;
  let customer: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ JOB_QUEUE: 'true', SMTP_URL: smtp.url, PUBLIC_URL: 'http://shop.test' });
    staff = (await createUserWithSession(t.db, 'admin')).authorization;
    customer = (await createUserWithSession(t.db, 'customer')).authorization;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const complaint = (overrides: Record<string, unknown> = {}) => ({
    name: 'Meera Sharma',
    email: `meera.${randomUUID().slice(0, 8)}@example.in`,
    phone: '+91 98100 12345',
    orderNumber: 'KS-1A2B3C',
    subject: 'Jhumka arrived broken',
    message: 'One of the pair arrived with a broken hook. I would like a replacement.',
    ...overrides,
  });
  const file = (payload: unknown, app = t.app) =>
    app.inject({ method: 'POST', url: '/api/complaints', payload: payload as object });
  const track = (payload: unknown, app = t.app) =>
    app.inject({ method: 'POST', url: '/api/complaints/track', payload: payload as object });
  const staffCall = (method: 'GET' | 'POST', url: string, payload?: object, authorization = staff) =>
    t.app.inject({
      method,
      url,
      headers: authorization ? { authorization } : {},
      ...(payload ? { payload } : {}),
    });
  const idOf = async (ticketNumber: string) =>
    (
      await t.db
        .select({ id: complaints.id })
        .from(complaints)
        .where(eq(complaints.ticketNumber, ticketNumber))
    )[0]!.id;
  const mailsTo = (recipient: string, kind: string) =>
    t.db.$count(
      notifications,
      and(eq(notifications.recipient, recipient), eq(notifications.kind, kind as 'complaint_reply')),
    );

  it('answers 201 with a ticket number and the deadlines, and mails an acknowledgement through the outbox', async () => {
    const body = complaint();
    const response = await file(body);
    expect(response.statusCode, response.body).toBe(201);
    const answer = json(response);
    expect(answer.success).toBe(true);
    expect(Object.keys(answer.data.complaint).sort()).toEqual([
      'acknowledgeBy',
      'resolveBy',
      'status',
      'ticketNumber',
    ]);
    const { ticketNumber, status, acknowledgeBy, resolveBy } = answer.data.complaint;
    expect(ticketNumber).toMatch(TICKET_NUMBER_PATTERN);
    expect(status).toBe('open');

    const [row] = await t.db.select().from(complaints).where(eq(complaints.ticketNumber, ticketNumber));
    expect(row!.email).toBe(body.email);
    expect(new Date(acknowledgeBy).getTime() - row!.createdAt.getTime()).toBe(48 * 3600_000);
    expect(new Date(resolveBy).toISOString()).toBe(addOneMonth(row!.createdAt).toISOString());

    const [mail] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipient, body.email), eq(notifications.kind, 'complaint_received')));
    expect(mail!.payload).toMatchObject({ ticketNumber, subject: body.subject });
    const received = await waitFor('the acknowledgement mail', () =>
      smtp.inbox.find((item) => item.to.includes(body.email)),
    );
    expect(received.subject).toBe(`We have received your complaint (${ticketNumber})`);
    expect(received.text).toContain('Jhumka arrived broken');
    expect(received.text).toMatch(/acknowledge it by .* and resolve it by/);
    expect(received.html).toContain('http://shop.test/grievance');
  });

  it('gives every complaint its own ticket number', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => file(complaint())));
    const tickets = answers.map((answer) => json(answer).data.complaint.ticketNumber as string);
    expect(new Set(tickets).size).toBe(4);
  });

  it('refuses bad input with 422 naming each field, and records nothing', async () => {
    const before = await t.db.$count(complaints);
    const response = await file({
      name: '',
      email: 'not-an-email',
      phone: '12345',
      subject: 'x',
      message: 'short',
    });
    expect(response.statusCode).toBe(422);
    const fields = (json(response).details as { field: string }[]).map((detail) => detail.field).sort();
    expect(fields).toEqual(['email', 'message', 'name', 'phone', 'subject']);
    const stray = await file({ ...complaint(), status: 'resolved' });
    expect(stray.statusCode).toBe(422);
    expect(json(stray).details[0].field).toBe('status');
    expect((await file([complaint()])).statusCode).toBe(422);
    expect(await t.db.$count(complaints)).toBe(before);
  });

  it('lets the customer follow it by ticket and e-mail, and answers the same 404 for every wrong pair', async () => {
    const body = complaint();
    const { ticketNumber } = json(await file(body)).data.complaint;
    const found = await track({
      ticketNumber: ` ${ticketNumber.toLowerCase()} `,
      email: body.email.toUpperCase(),
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(json(found).data.complaint).toMatchObject({ ticketNumber, status: 'open', replies: [] });

    const other = complaint();
    await file(other);
    const wrong = await Promise.all([
      track({ ticketNumber, email: other.email }),
      track({ ticketNumber: 'GRV-0001-9999', email: body.email }),
      track({ ticketNumber: 'GRV-0001-9999', email: 'nobody@example.in' }),
    ]);
    for (const response of wrong) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(wrong[0].body);
    }
    expect((await track({ ticketNumber, email: 'nope' })).statusCode).toBe(422);
  });

  it('is run by staff: customers get 403, visitors 401', async () => {
    const id = randomUUID();
    const calls: [method: 'GET' | 'POST', url: string, payload?: object][] = [
      ['GET', '/api/admin/complaints'],
      ['GET', `/api/admin/complaints/${id}`],
      ['POST', `/api/admin/complaints/${id}/acknowledge`],
      ['POST', `/api/admin/complaints/${id}/replies`, { message: 'Hello there' }],
      ['POST', `/api/admin/complaints/${id}/resolve`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await staffCall(method, url, payload, '')).statusCode, url).toBe(401);
      expect((await staffCall(method, url, payload, customer)).statusCode, url).toBe(403);
      expect((await staffCall(method, url, payload)).statusCode, url).toBe(
        method === 'GET' && url.endsWith('complaints') ? 200 : 404,
      );
    }
  });

  it('takes staff from open to acknowledged to resolved, mailing each reply, which the customer sees when tracking', async () => {
    const body = complaint();
    const { ticketNumber } = json(await file(body)).data.complaint;
    const id = await idOf(ticketNumber);

    const acknowledged = await staffCall('POST', `/api/admin/complaints/${id}/acknowledge`);
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(json(acknowledged).data.complaint).toMatchObject({ status: 'acknowledged', overdue: false });
    expect((await staffCall('POST', `/api/admin/complaints/${id}/acknowledge`)).statusCode).toBe(409);

    const reply = await staffCall('POST', `/api/admin/complaints/${id}/replies`, {
      message: 'We are sorry. A new pair leaves the studio tomorrow.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(json(reply).data.complaint.replies).toEqual([
      expect.objectContaining({ message: 'We are sorry. A new pair leaves the studio tomorrow.' }),
    ]);
    expect(await mailsTo(body.email, 'complaint_reply')).toBe(1);
    const mail = await waitFor('the reply mail', () =>
      smtp.inbox.find((item) => item.to.includes(body.email) && item.subject.startsWith('A reply')),
    );
    expect(mail.text).toContain('A new pair leaves the studio tomorrow.');

    const blank = await staffCall('POST', `/api/admin/complaints/${id}/replies`, { message: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(json(blank).details[0].field).toBe('message');
    expect(await mailsTo(body.email, 'complaint_reply')).toBe(1);

    const resolved = await staffCall('POST', `/api/admin/complaints/${id}/resolve`);
    expect(resolved.statusCode).toBe(200);
    expect(json(resolved).data.complaint.status).toBe('resolved');
    expect(await mailsTo(body.email, 'complaint_resolved')).toBe(1);
    expect(
      (await staffCall('POST', `/api/admin/complaints/${id}/replies`, { message: 'One more thing' }))
        .statusCode,
    ).toBe(409);
    expect((await staffCall('POST', `/api/admin/complaints/${id}/resolve`)).statusCode).toBe(409);

    const tracked = json(await track({ ticketNumber, email: body.email })).data.complaint;
    expect(tracked.status).toBe('resolved');
    expect(tracked.replies.map((item: { message: string }) => item.message)).toEqual([
      'We are sorry. A new pair leaves the studio tomorrow.',
    ]);
    expect(tracked.acknowledgedAt).not.toBeNull();
    expect(tracked.resolvedAt).not.toBeNull();
  });

  it('marks overdue ones in the list, filters by status, and counts them on the dashboard', async () => {
    const late = complaint({ subject: 'Nobody answered me' });
    const { ticketNumber } = json(await file(late)).data.complaint;
    const lateId = await idOf(ticketNumber);
    const dashboard = async () =>
      json(await staffCall('GET', '/api/dashboard')).data.overdueComplaints as number;
    const before = await dashboard();
    // Received three days ago and never acknowledged: past its 48 hours.
    await t.db
      .update(complaints)
      .set({
        createdAt: sql`now() - interval '3 days'`,
        acknowledgeBy: sql`now() - interval '1 day'`,
      })
      .where(eq(complaints.id, lateId));
    expect(await dashboard()).toBe(before + 1);

    const open = json(await staffCall('GET', '/api/admin/complaints?status=open&limit=100')).data;
    const listed = open.complaints.find((item: { id: string }) => item.id === lateId);
    expect(listed).toMatchObject({ overdue: true, status: 'open', subject: 'Nobody answered me' });
    expect(open.complaints.every((item: { status: string }) => item.status === 'open')).toBe(true);
    expect(open.overdue).toBe(before + 1);
    const overdueOnly = json(await staffCall('GET', '/api/admin/complaints?overdue=true')).data;
    expect(overdueOnly.complaints.map((item: { id: string }) => item.id)).toContain(lateId);
    const paged = json(await staffCall('GET', '/api/admin/complaints?limit=2&page=2')).data;
    expect(paged.pagination).toMatchObject({ page: 2, limit: 2 });
    expect(paged.complaints.length).toBeLessThanOrEqual(2);

    // Acknowledged late, within the month: no longer overdue.
    await staffCall('POST', `/api/admin/complaints/${lateId}/acknowledge`);
    expect(await dashboard()).toBe(before);

    const bad = await staffCall('GET', '/api/admin/complaints?status=closed&page=0');
    expect(bad.statusCode).toBe(422);
    expect((json(bad).details as { field: string }[]).map((detail) => detail.field).sort()).toEqual([
      'page',
      'status',
    ]);
  });

  it('limits complaints and look-ups per address with 429 and Retry-After', async () => {
    const limited = await createTestApp({ RATE_LIMIT_COMPLAINTS: '2', RATE_LIMIT_COMPLAINT_LOOKUPS: '3' });
    try {
      const body = complaint();
      expect((await file(body, limited.app)).statusCode).toBe(201);
      expect((await file(complaint(), limited.app)).statusCode).toBe(201);
      const third = await file(complaint(), limited.app);
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      for (let index = 0; index < 3; index += 1) {
        expect(
          (await track({ ticketNumber: 'GRV-0001-0001', email: body.email }, limited.app)).statusCode,
        ).toBe(404);
      }
      const fourth = await track({ ticketNumber: 'GRV-0001-0001', email: body.email }, limited.app);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
