import type { ImageVariant } from './service.js';

/**
 * Recently served image variants, bounded by total bytes. Variants are immutable, so entries
 * never go stale; an image deleted meanwhile is at worst served until it is evicted.
 */
export class VariantCache {
  private readonly entries = new Map<string, ImageVariant>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  get(key: string): ImageVariant | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, variant: ImageVariant): void {
    if (variant.bytes.length > this.maxBytes / 8) return;
    this.delete(key);
    this.entries.set(key, variant);
    this.bytes += variant.bytes.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes.length;
    this.entries.delete(key);
  }
}
