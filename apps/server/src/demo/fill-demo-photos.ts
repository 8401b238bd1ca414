import { storeDrawnVariants, undrawnImages } from '../modules/images/index.js';
import type { Db } from '../db/client.js';
import { DEMO_PHOTO_PREFIX, demoPhotoOf } from './demo-photos.js';
import { drawDemoPhotosInChild } from './photos-in-child.js';

interface FillLog {
  info(details: object, message: string): void;
}

/**
 * Draws every demo photo nobody has asked for yet, once the shop already answers (decision 063),
 * in a process of its own (decision 025), and stores them: later shoppers find them ready. A photo
 * asked for meanwhile is drawn on request and kept; this one then leaves it as it is. Gives the
 * number of photos stored. `signal` stops the drawing (the server is shutting down).
 */
export async function fillDemoPhotos(db: Db, log?: FillLog, signal?: AbortSignal): Promise<number> {
  const undrawn = (await undrawnImages(db, DEMO_PHOTO_PREFIX)).flatMap((image) => {
    const photo = demoPhotoOf(image.contentHash);
    return photo ? [{ id: image.id, ...photo }] : [];
  });
  if (undrawn.length === 0) return 0;
  const jobs = [...new Set(undrawn.map((photo) => photo.job))].sort((a, b) => a - b);
  const photos = await drawDemoPhotosInChild(jobs, log, signal);
  let stored = 0;
  for (const photo of undrawn) {
    const variants = photos[jobs.indexOf(photo.job)]?.[photo.position];
    if (variants && (await storeDrawnVariants(db, photo.id, variants))) stored += 1;
  }
  return stored;
}
