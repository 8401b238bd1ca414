import { describe, expect, it } from 'vitest';
import { importSummary, problemsOfDetails } from './import-problems';

describe('problemsOfDetails', () => {
  it('reads the line and column of a refused apply back into rows of the problems table', () => {
    expect(
      problemsOfDetails([
        { field: 'line 5, price', message: 'Valid price is required' },
        { field: 'line 2', message: 'This row has 3 cells; the header has 32' },
        { field: 'file', message: 'Something else' },
      ]),
    ).toEqual([
      { line: 5, column: 'price', message: 'Valid price is required' },
      { line: 2, column: '', message: 'This row has 3 cells; the header has 32' },
      { line: 0, column: 'file', message: 'Something else' },
    ]);
  });
});

describe('importSummary', () => {
  it('counts in words, Indian digit grouping', () => {
    expect(importSummary({ rows: 12500, created: 1, updated: 2 })).toBe(
      '1 new product and 2 updated, from 12,500 rows',
    );
  });
});
