import { describe, expect, it } from 'vitest';
import {
  isOwnersWords,
  MIN_PASSWORD_SCORE,
  passwordUserInputs,
  passwordVerdict,
} from './password-strength.js';

describe('passwordUserInputs', () => {
  it('gives zxcvbn the email, its pieces, the name, its parts and the name run together', () => {
    const inputs = passwordUserInputs({
      email: ' Asha.Verma+shop@Example.com ',
      fullName: 'Asha  Verma',
      firstName: 'Asha',
      lastName: 'Verma',
    });
    expect(inputs).toEqual(
      expect.arrayContaining([
        'asha.verma+shop@example.com',
        'asha.verma+shop',
        'asha',
        'verma',
        'shop',
        'asha  verma',
        'ashaverma',
      ]),
    );
    expect(new Set(inputs).size).toBe(inputs.length);
  });

  it('skips what is missing or a single letter', () => {
    expect(passwordUserInputs({})).toEqual([]);
    expect(passwordUserInputs({ fullName: 'A' })).toEqual([]);
  });
});

describe('isOwnersWords', () => {
  const owner = { email: 'rt-4f2a-same-9c1d-77ab-e3f0@example.com', fullName: 'Rianne Halloway' };

  it('finds the email, its local part and the name, whatever their length, case and spaces', () => {
    for (const password of [
      'rt-4f2a-same-9c1d-77ab-e3f0@example.com',
      ' RT-4F2A-SAME-9C1D-77AB-E3F0@EXAMPLE.COM ',
      'rt-4f2a-same-9c1d-77ab-e3f0',
      'Rianne Halloway',
      'riannehalloway',
      'Halloway',
    ]) {
      expect(isOwnersWords(password, owner), password).toBe(true);
    }
  });

  it('leaves other passwords to the estimate', () => {
    expect(isOwnersWords('rt-4f2a-same-9c1d-77ab-e3f0@example.co', owner)).toBe(false);
    expect(isOwnersWords('Tamarind-Loom-4821-Brass', owner)).toBe(false);
    expect(isOwnersWords('anything', {})).toBe(false);
  });
});

describe('passwordVerdict', () => {
  const estimate = (score: number, warning: string | null = null, suggestions: string[] = []) => ({
    score,
    feedback: { warning, suggestions },
  });

  it('accepts the bar and above, without a message', () => {
    expect(passwordVerdict(estimate(MIN_PASSWORD_SCORE))).toEqual({
      score: MIN_PASSWORD_SCORE,
      acceptable: true,
      message: null,
    });
    expect(passwordVerdict(estimate(4)).acceptable).toBe(true);
  });

  it('refuses below the bar, with zxcvbn’s warning and suggestions', () => {
    expect(passwordVerdict(estimate(1, 'This is a heavily used password.', ['Add more words.']))).toEqual({
      score: 1,
      acceptable: false,
      message: 'This password is too easy to guess. This is a heavily used password. Add more words.',
    });
    expect(passwordVerdict(estimate(2)).message).toBe(
      'This password is too easy to guess. Add a few uncommon words.',
    );
  });
});
