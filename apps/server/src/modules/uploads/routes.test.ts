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

  it('answers on every declared path, and lets any signed-in user upload an avatar', async () => {
    const bytes = await picture('#27ae60', 'png');
    for (const url of ['/api/upload', '/api/upload/products', '/api/upload/category']) {
      const response = await upload([{ filename: 'c.png', type: 'image/png', bytes }], url);
      expect(response.statusCode).toBe(201);
    }
    const avatar = await upload(
      [{ filename: 'me.png', type: 'image/png', bytes }],
      '/api/upload/avatar',
      customerAuth,
    );
    expect(avatar.statusCode).toBe(201);
    const refused = await upload(
      [{ filename: 'c.png', type: 'image/png', bytes }],
      '/api/upload/product',
      customerAuth,
    );
    expect(refused.statusCode).toBe(403);
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
