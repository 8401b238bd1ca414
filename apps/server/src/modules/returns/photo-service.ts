import { and, count, eq, isNull } from 'drizzle-orm';
import { MAX_RETURN_PHOTOS } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { returnPhotos } from './tables.js';
import { AppError, invalidField, notFound } from '../../lib/errors.js';
import { RETURN_WORDS } from './shopper-words.js';
import { prepareImage } from '../images/index.js';
import { orderForReturn } from '../orders/index.js';
import { checkBuyer, mayView, type Shopper } from './shopper.js';

/** Photos waiting for a request, per order: enough to try again, not a free picture store. */
const MAX_WAITING_PHOTOS = 12;

/**
 * Keeps a shopper's photos for a return of their order (decision 054): each checked by its content
 * as product pictures are (JPEG, PNG, WebP or AVIF, size limits), kept as one upright WebP without
 * its camera data, private to the order's buyer and staff (never under the public /images).
 */
export async function storeReturnPhotos(
  db: Db,
  orderId: string,
  shopper: Shopper,
  files: Buffer[],
): Promise<{ id: string }[]> {
  const order = await checkBuyer(db, await orderForReturn(db, orderId), shopper);
  if (files.length > MAX_RETURN_PHOTOS) throw invalidField('photos', RETURN_WORDS.tooManyPhotos);
  const [waiting] = await db
    .select({ n: count() })
    .from(returnPhotos)
    .where(and(eq(returnPhotos.orderId, order.id), isNull(returnPhotos.returnId)));
  if ((waiting?.n ?? 0) + files.length > MAX_WAITING_PHOTOS) {
    throw new AppError(429, 'RATE_LIMITED', RETURN_WORDS.photosWaiting);
  }
  const prepared = [];
  // One at a time: each holds a decoder's worth of memory.
  for (const file of files) prepared.push(await prepareImage(file));
  const rows = prepared.map((image) => {
    const largest = image.variants.reduce((best, variant) => (variant.width > best.width ? variant : best));
    const scale = Math.min(1, largest.width / image.width);
    return {
      orderId: order.id,
      width: Math.round(image.width * scale),
      height: Math.round(image.height * scale),
      bytes: largest.bytes,
    };
  });
  return db.insert(returnPhotos).values(rows).returning({ id: returnPhotos.id });
}

/** A photo's bytes, for its order's buyer or staff; anyone else is told it does not exist. */
export async function readReturnPhoto(
  db: Db,
  photoId: string,
  viewer: { id: string; role: Parameters<typeof mayView>[0]['role'] },
): Promise<Buffer> {
  const [photo] = await db
    .select({ orderId: returnPhotos.orderId, bytes: returnPhotos.bytes })
    .from(returnPhotos)
    .where(eq(returnPhotos.id, photoId));
  const order = photo ? await orderForReturn(db, photo.orderId) : undefined;
  if (!photo || !order || !mayView(viewer, order.userId)) throw notFound(RETURN_WORDS.photoNotFound);
  return photo.bytes;
}
