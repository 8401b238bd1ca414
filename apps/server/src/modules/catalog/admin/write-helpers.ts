import { eq, like, or } from 'drizzle-orm';
import { gstRuleProblems, gstSlabOfColumns, slugify, type GstRuleInput } from '@shop/domain';
import type { Db } from '../../../db/client.js';
import { categories, products } from '../tables.js';
import { AppError, pgErrorCode } from '../../../lib/errors.js';

/**
 * The slug of a new name, unique in its table: `silver-ring`, else `silver-ring-2`, `-3`, …
 * Read inside the writing transaction; a concurrent writer taking the same slug makes the insert
 * fail on the unique index, and `withSlugRetry` runs the write again.
 */
export async function uniqueSlug(
  db: Db,
  table: 'products' | 'categories',
  name: string,
  fallback: string,
): Promise<string> {
  const base = slugify(name) || fallback;
  const escaped = base.replace(/[\\%_]/g, (char) => `\\${char}`);
  const source = table === 'products' ? products : categories;
  const found = await db
    .select({ slug: source.slug })
    .from(source)
    .where(or(eq(source.slug, base), like(source.slug, `${escaped}-%`)));
  const taken = new Set(found.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The unique constraint a failed insert or update ran into, looking through Drizzle's wrapper. */
export function violatedConstraint(error: unknown): string | undefined {
  if (pgErrorCode(error) !== '23505') return undefined;
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    const detail = (current as { detail?: unknown }).detail;
    if (typeof detail === 'string') {
      const key = /Key \((\w+)\)/.exec(detail)?.[1];
      if (key) return key;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return 'unknown';
}

/** Runs a write again when it lost a race for a slug (at most a few times). */
export async function withSlugRetry<T>(slugConstraint: string, write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      const constraint = violatedConstraint(error);
      const slugRace = constraint === slugConstraint || constraint === 'slug';
      if (!slugRace || attempt >= 3) throw error;
    }
  }
}

/** A rate rule's columns as categories and products keep them (decision 051). */
export interface StoredGstRule {
  gstRate: number | null;
  gstSlabUpToPaise: number | null;
  gstRateAbove: number | null;
}

const ruleOfColumns = (stored: StoredGstRule): GstRuleInput => ({
  rate: stored.gstRate,
  slab: gstSlabOfColumns(stored.gstSlabUpToPaise, stored.gstRateAbove),
});

/**
 * The rule columns a write sets: the rate and slab sent, checked as a whole with what is kept of
 * the stored rule (`gstRuleProblems`: a 422 naming the field). A product's rate set back to its
 * category's (null) takes its own slab with it. Nothing sent: nothing set.
 */
export function gstRuleColumns(
  input: { gstRate?: number | null | undefined; gstSlab?: GstRuleInput['slab'] | undefined },
  stored: StoredGstRule | null,
  defaultRate: number | null,
): Partial<StoredGstRule> {
  if (input.gstRate === undefined && input.gstSlab === undefined) return {};
  const before = stored ? ruleOfColumns(stored) : null;
  const rate = input.gstRate === undefined ? (before?.rate ?? defaultRate) : input.gstRate;
  const slab = input.gstSlab !== undefined ? input.gstSlab : rate === null ? null : (before?.slab ?? null);
  const problems = gstRuleProblems({ rate, slab }, before);
  const [first] = problems;
  if (first) throw new AppError(422, 'VALIDATION_FAILED', first.message, problems);
  return {
    ...(input.gstRate === undefined ? {} : { gstRate: rate }),
    gstSlabUpToPaise: slab ? Math.round(slab.upTo * 100) : null,
    gstRateAbove: slab?.rateAbove ?? null,
  };
}
