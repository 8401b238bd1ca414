import type { UploadedImage } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { prepareImage, savePreparedImage } from '../images/index.js';

/**
 * Checks every picture of one upload by its content before keeping any, so a request with one
 * bad file (an SVG, a damaged JPEG) stores nothing. The same bytes uploaded again give the same id.
 */
export async function storeUploadedImages(db: Db, files: Buffer[]): Promise<UploadedImage[]> {
  const prepared = [];
  // One at a time: each holds a decoder's worth of memory, and 10 at once on a small server hurts.
  for (const file of files) prepared.push(await prepareImage(file));
  const stored: UploadedImage[] = [];
  for (const image of prepared) stored.push(await savePreparedImage(db, image));
  return stored;
}
