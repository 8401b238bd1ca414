import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  isComplaintOverdue,
  paginate,
  type AdminComplaint,
  type ComplaintBody,
  type ComplaintList,
  type ComplaintListQuery,
  type ComplaintReceipt,
  type ComplaintStatus,
  type Sentence,
  type TrackedComplaint,
} from '@shop/domain';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { complaintReplies, complaints } from './tables.js';
import { users } from '../auth/tables.js';
import { conflict, notFound } from '../../lib/errors.js';
import { notifyComplaint } from '../notifications/index.js';

type Row = typeof complaints.$inferSelect;

/** One answer for every wrong pair, so a look-up tells nobody which tickets or e-mails exist. */
export const NO_SUCH_COMPLAINT: Sentence = {
  en: 'No complaint matches this ticket number and e-mail',
  hi: 'इस टिकट नंबर और ईमेल से कोई शिकायत नहीं मिली',
};

const iso = (value: Date | null) => value?.toISOString() ?? null;

const receipt = (row: Row): ComplaintReceipt => ({
  ticketNumber: row.ticketNumber,
  status: row.status,
  acknowledgeBy: row.acknowledgeBy.toISOString(),
  resolveBy: row.resolveBy.toISOString(),
});

const listItem = (row: Row, now: Date) => ({
  ...receipt(row),
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  orderNumber: row.orderNumber,
  subject: row.subject,
  language: row.language,
  createdAt: row.createdAt.toISOString(),
  acknowledgedAt: iso(row.acknowledgedAt),
  resolvedAt: iso(row.resolvedAt),
  overdue: isComplaintOverdue(row, now),
});

/**
 * What every mail about a complaint says of it; in the language it was filed in (issue 28), so a
 * complaint from the Hindi pages is answered in Hindi, staff's replies included.
 */
const mailed = (row: Row) => ({
  ticketNumber: row.ticketNumber,
  name: row.name,
  subject: row.subject,
  language: row.language,
});

/** Past a deadline and not done, in SQL (the same rule as the domain's `isComplaintOverdue`). */
const overdueNow = sql`(${complaints.status} <> 'resolved' and (${complaints.resolveBy} < now()
  or (${complaints.status} = 'open' and ${complaints.acknowledgeBy} < now())))`;

/**
 * Records a complaint and its acknowledgement mail in one transaction. The ticket number is the
 * India month it came in and the next number of a sequence; the deadlines come from the database's
 * clock: 48 hours, and one calendar month.
 */
export async function fileComplaint(db: Db, body: ComplaintBody): Promise<ComplaintReceipt> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(complaints)
      .values({
        ticketNumber: sql`'GRV-' || to_char(now() at time zone 'Asia/Kolkata', 'YYMM') || '-' ||
          lpad(nextval('complaint_ticket_seq')::text, 4, '0')`,
        name: body.name,
        email: body.email,
        phone: body.phone,
        orderNumber: body.orderNumber ? body.orderNumber : null,
        subject: body.subject,
        message: body.message,
        language: body.language,
        createdAt: sql`now()`,
        acknowledgeBy: sql`now() + interval '48 hours'`,
        resolveBy: sql`now() + interval '1 month'`,
      })
      .returning();
    if (!row) throw new Error('The complaint was not recorded');
    await notifyComplaint(tx, {
      kind: 'complaint_received',
      recipient: row.email,
      payload: {
        ...mailed(row),
        acknowledgeBy: row.acknowledgeBy.toISOString(),
        resolveBy: row.resolveBy.toISOString(),
      },
    });
    return receipt(row);
  });
}

async function repliesOf(db: Db, complaintId: string) {
  return db
    .select({
      message: complaintReplies.message,
      createdAt: complaintReplies.createdAt,
      staffName: users.fullName,
    })
    .from(complaintReplies)
    .leftJoin(users, eq(users.id, complaintReplies.staffId))
    .where(eq(complaintReplies.complaintId, complaintId))
    .orderBy(asc(complaintReplies.createdAt), asc(complaintReplies.id));
}

/** The customer's view, by ticket number and e-mail together; any other pair is the same 404. */
export async function trackComplaint(db: Db, ticketNumber: string, email: string): Promise<TrackedComplaint> {
  const [row] = await db
    .select()
    .from(complaints)
    .where(and(eq(complaints.ticketNumber, ticketNumber.trim().toUpperCase()), eq(complaints.email, email)));
  if (!row) throw notFound(NO_SUCH_COMPLAINT);
  const replies = await repliesOf(db, row.id);
  return {
    ...receipt(row),
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    acknowledgedAt: iso(row.acknowledgedAt),
    resolvedAt: iso(row.resolvedAt),
    replies: replies.map((reply) => ({ message: reply.message, createdAt: reply.createdAt.toISOString() })),
  };
}

