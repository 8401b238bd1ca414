import { z } from 'zod';

/**
 * Ranges of days in India time (decision 036), for the dashboard, the order list and the order
 * export: calendar dates (`2026-11-28`), both ends included.
 */

/** The longest range the dashboard and the order export answer: a little over a year. */
export const MAX_RANGE_DAYS = 366;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
/** India keeps UTC+5:30 all year, so a day there starts at 18:30 UTC the day before. */
const IST_OFFSET_MS = 330 * 60_000;

/** Whether `2026-02-30` names a real calendar date (shape and day both). */
function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

const DayParam = (label: string) =>
  z
    .string()
    .trim()
    .refine(isCalendarDate, `${label} must be a date written YYYY-MM-DD, such as 2026-11-28`)
    .optional();

/** Days between two calendar dates, `to` included: 1 for the same day. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The calendar date `days` after (or before, when negative) a date. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The moment a day starts in India, as an instant: `2026-11-28` → 2026-11-27T18:30:00Z. */
export function istDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** Today's date in India. */
export function indiaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Why a range cannot be answered (the field to blame and the words), or null when it can. */
function rangeProblem(from: string, to: string): { field: 'from' | 'to'; message: string } | null {
  if (from > to) return { field: 'from', message: 'From must be on or before To' };
  if (daysInRange(from, to) > MAX_RANGE_DAYS) {
    return { field: 'to', message: `A range can be at most ${MAX_RANGE_DAYS} days` };
  }
  return null;
}

/** Optional `from` and `to` days of a query (spread into its object). */
export const dayRangeShape = {
  from: DayParam('From'),
  to: DayParam('To'),
};

interface OptionalRange {
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * A query's range with its defaults (a transform): `to` is today in India unless given, `from` is
 * `to`. Refused with the field named: `from` after `to`, a range longer than MAX_RANGE_DAYS.
 */
export function resolveRange<Query extends OptionalRange>(
  query: Query,
  context: z.RefinementCtx,
): Query & { from: string; to: string } {
  const to = query.to ?? indiaToday();
  const from = query.from ?? to;
  const problem = rangeProblem(from, to);
  if (problem) {
    context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    return z.NEVER;
  }
  return { ...query, from, to };
}

/** For a list, where either end may stay open: only checks the two do not cross (a refinement). */
export function refineOptionalRange(query: OptionalRange, context: z.RefinementCtx): void {
  if (query.from === undefined || query.to === undefined) return;
  const problem = rangeProblem(query.from, query.to);
  if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
}
