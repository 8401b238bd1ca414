import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { demoPictureJobs, drawDemoPhotos } from './demo-photos.js';
import { drawDemoPhotosInChild } from './photos-in-child.js';

describe('drawing the demo photos in a process of their own', () => {
  it("brings back each asked job's photos, every stored width, as drawing them here gives", async () => {
    const log = { info: vi.fn() };
    const jobs = [1, demoPictureJobs().length - 1];
    const [inChild, here] = await Promise.all([drawDemoPhotosInChild(jobs, log), drawDemoPhotos(jobs)]);
    // The paper grain is random noise, new in every process: compare the pictures' shape, not their pixels.
    const shape = (photos: typeof here) =>
      photos.map((pictures) => pictures.map((variants) => variants.map((variant) => variant.width)));
    expect(shape(inChild)).toEqual(shape(here));
    expect(inChild.map((pictures) => pictures.length)).toEqual(
      jobs.map((job) => demoPictureJobs()[job]?.count),
    );
    for (const variant of inChild.flat(2)) {
      expect(Buffer.isBuffer(variant.bytes)).toBe(true);
      // Demo photos are drawn at 768 px, so the 1024 variant is 768 wide (decision 018).
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBeLessThanOrEqual(variant.width);
    }
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ pictures: inChild.flat().length }),
      'Demo photos drawn in a separate process',
    );
  }, 60_000);

  it('stops drawing when asked to', async () => {
    const stop = new AbortController();
    const drawing = drawDemoPhotosInChild([0, 1, 2, 3], undefined, stop.signal);
    stop.abort();
    await expect(drawing).rejects.toThrow();
  });
});
