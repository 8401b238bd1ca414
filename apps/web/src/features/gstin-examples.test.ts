import { isValidGstin } from '@shop/domain';
import { describe, expect, it } from 'vitest';

/**
 * Every GSTIN written into the storefront's and back office's code (a placeholder, a hint, an
 * example) passes the shop's own check: a shopper or owner copying an example must not be told it
 * is wrong. The forms use the domain's EXAMPLE_GSTIN; a GSTIN typed in by hand is caught here.
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const GSTIN_LIKE = /\b\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z]\b/g;

describe('GSTIN examples', () => {
  it('each pass the GSTIN check', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const wrong = Object.entries(sources).flatMap(([path, source]) =>
      [...source.matchAll(GSTIN_LIKE)]
        .map(([gstin]) => gstin)
        .filter((gstin) => !isValidGstin(gstin))
        .map((gstin) => `${path}: ${gstin}`),
    );
    expect(wrong).toEqual([]);
  });
});
