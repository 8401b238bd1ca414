import { and, eq, like, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { PreparedImage } from './image-store.js';
import { images, imageVariants } from './tables.js';

/**
 * Draws the widths of a picture the store holds by name only (the demo's photos, decision 063), or
 * gives undefined for a name it does not draw.
 */
export type ImagePainter = (contentHash: string) => Promise<PreparedImage['variants'] | undefined>;

/** Postgres' code for a row whose parent has gone (the picture was deleted while being drawn). */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Stores drawn widths of a picture; widths already there stay (another process drew them first).
 * False when the picture itself is gone (the owner left the demo meanwhile).
 */
export async function storeDrawnVariants(
  db: Db,
  imageId: string,
  variants: PreparedImage['variants'],
): Promise<boolean> {
  if (variants.length === 0) return false;
  try {
    await db
      .insert(imageVariants)
      .values(variants.map((variant) => ({ imageId, width: variant.width, bytes: variant.bytes })))
      .onConflictDoNothing();
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return false;
    throw error;
  }
}

/** Pictures whose name starts with `prefix` and that have no widths stored yet. */
export function undrawnImages(db: Db, prefix: string): Promise<{ id: string; contentHash: string }[]> {
  return db
    .select({ id: images.id, contentHash: images.contentHash })
    .from(images)
    .where(
      and(
        like(images.contentHash, `${prefix}%`),
        notExists(db.select().from(imageVariants).where(eq(imageVariants.imageId, images.id))),
      ),
    );
}

/** At most this many pictures are drawn at once on request: the machine may have two cores. */
const PAINTING_AT_ONCE = 2;

/**
 * Pictures drawn when first asked for: a request for a width the store does not have waits while
 * the painter draws the picture, once however many ask at the same time.
 */
export class PaintOnRequest {
  private readonly painting = new Map<string, Promise<boolean>>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly painter: ImagePainter,
  ) {}

  /** True when the picture has its widths now (drawn by this call or by another). */
  paint(imageId: string): Promise<boolean> {
    let painting = this.painting.get(imageId);
    if (!painting) {
      painting = this.draw(imageId).finally(() => this.painting.delete(imageId));
      this.painting.set(imageId, painting);
    }
    return painting;
  }

  private async draw(imageId: string): Promise<boolean> {
    const [image] = await this.db
      .select({ contentHash: images.contentHash })
      .from(images)
      .where(eq(images.id, imageId));
    if (!image) return false;
    await this.turn();
    try {
      const variants = await this.painter(image.contentHash);
      return variants ? await storeDrawnVariants(this.db, imageId, variants) : false;
    } finally {
      // The place goes straight to the next in line, so no newcomer slips in between.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Waits for a free place among the pictures being drawn. */
  private async turn(): Promise<void> {
    if (this.running < PAINTING_AT_ONCE) this.running += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
  }
}
