import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { checkGroups, groupsOf, linesOf, newLine, saveErrorsOf, termsOf } from './synonym-form';

describe('synonym groups as lines', () => {
  it('reads a line as its words: trimmed, lower-cased, blanks dropped', () => {
    expect(termsOf(' Jhumka,jumka , ,  JHUMKI  ')).toEqual(['jhumka', 'jumka', 'jhumki']);
    expect(termsOf('maang   tikka, tikka')).toEqual(['maang tikka', 'tikka']);
    expect(termsOf(' , ')).toEqual([]);
  });

  it('shows stored groups as lines and sends lines back as groups, leaving out cleared ones', () => {
    const lines = linesOf([
      ['kurta', 'kurti'],
      ['payal', 'anklet'],
    ]);
    expect(lines.map((line) => line.text)).toEqual(['kurta, kurti', 'payal, anklet']);
    const edited = [...lines.slice(0, 1), newLine('  '), lines[1]!, newLine('potli, pouch')];
    const { groups, keys } = groupsOf(edited);
    expect(groups).toEqual([
      ['kurta', 'kurti'],
      ['payal', 'anklet'],
      ['potli', 'pouch'],
    ]);
    expect(keys).toEqual([edited[0]!.key, edited[2]!.key, edited[3]!.key]);
  });

  it('puts each refusal under the line it is about, and the rest above the form', () => {
    const keys = [11, 12, 13];
    const error = new ApiError(
      'groups.1: A group needs at least 2 different words',
      422,
      'VALIDATION_FAILED',
      [
        { field: 'groups.1', message: 'A group needs at least 2 different words' },
        { field: 'groups.2.0', message: 'Keep each word to 40 characters' },
        { field: 'groups.2', message: 'A later message for the same group' },
        { field: 'groups', message: 'Up to 200 groups' },
      ],
    );
    const errors = saveErrorsOf(error, keys, 'Failed to save');
    expect([...errors.groups]).toEqual([
      [12, 'A group needs at least 2 different words'],
      [13, 'Keep each word to 40 characters'],
    ]);
    expect(errors.form).toBe('Up to 200 groups');
  });

  it('says what failed when the server names no group', () => {
    expect(saveErrorsOf(new Error('offline'), [], 'Failed to save')).toEqual({
      groups: new Map(),
      form: 'Failed to save',
    });
    const forbidden = new ApiError('Staff only', 403, 'FORBIDDEN');
    expect(saveErrorsOf(forbidden, [], 'Failed to save').form).toBe('Staff only');
  });

  it('checks the groups by the server’s rules before sending them', () => {
    expect(checkGroups([['kurta', 'kurti']], [1])).toBeNull();
    const errors = checkGroups(
      [['tops'], ['studs', 'x'.repeat(41)], ['kurta', 'kurti'], ['kurti', 'kurtas'], ['a!', 'b']],
      [1, 2, 3, 4, 5],
    );
    expect(errors?.groups.get(1)).toBe('A group needs at least 2 different words');
    expect(errors?.groups.get(2)).toBe('Keep each word to 40 characters');
    expect(errors?.groups.has(3)).toBe(false);
    expect(errors?.groups.get(4)).toBe('“kurti” is already in group 3: keep each word in one group');
    expect(errors?.groups.get(5)).toMatch(/letters and digits/);
  });
});
