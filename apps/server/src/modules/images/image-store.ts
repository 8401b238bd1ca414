import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { IMAGE_WIDTHS } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { images, imageVariants } from './tables.js';
import { AppError, type Words } from '../../lib/errors.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_IMAGE_SIDE = 8000;
const ALT_MAX_LENGTH = 200;
const WEBP_QUALITY = 80;
/** 2 of 6: half the encoding time of the default for a few per cent more bytes. */
const WEBP_EFFORT = 2;

export type ImageRejectReason = 'unsupported-type' | 'too-large' | 'unreadable';

/**
 * A picture the store will not keep. It is an AppError, so a route that lets it through answers
 * 415 (not JPEG/PNG/WebP/AVIF), 413 (too many bytes) or 422 (damaged, or too many pixels). Its
 * words are in every storefront language: a shopper's return photos are checked the same way.
 */
export class ImageRejectedError extends AppError {
  constructor(
    readonly reason: ImageRejectReason,
    message: Words,
  ) {
    super(
      reason === 'unsupported-type' ? 415 : reason === 'too-large' ? 413 : 422,
      reason === 'unsupported-type'
        ? 'UNSUPPORTED_MEDIA_TYPE'
        : reason === 'too-large'
          ? 'PAYLOAD_TOO_LARGE'
          : 'VALIDATION_FAILED',
      message,
    );
    this.name = 'ImageRejectedError';
  }
}

export interface StoredImage {
  id: string;
  url: string;
}

/** Where the storefront fetches one width of a stored image. */
export function imageUrl(id: string, width: number = 640): string {
  return `/images/${id}/${width}.webp`;
}

type SniffedType = 'jpeg' | 'png' | 'webp' | 'avif';

/**
 * The type named by the file's first bytes. Done before sharp sees the file so that SVG (which
 * sharp would happily render, external references and all) and other formats never reach a decoder.
 */
function sniff(input: Buffer): SniffedType | undefined {
  if (input.length >= 3 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg';
  if (
    input.length >= 8 &&
    input.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    input.length >= 12 &&
    input.toString('latin1', 0, 4) === 'RIFF' &&
    input.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  if (input.length >= 16 && input.toString('latin1', 4, 8) === 'ftyp') {
    const boxSize = Math.min(input.readUInt32BE(0), input.length, 64);
    const brands = input.toString('latin1', 8, boxSize);
    if (/avif|avis/.test(brands)) return 'avif';
  }
  return undefined;
}

const unsupported = () =>
  new ImageRejectedError('unsupported-type', {
    en: 'Only JPEG, PNG, WebP or AVIF images can be uploaded',
    hi: 'सिर्फ़ JPEG, PNG, WebP या AVIF तस्वीरें अपलोड की जा सकती हैं',
  });
const unreadable = () =>
  new ImageRejectedError('unreadable', {
    en: 'The image could not be read; it may be damaged or incomplete',
    hi: 'यह तस्वीर खुल नहीं सकी; शायद वह ख़राब या अधूरी है',
  });

/** A checked picture with its WebP variants, not yet written to the database. */
export interface PreparedImage {
  contentHash: string;
  width: number;
  height: number;
  variants: { width: number; bytes: Buffer }[];
}

async function toVariants(input: Buffer, sniffed: SniffedType): Promise<Omit<PreparedImage, 'contentHash'>> {
  // failOn 'error' also refuses truncated files, which would otherwise decode with a grey tail.
  const options: SharpOptions = { failOn: 'error', limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE };
  let metadata: Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch {
    throw unreadable();
  }
  const decoded =
    metadata.format === 'heif' ? (metadata.compression === 'av1' ? 'avif' : 'heic') : metadata.format;
  if (decoded !== sniffed) throw unsupported();
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw unreadable();
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    throw new ImageRejectedError('unreadable', {
      en: `Images may be at most ${MAX_IMAGE_SIDE} pixels on a side`,
      hi: `तस्वीर की लंबाई और चौड़ाई ज़्यादा से ज़्यादा ${MAX_IMAGE_SIDE} पिक्सेल हो सकती है`,
    });
  }
  try {
    return { width, height, variants: await webpVariants(sharp(input, options).rotate(), width) };
  } catch {
    throw unreadable();
  }
}

/**
 * Every storefront width cut from the same upright pixels. Each width key is stored even for a
 * small original, so each URL resolves; nothing is enlarged. Metadata (EXIF, GPS, ICC) is dropped
 * because sharp writes none unless asked.
 */
async function webpVariants(
  upright: Sharp,
  width: number,
  effort = WEBP_EFFORT,
): Promise<PreparedImage['variants']> {
  return Promise.all(
    IMAGE_WIDTHS.map(async (target) => ({
      width: target,
      bytes: await upright
        .clone()
        .resize({ width: Math.min(target, width), withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, effort })
        .toBuffer(),
    })),
  );
}

function checkBytes(input: Buffer): SniffedType {
  if (input.length === 0) throw unreadable();
  if (input.length > MAX_IMAGE_BYTES) {
    const megabytes = MAX_IMAGE_BYTES / (1024 * 1024);
    throw new ImageRejectedError('too-large', {
      en: `Images may be at most ${megabytes} MB`,
      hi: `हर तस्वीर ज़्यादा से ज़्यादा ${megabytes} MB की हो सकती है`,
    });
  }
  const sniffed = sniff(input);
  if (!sniffed) throw unsupported();
  return sniffed;
}

const hashOf = (input: Buffer) => createHash('sha256').update(input).digest('hex');

/**
 * The CPU half of storing: checks the picture by its content and makes its variants, touching no
 * database, so callers (the demo seed) may prepare several at once and write them in one transaction.
 */
export async function prepareImage(input: Buffer): Promise<PreparedImage> {
  const sniffed = checkBytes(input);
  return { contentHash: hashOf(input), ...(await toVariants(input, sniffed)) };
}

/**
 * Prepares pixels the server drew itself (the demo photos): no file to check or decode. The hash is
 * of the pixels, so the same drawing gives the same image.
 */
export async function preparePixels(
  data: Buffer,
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 },
  options: { effort?: number } = {},
): Promise<PreparedImage> {
  const contentHash = createHash('sha256')
    .update(`${info.width}x${info.height}x${info.channels}:`)
    .update(data)
    .digest('hex');
  return {
    contentHash,
    width: info.width,
    height: info.height,
    variants: await webpVariants(sharp(data, { raw: info }), info.width, options.effort),
  };
}