/** Staff's list: newest first, by status or only the overdue, with the counts for the tabs. */
export async function listComplaints(db: Db, query: ComplaintListQuery): Promise<ComplaintList> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(complaints.status, query.status));
  if (query.overdue) conditions.push(overdueNow);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [page, [matching], byStatus, [overdue]] = await Promise.all([
    db
      .select()
      .from(complaints)
      .where(where)
      .orderBy(desc(complaints.createdAt), desc(complaints.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(complaints).where(where),
    db.select({ status: complaints.status, total: count() }).from(complaints).groupBy(complaints.status),
    db.select({ total: count() }).from(complaints).where(overdueNow),
  ]);
  const counts = { open: 0, acknowledged: 0, resolved: 0 };
  for (const row of byStatus) counts[row.status] = Number(row.total);
  const now = new Date();
  return {
    complaints: page.map((row) => listItem(row, now)),
    pagination: paginate(query.page, query.limit, Number(matching?.total ?? 0)),
    counts,
    overdue: Number(overdue?.total ?? 0),
  };
}

/** How many complaints are past a deadline and not done: the dashboard's figure. */
export async function countOverdueComplaints(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(complaints).where(overdueNow);
  return Number(row?.total ?? 0);
}

export async function getComplaint(db: Db, id: string): Promise<AdminComplaint> {
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
  if (!row) throw notFound('Complaint not found');
  const replies = await repliesOf(db, id);
  return {
    ...listItem(row, new Date()),
    message: row.message,
    replies: replies.map((reply) => ({
      message: reply.message,
      createdAt: reply.createdAt.toISOString(),
      staffName: reply.staffName,
    })),
  };
}

/**
 * Moves a complaint on when it is in one of `from`; otherwise 404 for none, 409 for the wrong
 * status. Answers the row as it now is.
 */
async function moveComplaint(
  tx: Db,
  id: string,
  from: ComplaintStatus[],
  set: PgUpdateSetSource<typeof complaints>,
  refusal: string,
): Promise<Row> {
  const [row] = await tx
    .update(complaints)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(complaints.id, id), inArray(complaints.status, from)))
    .returning();
  if (row) return row;
  const [existing] = await tx.select({ id: complaints.id }).from(complaints).where(eq(complaints.id, id));
  if (!existing) throw notFound('Complaint not found');
  throw conflict(refusal);
}

export async function acknowledgeComplaint(db: Db, id: string): Promise<AdminComplaint> {
  // In a transaction, as every staff write: the activity log records it there (issue 29).
  await db.transaction((tx) =>
    moveComplaint(
      tx,
      id,
      ['open'],
      { status: 'acknowledged', acknowledgedAt: new Date() },
      'This complaint has already been acknowledged',
    ),
  );
  return getComplaint(db, id);
}

/**
 * Keeps staff's reply and writes its mail in one transaction; an open complaint is acknowledged by
 * the reply. A resolved complaint takes no more replies.
 */
export async function replyToComplaint(
  db: Db,
  id: string,
  message: string,
  staffId: string,
): Promise<AdminComplaint> {
  await db.transaction(async (tx) => {
    const row = await moveComplaint(
      tx,
      id,
      ['open', 'acknowledged'],
      {
        status: 'acknowledged',
        acknowledgedAt: sql`coalesce(${complaints.acknowledgedAt}, now())`,
      },
      'This complaint is resolved: it takes no more replies',
    );
    await tx.insert(complaintReplies).values({ complaintId: id, message, staffId });
    await notifyComplaint(tx, {
      kind: 'complaint_reply',
      recipient: row.email,
      payload: { ...mailed(row), message },
    });
  });
  return getComplaint(db, id);
}

/** Resolves a complaint (acknowledging it too, if nobody had) and tells the customer. */
export async function resolveComplaint(db: Db, id: string): Promise<AdminComplaint> {
  await db.transaction(async (tx) => {
    const row = await moveComplaint(
      tx,
      id,
      ['open', 'acknowledged'],
      {
        status: 'resolved',
        resolvedAt: new Date(),
        acknowledgedAt: sql`coalesce(${complaints.acknowledgedAt}, now())`,
      },
      'This complaint is already resolved',
    );
    await notifyComplaint(tx, {
      kind: 'complaint_resolved',
      recipient: row.email,
      payload: mailed(row),
    });
  });
  return getComplaint(db, id);
}
