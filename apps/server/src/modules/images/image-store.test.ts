import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { images, imageVariants } from '../../db/schema/index.js';
import { createTestDatabase } from '../../../test/support/test-database.js';
import { ImageRejectedError, imageUrl, MAX_IMAGE_BYTES, storeImage } from './image-store.js';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A picture with some detail, so encoders keep real bytes. */
function picture(width: number, height: number, colour = '#b5532f') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#f1e8d8"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="${colour}"/></svg>`;
  return sharp(Buffer.from(svg));
}

async function variantsOf(id: string) {
  return database.db.select().from(imageVariants).where(eq(imageVariants.imageId, id));
}

async function imageCount() {
  return database.db.$count(images);
}

async function rejection(input: Buffer): Promise<ImageRejectedError> {
  const error = await storeImage(database.db, input).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return error as ImageRejectedError;
}

describe('storeImage', () => {
  it('keeps a PNG as WebP at every storefront width, never enlarged', async () => {
    const png = await picture(800, 800).png().toBuffer();
    const stored = await storeImage(database.db, png, { alt: 'Terracotta circle' });
    expect(stored.url).toBe(`/images/${stored.id}/640.webp`);
    expect(imageUrl(stored.id, 320)).toBe(`/images/${stored.id}/320.webp`);

    const [row] = await database.db.select().from(images).where(eq(images.id, stored.id));
    expect(row).toMatchObject({ width: 800, height: 800, alt: 'Terracotta circle' });
    const variants = await variantsOf(stored.id);
    expect(variants.map((variant) => variant.width).sort((a, b) => a - b)).toEqual([...IMAGE_WIDTHS]);
    for (const variant of variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(variant.contentType).toBe('image/webp');
      expect(meta.width).toBe(Math.min(variant.width, 800));
    }
  });

  it('accepts JPEG, rotates it upright and strips its metadata', async () => {
    const jpeg = await picture(600, 400, '#1f5f5b')
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Studio', Artist: 'Someone' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const stored = await storeImage(database.db, jpeg);
    const [row] = await database.db.select().from(images).where(eq(images.id, stored.id));
    // Orientation 6 means "turn a quarter": the upright picture is portrait.
    expect(row).toMatchObject({ width: 400, height: 600 });
    for (const variant of await variantsOf(stored.id)) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.width).toBe(Math.min(variant.width, 400));
      expect(meta.height).toBeGreaterThan(meta.width);
      expect(variant.bytes.includes(Buffer.from('Secret Studio'))).toBe(false);
    }
  });

  it('accepts WebP and stores the same bytes only once', async () => {
    const webp = await picture(300, 200, '#2d3a6b').webp().toBuffer();
    const before = await imageCount();
    const first = await storeImage(database.db, webp);
    const second = await storeImage(database.db, webp);
    expect(second.id).toBe(first.id);
    expect(await imageCount()).toBe(before + 1);
    // Every width key exists even for a small original, so each URL resolves.
    expect((await variantsOf(first.id)).map((variant) => variant.width).sort((a, b) => a - b)).toEqual([
      ...IMAGE_WIDTHS,
    ]);
  });

  it('refuses SVG, text and other files by content with 415, storing nothing', async () => {
    const before = await imageCount();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const gif = await picture(20, 20).gif().toBuffer();
    for (const input of [svg, Buffer.from('just some text, not a picture'), gif]) {
      const error = await rejection(input);
      expect(error.statusCode).toBe(415);
      expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(error.message).toBe('Only JPEG, PNG, WebP or AVIF images can be uploaded');
    }
    expect(await imageCount()).toBe(before);
  });

  it('refuses a PNG header on other content (a disguised file) with 415', async () => {
    const svgWithPngName = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from('<svg/>')]);
    expect((await rejection(svgWithPngName)).statusCode).toBe(415);
  });

  it('refuses truncated files with 422, storing nothing', async () => {
    const before = await imageCount();
    const png = await picture(400, 400).png().toBuffer();
    const jpeg = await picture(400, 400).jpeg().toBuffer();
    for (const input of [
      png.subarray(0, Math.floor(png.length / 2)),
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
    ]) {
      const error = await rejection(input);
      expect(error.statusCode).toBe(422);
      expect(error.message).toMatch(/could not be read/);
    }
    expect(await imageCount()).toBe(before);
  });

  it('refuses files over 5 MB with 413 and pictures over 8000 px with 422', async () => {
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    const tooBig = await rejection(big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.message).toBe('Images may be at most 5 MB');

    const wide = await sharp({ create: { width: 8001, height: 8, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const tooWide = await rejection(wide);
    expect(tooWide.statusCode).toBe(422);
    expect(tooWide.message).toMatch(/8000 pixels/);
  });
});