/** Writes a prepared picture; the same content already stored gives back the stored image. */
export async function savePreparedImage(
  db: Db,
  prepared: PreparedImage,
  options: { alt?: string } = {},
): Promise<StoredImage> {
  const alt = options.alt?.trim().slice(0, ALT_MAX_LENGTH) || null;
  const id = await db.transaction(async (tx) => {
    // A concurrent upload of the same bytes waits on the unique hash, then finds the winner's row.
    const [row] = await tx
      .insert(images)
      .values({ contentHash: prepared.contentHash, width: prepared.width, height: prepared.height, alt })
      .onConflictDoNothing({ target: images.contentHash })
      .returning({ id: images.id });
    if (!row) return undefined;
    await tx
      .insert(imageVariants)
      .values(
        prepared.variants.map((variant) => ({ imageId: row.id, width: variant.width, bytes: variant.bytes })),
      );
    return row.id;
  });
  if (id) return { id, url: imageUrl(id) };
  const winner = await findByHash(db, prepared.contentHash);
  if (!winner) throw new Error('Stored image vanished after a concurrent insert');
  return winner;
}

/**
 * Checks an uploaded picture by its content, and keeps it as WebP at every storefront width.
 * The same bytes stored twice give the same image id.
 */
export async function storeImage(
  db: Db,
  input: Buffer,
  options: { alt?: string } = {},
): Promise<StoredImage> {
  checkBytes(input);
  const existing = await findByHash(db, hashOf(input));
  if (existing) return existing;
  return savePreparedImage(db, await prepareImage(input), options);
}

const VARIANTS_PER_STATEMENT = 8;

/**
 * Writes many prepared pictures in a few statements (the demo seed's hundred photos), in order.
 * Content already stored is reused, as with one picture.
 */
export async function savePreparedImages(
  db: Db,
  items: { prepared: PreparedImage; alt?: string }[],
): Promise<StoredImage[]> {
  if (items.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = items.map(({ prepared, alt }) => ({
      contentHash: prepared.contentHash,
      width: prepared.width,
      height: prepared.height,
      alt: alt?.trim().slice(0, ALT_MAX_LENGTH) || null,
    }));
    const inserted = await tx
      .insert(images)
      .values(rows)
      .onConflictDoNothing({ target: images.contentHash })
      .returning({ id: images.id, contentHash: images.contentHash });
    const fresh = new Map(inserted.map((row) => [row.contentHash, row.id]));
    const variants = items.flatMap(({ prepared }) => {
      const imageId = fresh.get(prepared.contentHash);
      if (!imageId) return [];
      fresh.delete(prepared.contentHash);
      return prepared.variants.map((variant) => ({ imageId, width: variant.width, bytes: variant.bytes }));
    });
    // Small chunks (under a megabyte of image bytes a statement): the embedded database's memory
    // grows to its largest statement and never shrinks (decision 025).
    for (let start = 0; start < variants.length; start += VARIANTS_PER_STATEMENT) {
      await tx.insert(imageVariants).values(variants.slice(start, start + VARIANTS_PER_STATEMENT));
    }
    const hashes = [...new Set(items.map(({ prepared }) => prepared.contentHash))];
    const all = await tx
      .select({ id: images.id, contentHash: images.contentHash })
      .from(images)
      .where(inArray(images.contentHash, hashes));
    const byHash = new Map(all.map((row) => [row.contentHash, row.id]));
    return items.map(({ prepared }) => {
      const id = byHash.get(prepared.contentHash);
      if (!id) throw new Error('Stored image not found after insert');
      return { id, url: imageUrl(id) };
    });
  });
}

async function findByHash(db: Db, contentHash: string): Promise<StoredImage | undefined> {
  const [row] = await db
    .select({ id: images.id })
    .from(images)
    .where(eq(images.contentHash, contentHash))
    .limit(1);
  return row ? { id: row.id, url: imageUrl(row.id) } : undefined;
}
