import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_SCORE, passwordUserInputs, passwordVerdict } from './password-strength.js';

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
