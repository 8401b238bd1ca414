import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { loadConfig } from '../config.js';
import { createUserWithSession } from '../../test/support/fixtures.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';

let t: TestApp;
let port: number;

const REQUEST_TIMEOUT_MS = 2000;
const HEADERS_TIMEOUT_MS = 1000;
const KEEP_ALIVE_TIMEOUT_MS = 1000;

beforeAll(async () => {
  t = await createTestApp({
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  port = address.port;
});
afterAll(async () => {
  await t.close();
});

interface Outcome {
  /** Everything the server wrote before it closed the connection. */
  text: string;
  /** Milliseconds from connecting to the close. */
  closedAfterMs: number;
}

/**
 * Opens a raw connection, sends `head` at once and then `trickle` one byte every `everyMs`, and
 * resolves when the server closes the connection (or after `giveUpMs`).
 */
function slowClient(head: string, trickle: string, everyMs: number, giveUpMs = 15_000): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ text, closedAfterMs: Date.now() - started });
    };
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${giveUpMs} ms; received: ${text}`));
    }, giveUpMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('close', finish);
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < trickle.length && socket.writable) socket.write(trickle[sent++]!);
      }, everyMs);
    });
  });
}

const bodyOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as unknown;

describe('slow clients', () => {
  it('cuts off a body trickled byte by byte with 408 in the envelope', async () => {
    const body = JSON.stringify({ email: 'slow@example.test', password: 'mango-chutney-41' });
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`;
    const outcome = await slowClient(head, body, 300);
    expect(outcome.text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(bodyOf(outcome.text)).toEqual({
      success: false,
      code: 'REQUEST_TIMEOUT',
      message: 'The request took too long to arrive.',
    });
    // Cut at the request timeout (checked every second at most), not when the body was done.
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(outcome.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2500);
  });

  it('cuts off headers that trickle in with 408', async () => {
    const outcome = await slowClient('GET /api/health HTTP/1.1\r\n', 'X-Slow: 1111111111111111\r\n', 200);
    expect(outcome.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(outcome.text)).toMatchObject({ success: false, code: 'REQUEST_TIMEOUT' });
    expect(outcome.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 2500);
  });

  it('answers a prompt client and then closes its idle keep-alive connection', async () => {
    const outcome = await slowClient('GET /api/health HTTP/1.1\r\nHost: shop.test\r\n\r\n', '', 1000);
    expect(outcome.text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(outcome.text).toMatch(/keep-alive/i);
    expect(outcome.closedAfterMs).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS + 4000);
  });

  it('lets a staff picture upload take longer than the request limit (phones on mobile data)', async () => {
    const staff = await createUserWithSession(t.db, 'admin');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const boundary = 'slowupload';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const head =
      `POST /api/upload/product HTTP/1.1\r\nHost: shop.test\r\nAuthorization: ${staff.authorization}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`;
    // The body arrives in 8 pieces over about 3 s: longer than REQUEST_TIMEOUT_MS, steady all along.
    const text = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        answer += chunk;
        if (answer.includes('\r\n\r\n{') && answer.trim().endsWith('}')) socket.end();
      });
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
      socket.on('connect', () => {
        socket.write(head);
        const size = Math.ceil(body.length / 8);
        let piece = 0;
        const timer = setInterval(
          () => {
            socket.write(body.subarray(piece * size, (piece + 1) * size));
            piece += 1;
            if (piece === 8) clearInterval(timer);
          },
          (REQUEST_TIMEOUT_MS * 1.5) / 8,
        );
      });
    });
    expect(text).toMatch(/^HTTP\/1\.1 201 Created\r\n/);
    expect(bodyOf(text)).toMatchObject({ success: true, data: { images: [expect.any(Object)] } });
  });

  it('has defaults that cut a 1-byte-every-3-s body well before 30 s', () => {
    const { timeouts } = loadConfig({});
    expect(timeouts.requestMs).toBeLessThanOrEqual(20_000);
    expect(timeouts.headersMs).toBeLessThanOrEqual(timeouts.requestMs);
    // Ten 4 MB photos at 2 Mbit/s upload take about 160 s.
    expect(timeouts.uploadMs).toBeGreaterThanOrEqual(180_000);
    expect(timeouts.keepAliveMs).toBeGreaterThan(0);
  });
});
