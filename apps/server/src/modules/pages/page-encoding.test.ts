import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage, preferredEncoding } from './page-encoding.js';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, as the browser allows', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('BR;q=0.8, GZIP')).toBe('br');
  });

  it('sends the page as it is when nothing we make is accepted', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('')).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding('br;q=0, gzip;q=0.0')).toBeUndefined();
  });
});

describe('encodePage', () => {
  it('gives bytes that decode to the same page', () => {
    const html = '<!doctype html><p>₹1,299 — Jhumka</p>'.repeat(50);
    expect(zlib.brotliDecompressSync(encodePage(html, 'br')).toString()).toBe(html);
    expect(zlib.gunzipSync(encodePage(html, 'gzip')).toString()).toBe(html);
  });
});
