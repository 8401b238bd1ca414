/** A random key for the Idempotency-Key header; randomUUID needs a secure page, so fall back. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface CheckoutAttempt {
  /** The key of the current attempt, made on first use and then the same until it succeeds. */
  key(): string;
  /** The order exists: the next checkout is a new attempt with a new key. */
  succeeded(): void;
}

/**
 * One checkout attempt keeps one Idempotency-Key across retries and double-clicks, so the server
 * makes one order however often the same submit reaches it (decision 006).
 */
export function createCheckoutAttempt(generate: () => string = newIdempotencyKey): CheckoutAttempt {
  let current: string | null = null;
  return {
    key() {
      current ??= generate();
      return current;
    },
    succeeded() {
      current = null;
    },
  };
}
