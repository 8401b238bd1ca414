/**
 * localStorage that never throws: private modes and full quotas fail quietly, and a value that is not
 * valid JSON (or fails the caller's check) is removed so the app starts clean instead of crashing.
 */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  wishlist: 'wishlist',
  /** A guest's cart: variant and quantity per line, priced by the server on every view (decision 040). */
  guestCart: 'guest-cart',
} as const;

export function readString(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the in-memory state still works for this visit.
  }
}

export function removeKey(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do when storage is unavailable.
  }
}

export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isValid(parsed)) return parsed;
  } catch {
    // Falls through: an unparseable value is discarded below.
  }
  removeKey(key);
  return null;
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}
