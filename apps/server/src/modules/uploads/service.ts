import type { UploadedImage } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { prepareImage, savePreparedImage } from '../images/index.js';
import { rateLimited } from '../../lib/errors.js';
import { release, takeAttempt } from '../auth/index.js';

/** Who uploads, and how many pictures they may upload in an hour. */
export interface Uploader {
  userId: string;
  picturesPerHour: number;
}

/**
 * Counts the pictures against the uploader's hourly quota, in the database so that it holds across
 * app servers, before any is decoded (429 when over). Checks every picture by its content before
 * keeping any, so a request with one bad file (an SVG, a damaged JPEG) stores nothing and costs no
 * quota. The same bytes uploaded again give the same id.
 */
export async function storeUploadedImages(
  db: Db,
  uploader: Uploader,
  files: Buffer[],
): Promise<UploadedImage[]> {
  const attempt = await takeAttempt(db, [
    {
      key: `upload:${uploader.userId}`,
      limit: uploader.picturesPerHour,
      windowSeconds: 3600,
      cost: files.length,
    },
  ]);
  if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds, 'pictures');
  try {
    return await prepareAndSave(db, files);
  } catch (error) {
    await release(db, attempt.ids);
    throw error;
  }
}

async function prepareAndSave(db: Db, files: Buffer[]): Promise<UploadedImage[]> {
  const prepared = [];
  // One at a time: each holds a decoder's worth of memory, and 10 at once on a small server hurts.
  for (const file of files) prepared.push(await prepareImage(file));
  const stored: UploadedImage[] = [];
  for (const image of prepared) stored.push(await savePreparedImage(db, image));
  return stored;
}
