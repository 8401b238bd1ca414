/**
 * A bounded, least-recently-used cache of serialized catalogue answers. Concurrent misses of one
 * key share a single load. `clear()` (on any catalogue change) drops loads already running too,
 * so nothing read before a change is kept after it.
 */
export class CatalogCache {
  private readonly entries = new Map<string, { value: Promise<string>; expiresAt: number }>();
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxEntries = 500,
    /** A safety net only: changes clear the cache at once through notifications. */
    private readonly ttlMs = 5 * 60_000,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  async get(key: string, load: () => Promise<string>): Promise<{ value: string; hit: boolean }> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now) {
      this.hits += 1;
      // Re-inserting keeps the Map in least-recently-used order.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return { value: await entry.value, hit: true };
    }
    this.misses += 1;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    try {
      return { value: await value, hit: false };
    } catch (error) {
      // Errors (such as 'Product not found') are not remembered.
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
      throw error;
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
