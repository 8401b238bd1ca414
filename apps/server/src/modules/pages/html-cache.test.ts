import { describe, expect, it } from 'vitest';
import { etagOf, HtmlCache, matchesEtag, pageCacheKey } from './html-cache.js';

const page = (html: string) => ({ status: 200, html, etag: etagOf(html) });

describe('pageCacheKey', () => {
  it('is one key whatever the order of the query parameters', () => {
    expect(pageCacheKey('/jewelry?page=2&sub=jhumkas')).toBe(pageCacheKey('/jewelry?sub=jhumkas&page=2'));
    expect(pageCacheKey('/jewelry?sub=rings&sub=jhumkas')).toBe(
      pageCacheKey('/jewelry?sub=jhumkas&sub=rings'),
    );
  });

  it('leaves out the tracking parameters of shared links and ads', () => {
    const plain = pageCacheKey('/product/abc');
    expect(plain).toBe('/product/abc');
    for (const tracked of [
      '/product/abc?utm_source=whatsapp&utm_medium=share',
      '/product/abc?fbclid=IwAR0xyz',
      '/product/abc?gclid=1&UTM_CAMPAIGN=diwali',
    ]) {
      expect(pageCacheKey(tracked)).toBe(plain);
    }
    expect(pageCacheKey('/jewelry?utm_source=x&page=2')).toBe('/jewelry?page=2');
  });

  it('keeps apart what shows different things: path, parameter values, their names', () => {
    const keys = new Set(
      ['/jewelry', '/clothing', '/jewelry?page=2', '/jewelry?page=3', '/jewelry?price=0-500', '/Jewelry'].map(
        pageCacheKey,
      ),
    );
    expect(keys.size).toBe(6);
  });

  it('reads a path that starts with two slashes as a path, not a host', () => {
    expect(pageCacheKey('//evil.example/jewelry?page=2')).toBe('/evil.example/jewelry?page=2');
  });
});

describe('ETag', () => {
  it('changes with the HTML and matches If-None-Match in its usual forms', () => {
    const etag = etagOf('<p>₹1,299</p>');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(etagOf('<p>₹1,199</p>')).not.toBe(etag);
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`W/${etag}`, etag)).toBe(true);
    expect(matchesEtag(`"other", ${etag}`, etag)).toBe(true);
    expect(matchesEtag('"other"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});

describe('HtmlCache', () => {
  it('keeps rendered pages until cleared (a catalogue change)', async () => {
    const cache = new HtmlCache();
    await cache.load('/a', async () => page('a'));
    expect(cache.get('/a')?.html).toBe('a');
    cache.clear();
    expect(cache.get('/a')).toBeUndefined();
  });

  it('does not keep a page whose render was under way when the catalogue changed', async () => {
    const cache = new HtmlCache();
    let finish!: () => void;
    const rendering = cache.load(
      '/a',
      () => new Promise((resolve) => (finish = () => resolve(page('old price')))),
    );
    cache.clear();
    finish();
    // The visitor who asked still gets it; the next one gets a new render.
    expect((await rendering)?.html).toBe('old price');
    expect(cache.get('/a')).toBeUndefined();
  });

  it('does not keep a failed render', async () => {
    const cache = new HtmlCache();
    await cache.load('/a', async () => undefined);
    expect(cache.size).toBe(0);
  });

  it('forgets the least recently used page beyond its size', async () => {
    const cache = new HtmlCache(2);
    await cache.load('/a', async () => page('a'));
    await cache.load('/b', async () => page('b'));
    cache.get('/a');
    await cache.load('/c', async () => page('c'));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')?.html).toBe('a');
    expect(cache.get('/c')?.html).toBe('c');
  });
});
