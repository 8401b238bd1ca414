import { describe, expect, it } from 'vitest';
import { formatVisitHint, hasVisitHint, parseVisitHint, visitHintFromCookies } from './visit-hint.js';

describe('the visit hint cookie', () => {
  it('writes a member, and a guest with the lines of the cart capped at three', () => {
    expect(formatVisitHint({ kind: 'member' })).toBe('member');
    expect(formatVisitHint({ kind: 'guest', lines: 0 })).toBe('guest.0');
    expect(formatVisitHint({ kind: 'guest', lines: 2 })).toBe('guest.2');
    expect(formatVisitHint({ kind: 'guest', lines: 40 })).toBe('guest.3');
  });

  it('reads back what it writes', () => {
    for (const hint of [
      { kind: 'member' },
      { kind: 'guest', lines: 0 },
      { kind: 'guest', lines: 3 },
    ] as const) {
      expect(parseVisitHint(formatVisitHint(hint))).toEqual(hint);
    }
  });

  it('caps a bigger count written by hand, and ignores anything it did not write', () => {
    expect(parseVisitHint('guest.12')).toEqual({ kind: 'guest', lines: 3 });
    for (const value of [
      undefined,
      '',
      'guest',
      'guest.',
      'guest.-1',
      'guest.1.5',
      'guest.99999',
      'admin',
      'Member',
    ]) {
      expect(parseVisitHint(value)).toBeUndefined();
    }
  });

  it('finds the hint among other cookies, in a Cookie header or document.cookie', () => {
    expect(visitHintFromCookies('theme=dark; shop_visit=guest.1; other=x')).toEqual({
      kind: 'guest',
      lines: 1,
    });
    expect(visitHintFromCookies('shop_visit=member')).toEqual({ kind: 'member' });
    expect(visitHintFromCookies('shop_visit=guest.0<script>')).toBeUndefined();
  });

  it('reads no hint at all as a first visit: a guest with an empty cart', () => {
    const firstVisit = { kind: 'guest', lines: 0 };
    expect(visitHintFromCookies('my_shop_visit=member; theme=dark')).toEqual(firstVisit);
    expect(visitHintFromCookies('')).toEqual(firstVisit);
    expect(visitHintFromCookies(undefined)).toEqual(firstVisit);
  });

  it('tells a browser that has run the shop before by the cookie alone, whatever its value', () => {
    expect(hasVisitHint('theme=dark; shop_visit=guest.2')).toBe(true);
    expect(hasVisitHint('shop_visit=')).toBe(true);
    expect(hasVisitHint('shop_visit=tampered')).toBe(true);
    expect(hasVisitHint('my_shop_visit=member; theme=dark')).toBe(false);
    expect(hasVisitHint('')).toBe(false);
    expect(hasVisitHint(undefined)).toBe(false);
  });
});
