import type { Product } from '@shop/domain';
import { readJson, readString, removeKey, STORAGE_KEYS, writeJson } from '@/lib/storage';

/** The whole product as it was when saved (wishlist items are whole product objects). */
export type WishlistItem = Pick<Product, 'id' | 'name'> & Partial<Product>;

function isWishlist(value: unknown): value is WishlistItem[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as { id?: unknown }).id === 'string' &&
        typeof (item as { name?: unknown }).name === 'string',
    )
  );
}

const EMPTY: WishlistItem[] = [];
let cachedRaw: string | null | undefined;
let cachedItems: WishlistItem[] = EMPTY;
const listeners = new Set<() => void>();

/** Reads storage only when its text changed, so every caller gets the same array until a change. */
export function getWishlist(): WishlistItem[] {
  const raw = readString(STORAGE_KEYS.wishlist);
  if (raw === cachedRaw) return cachedItems;
  // An unparseable or malformed value is discarded by readJson and the list starts empty.
  cachedItems = readJson(STORAGE_KEYS.wishlist, isWishlist) ?? EMPTY;
  cachedRaw = readString(STORAGE_KEYS.wishlist);
  return cachedItems;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function save(items: WishlistItem[]): void {
  writeJson(STORAGE_KEYS.wishlist, items);
  notify();
}

export function subscribeWishlist(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the list: storage events only fire in the other tabs.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.wishlist || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function isInWishlist(id: string): boolean {
  return getWishlist().some((item) => item.id === id);
}

export function addToWishlist(product: WishlistItem): void {
  const items = getWishlist();
  if (items.some((item) => item.id === product.id)) return;
  save([...items, product]);
}

export function removeFromWishlist(id: string): void {
  const items = getWishlist();
  if (!items.some((item) => item.id === id)) return;
  save(items.filter((item) => item.id !== id));
}

/** Adds an absent product, removes a present one. */
export function toggleWishlist(product: WishlistItem): void {
  if (isInWishlist(product.id)) removeFromWishlist(product.id);
  else addToWishlist(product);
}

export function clearWishlist(): void {
  save([]);
}

/** Empties the browser's list without a word: it has just joined the account's (decision 034). */
export function forgetBrowserWishlist(): void {
  removeKey(STORAGE_KEYS.wishlist);
  notify();
}
