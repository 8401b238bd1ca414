import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { images } from './tables.js';

/** Whether the shop holds this picture (a product or variant may only show pictures it holds). */
export async function imageIsHeld(db: Db, id: string): Promise<boolean> {
  const found = await db.select({ id: images.id }).from(images).where(eq(images.id, id));
  return found.length > 0;
}

/** Of these picture ids, the ones the shop holds, in no particular order. */
export async function heldImageIds(db: Db, ids: string[]): Promise<string[]> {
  const found = await db.select({ id: images.id }).from(images).where(inArray(images.id, ids));
  return found.map((row) => row.id);
}
