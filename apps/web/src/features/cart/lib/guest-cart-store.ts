import { MAX_GUEST_LINES, MAX_LINE_QUANTITY, type GuestCartLine } from '@shop/domain';
import { useSyncExternalStore } from 'react';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from '@/lib/storage';
import { rememberVisit } from '@/lib/visit-hint-cookie';

/**
 * A guest's cart (decision 040): which variant and how many, one line per variant, kept in this
 * browser's storage. No prices: the server prices the lines on every view (`POST /api/cart/quote`).
 * Shared by every tab: a change in one shows in the others.
 */

const NONE: readonly GuestCartLine[] = [];
const UUID = /^[0-9a-f-]{36}$/i;

function isLines(value: unknown): value is GuestCartLine[] {
  return (
    Array.isArray(value) &&
    value.every(
      (line: Partial<GuestCartLine> | null) =>
        typeof line?.productId === 'string' &&
        UUID.test(line.productId) &&
        typeof line.variantId === 'string' &&
        UUID.test(line.variantId) &&
        Number.isInteger(line.quantity) &&
        (line.quantity ?? 0) >= 1 &&
        (line.quantity ?? 0) <= MAX_LINE_QUANTITY,
    )
  );
}

let current: readonly GuestCartLine[] | null = null;
const listeners = new Set<() => void>();

function snapshot(): readonly GuestCartLine[] {
  current ??= readJson(STORAGE_KEYS.guestCart, isLines) ?? NONE;
  return current;
}

function save(next: readonly GuestCartLine[]): void {
  current = next.length ? next : NONE;
  if (next.length) writeJson(STORAGE_KEYS.guestCart, next);
  else removeKey(STORAGE_KEYS.guestCart);
  // The next page the server renders paints this cart's lines (decision 064).
  rememberVisit();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.guestCart) return;
    current = null;
    listener();
  };

  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);

    window.removeEventListener('storage', onStorage);
  };
}

export const guestCart = {
  lines: snapshot,
  /** Units of a variant already in the cart. */
  quantityOf: (variantId: string) => snapshot().find((line) => line.variantId === variantId)?.quantity ?? 0,
  /** Adds to the variant's line (a new line goes last), up to the line limit; false when the cart is full. */
  add(line: GuestCartLine): boolean {
    const lines = snapshot();
    const seen = lines.find((candidate) => candidate.variantId === line.variantId);
    if (!seen && lines.length >= MAX_GUEST_LINES) return false;
    save(
      seen
        ? lines.map((candidate) =>
            candidate === seen
              ? { ...seen, quantity: Math.min(MAX_LINE_QUANTITY, seen.quantity + line.quantity) }
              : candidate,
          )
        : [...lines, line],
    );
    return true;
  },
  /** Sets a line's quantity; below 1 removes it (the signed-in cart's rule). */
  setQuantity(variantId: string, quantity: number): void {
    const lines = snapshot();
    save(
      quantity < 1
        ? lines.filter((line) => line.variantId !== variantId)
        : lines.map((line) =>
            line.variantId === variantId
              ? { ...line, quantity: Math.min(MAX_LINE_QUANTITY, quantity) }
              : line,
          ),
    );
  },
  /** Forgets lines the server no longer knows. */
  drop(variantIds: readonly string[]): void {
    save(snapshot().filter((line) => !variantIds.includes(line.variantId)));
  },
  clear(): void {
    save(NONE);
  },
};

/** The guest cart's lines, kept up to date; none while the page is rendered on the server. */
export function useGuestCartLines(): readonly GuestCartLine[] {
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}
