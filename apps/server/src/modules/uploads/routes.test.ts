import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

let t: TestApp;
let adminAuth: string;
let customerAuth: string;

beforeAll(async () => {
  t = await createTestApp();
  adminAuth = (await createUserWithSession(t.db, 'admin')).authorization;
  customerAuth = (await createUserWithSession(t.db, 'customer')).authorization;
});

afterAll(async () => {
  await t.close();
});

interface FilePart {
  field?: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser's FormData would send it. */
function multipart(files: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----shop-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'images'}"; ` +
          `filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const picture = (colour: string, format: 'png' | 'jpeg') => {
  const canvas = sharp({ create: { width: 40, height: 30, channels: 3, background: colour } });
  return (format === 'png' ? canvas.png() : canvas.jpeg()).toBuffer();
};

async function upload(files: FilePart[], url = '/api/upload/product', auth = adminAuth) {
  const body = multipart(files);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, authorization: auth },
  });
}

const imageCount = async () => (await t.db.select({ id: images.id }).from(images)).length;

describe('POST /api/upload/product', () => {
  it('stores PNG and JPEG pictures and answers 201 with working image URLs', async () => {
    const response = await upload([
      { filename: 'a.png', type: 'image/png', bytes: await picture('#c0392b', 'png') },
      { filename: 'b.jpg', type: 'image/jpeg', bytes: await picture('#2980b9', 'jpeg') },
    ]);
    expect(response.statusCode).toBe(201);
    const body = json(response);
    expect(body.success).toBe(true);
    expect(body.data.images).toHaveLength(2);
    for (const image of body.data.images) {
      expect(image.url).toBe(`/images/${image.id}/640.webp`);
      const served = await t.app.inject({ method: 'GET', url: image.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 40, height: 30 });
    }
  });

  it('answers on every declared path', async () => {
    const bytes = await picture('#27ae60', 'png');
    for (const url of ['/api/upload', '/api/upload/products', '/api/upload/category']) {
      const response = await upload([{ filename: 'c.png', type: 'image/png', bytes }], url);
      expect(response.statusCode).toBe(201);
    }
  });

  it('lets no customer store images, on any path', async () => {
    const before = await imageCount();
    const bytes = await picture('#d35400', 'png');
    const files = Array.from({ length: 10 }, (_, i) => ({ filename: `${i}.png`, type: 'image/png', bytes }));
    for (const url of [
      '/api/upload',
      '/api/upload/product',
      '/api/upload/products',
      '/api/upload/category',
    ]) {
      const refused = await upload(files, url, customerAuth);
      expect(refused.statusCode).toBe(403);
      expect(json(refused)).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    // The avatar upload is gone: nothing in the shop showed the pictures it kept.
    const avatar = await upload(files, '/api/upload/avatar', customerAuth);
    expect(avatar.statusCode).toBe(404);
    expect(await imageCount()).toBe(before);
  });

  it('refuses an SVG (even one claiming to be a PNG) with 415, storing nothing of the request', async () => {
    const before = await imageCount();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const response = await upload([
      { filename: 'ok.png', type: 'image/png', bytes: await picture('#8e44ad', 'png') },
      { filename: 'x.png', type: 'image/png', bytes: svg },
    ]);
    expect(response.statusCode).toBe(415);
    expect(json(response)).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const text = await upload([{ filename: 'notes.txt', type: 'text/plain', bytes: Buffer.from('hello') }]);
    expect(text.statusCode).toBe(415);
    expect(await imageCount()).toBe(before);
  });

  it('refuses 11 files with 422', async () => {
    const before = await imageCount();
    const bytes = await picture('#f39c12', 'png');
    const files = Array.from({ length: 11 }, (_, i) => ({ filename: `${i}.png`, type: 'image/png', bytes }));
    const response = await upload(files);
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Maximum 10 images allowed per upload',
      details: [{ field: 'images', message: 'Maximum 10 images allowed per upload' }],
    });
    expect(await imageCount()).toBe(before);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const before = await imageCount();
    const png = await picture('#16a085', 'png');
    const huge = Buffer.concat([png, randomBytes(5 * 1024 * 1024)]);
    const response = await upload([{ filename: 'big.png', type: 'image/png', bytes: huge }]);
    expect(response.statusCode).toBe(413);
    expect(json(response)).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(await imageCount()).toBe(before);
  });

  it('refuses a request that is not multipart with 415, and one with no files with 422', async () => {
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/upload/product',
      payload: { images: ['x'] },
      headers: { authorization: adminAuth },
    });
    expect(asJson.statusCode).toBe(415);
    expect(json(asJson)).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const empty = await upload([]);
    expect(empty.statusCode).toBe(422);
    const wrongField = await upload([
      { field: 'file', filename: 'a.png', type: 'image/png', bytes: await picture('#000000', 'png') },
    ]);
    expect(wrongField.statusCode).toBe(422);
  });

  it('leaves JSON routes refusing multipart bodies', async () => {
    const body = multipart([
      { filename: 'a.png', type: 'image/png', bytes: await picture('#111111', 'png') },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: body.payload,
      headers: { ...body.headers, authorization: adminAuth },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('upload quota per staff member', () => {
  const QUOTA = 3;
  let q: TestApp;
  let staff: string;
  let colleague: string;

  beforeAll(async () => {
    q = await createTestApp({ UPLOAD_QUOTA_PER_HOUR: String(QUOTA) });
    staff = (await createUserWithSession(q.db, 'admin')).authorization;
    colleague = (await createUserWithSession(q.db, 'admin')).authorization;
  });
  afterAll(async () => {
    await q.close();
  });

  const send = async (count: number, auth: string, seed: number) => {
    const files = [];
    for (let i = 0; i < count; i += 1) {
      const colour = `#${(seed * 16 + i).toString(16).padStart(6, '0')}`;
      files.push({ filename: `${i}.png`, type: 'image/png', bytes: await picture(colour, 'png') });
    }
    const body = multipart(files);
    return q.app.inject({
      method: 'POST',
      url: '/api/upload/product',
      payload: body.payload,
      headers: { ...body.headers, authorization: auth },
    });
  };
  const stored = async () => (await q.db.select({ id: images.id }).from(images)).length;

  it('answers 429 with Retry-After once a staff member has used the hour’s pictures, storing nothing', async () => {
    expect((await send(2, staff, 1)).statusCode).toBe(201);
    const before = await stored();
    const over = await send(2, staff, 2);
    expect(over.statusCode).toBe(429);
    expect(json(over)).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(json(over).message).toMatch(/^Too many pictures\. Please try again in /);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored()).toBe(before);
    // What is left of the quota can still be used, and a colleague has their own.
    expect((await send(1, staff, 3)).statusCode).toBe(201);
    expect((await send(1, staff, 4)).statusCode).toBe(429);
    expect((await send(3, colleague, 5)).statusCode).toBe(201);
  });

  it('does not count an upload that was refused for its content', async () => {
    const fresh = (await createUserWithSession(q.db, 'admin')).authorization;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (let i = 0; i < QUOTA + 1; i += 1) {
      const body = multipart([{ filename: 'x.png', type: 'image/png', bytes: svg }]);
      const refused = await q.app.inject({
        method: 'POST',
        url: '/api/upload/product',
        payload: body.payload,
        headers: { ...body.headers, authorization: fresh },
      });
      expect(refused.statusCode).toBe(415);
    }
    expect((await send(QUOTA, fresh, 6)).statusCode).toBe(201);
  });
});
