import { describe, expect, it } from 'vitest';
import { hiddenWithoutPicturesNote, importSummary, problemsOfDetails } from './import-problems';

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
  it('counts in words, Indian digit grouping, unchanged products apart from updated ones', () => {
    expect(importSummary({ rows: 12500, created: 1, updated: 2, unchanged: 4300 })).toBe(
      '1 new product, 2 updated and 4,300 unchanged, from 12,500 rows',
    );
  });
});

describe('hiddenWithoutPicturesNote', () => {
  it('names the new products saved hidden for want of a picture, and what to do', () => {
    expect(hiddenWithoutPicturesNote([], true)).toBeNull();
    expect(hiddenWithoutPicturesNote([{ line: 2, handle: 'sketch-potli' }], true)).toBe(
      '1 new product has no picture yet and will be saved hidden from shoppers: sketch-potli (line 2). Add a picture in Product Management, then tick "Active" to show it.',
    );
    expect(
      hiddenWithoutPicturesNote(
        [
          { line: 2, handle: 'a' },
          { line: 3, handle: 'b' },
        ],
        false,
      ),
    ).toMatch(
      /^2 new products have no picture yet and were saved hidden from shoppers: a \(line 2\), b \(line 3\)/,
    );
  });
});
