import sharp from 'sharp';
import { concurrencyLimit } from '../../lib/concurrency-limit.js';

/**
 * The link-preview picture: WhatsApp and Facebook want a JPEG (they do not reliably preview WebP)
 * of 1.91:1, 1200×630 being the size both recommend (decision 018).
 */
export const SHARE_IMAGE = { width: 1200, height: 630, contentType: 'image/jpeg' } as const;

/** The storefront's ivory ground (--color-ivory): the bars beside a square picture match the shop. */
const IVORY = '#fbf7f0';
const JPEG_QUALITY = 80;

export function shareImageUrl(imageId: string): string {
  return `/images/${imageId}/share.jpg`;
}

/** One preview drawn at a time: a burst of new links shared must not take every core. */
const lane = concurrencyLimit(1);

/**
 * The whole picture fitted (never cropped: a product cut in half sells nothing) on ivory, as a
 * progressive JPEG with no metadata (sharp writes none unless asked).
 */
export function renderShareImage(source: Buffer): Promise<Buffer> {
  return lane(() =>
    sharp(source)
      .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'contain', background: IVORY })
      .flatten({ background: IVORY })
      .jpeg({ quality: JPEG_QUALITY, progressive: true })
      .toBuffer(),
  );
}
