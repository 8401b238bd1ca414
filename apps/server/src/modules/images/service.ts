import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { imageVariants } from './tables.js';

export interface ImageVariant {
  bytes: Buffer;
  contentType: string;
}

/** One stored size of an image, or null. Variants never change once written (the id is new per upload). */
export async function getImageVariant(db: Db, imageId: string, width: number): Promise<ImageVariant | null> {
  const [row] = await db
    .select({ bytes: imageVariants.bytes, contentType: imageVariants.contentType })
    .from(imageVariants)
    .where(and(eq(imageVariants.imageId, imageId), eq(imageVariants.width, width)))
    .limit(1);
  return row ?? null;
}
