import { z } from 'zod';
import { PaginationSchema, limitParam, pageParam } from './api.js';
import { dayRangeShape, refineOptionalRange } from './day-range.js';

/**
 * The staff activity log (issue 29, decision 069): every staff write, sign-in and two-step change,
 * with who, when, from where, and the fields before and after.
 */

/** What an entry is about, as the Activity screen offers them to filter by. */
export const AUDIT_ENTITIES = [
  'product',
  'category',
  'order',
  'return',
  'complaint',
  'coupon',
  'settings',
  'page',
  'home_page',
  'size_chart',
  'synonyms',
  'user',
  'catalog_import',
  'demo_data',
  'activity_log',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** One field before and after (null: it did not exist on that side). */
export const FieldChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  /** Null: the shop itself (the nightly clean-up). */
  actor: z.object({ id: z.string(), email: z.string(), role: z.string() }).nullable(),
  address: z.string().nullable(),
  /** `created`, `updated`, `deleted`, `variant.updated`, `signed_in`, `sign_in_failed`, `import`… */
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** Names what changed for people: a product's name, a variant's SKU, a coupon's code, an account's e-mail. */
  detail: z.string().nullable(),
  /** Field → { from, to }; a summary entry (an import) holds its counts instead. */
  changes: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;

export const AuditQuerySchema = z
  .object({
    /** An account's id, or part of its e-mail. */
    actor: z.string().trim().max(254).optional(),
    entity: z.string().trim().max(40).optional(),
    entityId: z.string().trim().max(200).optional(),
    action: z.string().trim().max(60).optional(),
    ...dayRangeShape,
    page: pageParam,
    limit: limitParam(AUDIT_PAGE_SIZE),
  })
  .superRefine(refineOptionalRange);
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditListSchema = z.object({
  entries: z.array(AuditEntrySchema),
  pagination: PaginationSchema,
});
export type AuditList = z.infer<typeof AuditListSchema>;

/** A product's or an order's own history, as its back-office page shows it. */
export const HISTORY_ENTITIES = ['product', 'order'] as const;
export const HistoryParamsSchema = z.object({
  entity: z.enum(HISTORY_ENTITIES, { error: 'History is kept for products and orders' }),
  id: z.uuid({ message: 'Must be a valid id' }),
});
export const HistorySchema = z.object({ entries: z.array(AuditEntrySchema) });
