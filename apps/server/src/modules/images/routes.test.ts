import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImage } from '../../../test/support/catalog-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

let t: TestApp;
let image: Awaited<ReturnType<typeof createImage>>;

beforeAll(async () => {
  t = await createTestApp();
  image = await createImage(t.db);
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /images/:imageId/:width.webp', () => {
  it('serves the stored bytes of each width, cacheable for a year', async () => {
    for (const width of [320, 640, 1024]) {
      const res = await get(`/images/${image.id}/${width}.webp`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag).toBeTruthy();
      expect(res.rawPayload.equals(image.bytes.get(width)!)).toBe(true);
    }
    // Served again from memory, still the same bytes.
    const again = await get(`/images/${image.id}/640.webp`);
    expect(again.rawPayload.equals(image.bytes.get(640)!)).toBe(true);
  });

  it('answers 304 when the browser already has it', async () => {
    const first = await get(`/images/${image.id}/320.webp`);
    const res = await get(`/images/${image.id}/320.webp`, { 'if-none-match': String(first.headers.etag) });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
  });

  it.each([
    ['an unknown id', '/images/00000000-0000-4000-8000-000000000000/640.webp'],
    ['a width not stored', `/images/IMAGE/500.webp`],
    ['a width that is not a number', `/images/IMAGE/abc.webp`],
    ['an id that is not a uuid', '/images/not-an-id/640.webp'],
    ['an id with SQL in it', `/images/${encodeURIComponent("1' or '1'='1")}/640.webp`],
    ['another extension', `/images/IMAGE/640.png`],
  ])('answers 404 for %s', async (_label, url) => {
    const res = await get(url.replace('IMAGE', image.id));
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('GET /images/:imageId/share.jpg', () => {
  it('draws the link preview as a 1200×630 JPEG without metadata, cacheable for a year', async () => {
    // A real square picture, as the store keeps it: terracotta on sand.
    const square = (width: number) =>
      sharp({ create: { width, height: width, channels: 3, background: '#b5532f' } })
        .withExif({ IFD0: { Artist: 'Secret Studio' } })
        .webp()
        .toBuffer();
    const bytes = new Map<number, Buffer>();
    for (const width of [320, 640, 1024]) bytes.set(width, await square(width));
    const picture = await createImage(t.db, { bytes: (width) => bytes.get(width)! });

    const res = await get(`/images/${picture.id}/share.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(meta.exif).toBeUndefined();
    // Fitted whole, not cropped: the square sits in the middle with the shop's ivory beside it.
    const { data } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * 1200 + x) * 3, (y * 1200 + x) * 3 + 3)];
    expect(at(600, 315)).toEqual([
      expect.closeTo(0xb5, -1),
      expect.closeTo(0x53, -1),
      expect.closeTo(0x2f, -1),
    ]);
    expect(at(10, 315)).toEqual([
      expect.closeTo(0xfb, -1),
      expect.closeTo(0xf7, -1),
      expect.closeTo(0xf0, -1),
    ]);

    const again = await get(`/images/${picture.id}/share.jpg`, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404, not 500, when the stored picture cannot be decoded', async () => {
    const broken = await createImage(t.db, { bytes: () => Buffer.from('not a picture at all') });
    const res = await get(`/images/${broken.id}/share.jpg`);
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it.each([
    ['an unknown id', '/images/00000000-0000-4000-8000-000000000000/share.jpg'],
    ['an id that is not a uuid', '/images/not-an-id/share.jpg'],
    ['another extension', `/images/IMAGE/share.png`],
  ])('answers 404 for %s', async (_label, url) => {
    const res = await get(url.replace('IMAGE', image.id));
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
