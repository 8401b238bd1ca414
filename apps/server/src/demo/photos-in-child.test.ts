import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { demoPhotoSource, drawDemoPhotosInChild } from './photos-in-child.js';
import { drawDemoPhotos } from './seed-demo.js';

const quietLog = () => ({ info: vi.fn(), warn: vi.fn() });

describe('drawing the demo photos in a process of their own', () => {
  it("brings back each product's photos, every stored width, as drawing them here gives", async () => {
    const log = quietLog();
    const [inChild, here] = await Promise.all([drawDemoPhotosInChild(log, 2), drawDemoPhotos(2)]);
    // The paper grain is random noise, new in every process: compare the pictures' shape, not their pixels.
    const shape = (photos: typeof here) =>
      photos.map((pictures) =>
        pictures.map((picture) => ({
          width: picture.width,
          height: picture.height,
          widths: picture.variants.map((variant) => variant.width),
        })),
      );
    expect(shape(inChild)).toEqual(shape(here));
    for (const picture of inChild.flat()) {
      expect(picture.contentHash).toMatch(/^[0-9a-f]{64}$/);
      for (const variant of picture.variants) {
        expect(Buffer.isBuffer(variant.bytes)).toBe(true);
        // Demo photos are drawn at 768 px, so the 1024 variant is 768 wide (decision 018).
        const meta = await sharp(variant.bytes).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBeLessThanOrEqual(variant.width);
      }
    }
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ pictures: inChild.flat().length }),
      'Demo photos drawn in a separate process',
    );
  }, 60_000);

  it('draws them here, and says so, when the separate process cannot', async () => {
    const log = quietLog();
    const drawnHere = [[]];
    const source = demoPhotoSource(
      () => Promise.resolve(drawnHere),
      log,
      () => Promise.reject(new Error('no fork here')),
    );
    expect(await source()).toBe(drawnHere);
    expect(log.warn).toHaveBeenCalledOnce();
  });
});
