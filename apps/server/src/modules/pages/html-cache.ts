import { createHash } from 'node:crypto';
import type { PageEncoding } from './page-encoding.js';

/** A rendered page as it is sent: its status, the whole HTML and the HTML's hash (or a redirect). */
export interface CachedPage {
  status: number;
  html: string;
  etag: string;
  /** Where a redirect leads (`/search` → `/`); html and etag are empty then. */
  location?: string;
  /** The html compressed, per encoding, made on the first request that asks for it. */
  encoded?: Partial<Record<PageEncoding, Buffer>>;
}

/**
 * Query parameters that say where a visitor came from (a WhatsApp or Facebook share, an ad) and
 * never change what a page shows: they are left out of the key, so a shared link still hits.
 */
const TRACKING_PARAM = /^(utm_.+|fbclid|gclid|gbraid|wbraid|msclkid|igshid|mc_cid|mc_eid|ref)$/i;

/**
 * The cache key of a page address: its path and its query parameters in a fixed order, without
 * tracking parameters. `/jewelry?price=500-1000&page=2` and `/jewelry?page=2&price=500-1000` are one
 * page (the storefront reads parameters by name, never by position).
 */
export function pageCacheKey(url: string): string {
  // `//host/path` is a path here, never another host.
  const parsed = new URL(url.replace(/^\/+/, '/'), 'http://page.key');
  const params = [...parsed.searchParams]
    .filter(([name]) => !TRACKING_PARAM.test(name))
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  const query = new URLSearchParams(params).toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

export function etagOf(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

/** True when the client's If-None-Match names this ETag (weak or strong, alone or in a list). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Server-rendered pages for anonymous visitors (every page request is one: the session lives in the
 * browser), least recently used out first. `clear()` runs on every catalogue change; a render that
 * was under way when it ran is not stored, since it may have read the catalogue before the change.
 */
export class HtmlCache {
  private readonly pages = new Map<string, CachedPage>();
  private generation = 0;

  constructor(private readonly maxPages = 300) {}

  get size(): number {
    return this.pages.size;
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      // Re-inserting keeps the Map in least-recently-used order.
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  /** Renders through `render` and keeps the result, unless the catalogue changed meanwhile. */
  async load(key: string, render: () => Promise<CachedPage | undefined>): Promise<CachedPage | undefined> {
    const startedAt = this.generation;
    const page = await render();
    if (page && startedAt === this.generation) {
      this.pages.delete(key);
      this.pages.set(key, page);
      while (this.pages.size > this.maxPages) {
        const oldest = this.pages.keys().next().value;
        if (oldest === undefined) break;
        this.pages.delete(oldest);
      }
    }
    return page;
  }

  clear(): void {
    this.generation += 1;
    this.pages.clear();
  }
}
