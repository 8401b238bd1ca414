import { describe, expect, it } from 'vitest';
import { createCheckoutAttempt, newIdempotencyKey } from './checkout-attempt';

describe('createCheckoutAttempt', () => {
  it('keeps one key across retries until the order succeeds, then starts a new one', () => {
    let made = 0;
    const attempt = createCheckoutAttempt(() => `key-${++made}-abcdef`);
    const first = attempt.key();
    expect(attempt.key()).toBe(first);
    expect(attempt.key()).toBe(first);
    attempt.succeeded();
    expect(attempt.key()).not.toBe(first);
    expect(made).toBe(2);
  });

  it('makes keys the server accepts', () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });
});
