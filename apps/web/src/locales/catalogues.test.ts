import { describe, expect, it } from 'vitest';
import english from './en.json';
import hindi from './hi.json';

/** The names a message interpolates (`{count}`, `{name}`), which its translation must keep. */
const argumentsOf = (message: string): string[] => {
  // A plural's branches (`one {is} other {are}`) are words, not values.
  const values = /,\s*(plural|select)/.test(message)
    ? message.replace(/\b(zero|one|two|few|many|other)\s*\{|=\d+\s*\{/g, '(')
    : message;
  return [...new Set([...values.matchAll(/\{\s*([a-zA-Z]\w*)\s*[,}]/g)].map((match) => match[1]!))].sort();
};

describe('the storefront catalogues (issue 28)', () => {
  it('have a Hindi message for every English one, and none that English lacks', () => {
    const englishIds = Object.keys(english).sort();
    const hindiIds = Object.keys(hindi).sort();
    expect(
      englishIds.filter((id) => !hindiIds.includes(id)),
      'missing in hi.json',
    ).toEqual([]);
    expect(
      hindiIds.filter((id) => !englishIds.includes(id)),
      'not in en.json',
    ).toEqual([]);
  });

  it('leave no message empty', () => {
    for (const [language, catalogue] of Object.entries({ en: english, hi: hindi })) {
      const empty = Object.entries(catalogue).filter(([, message]) => message.trim() === '');
      expect(empty.map(([id]) => `${language}: ${id}`)).toEqual([]);
    }
  });

  it('keep every value a message interpolates in its Hindi', () => {
    const mismatched = Object.entries(english)
      .filter(([id, message]) => {
        const translation = (hindi as Record<string, string>)[id];
        return translation !== undefined && argumentsOf(translation).join() !== argumentsOf(message).join();
      })
      .map(([id]) => id);
    expect(mismatched).toEqual([]);
  });

  it('write Hindi in Devanagari, not a copy of the English', () => {
    const copied = Object.entries(english)
      // A word in lower case: names such as UPI, UTR, GST, OTP read the same in both, and so does
      // an example e-mail address.
      .filter(
        ([, message]) => /[a-z]{3}/.test(message.replace(/\{[^}]*\}/g, '')) && !/^\S+@\S+$/.test(message),
      )
      .filter(([id, message]) => (hindi as Record<string, string>)[id] === message)
      .map(([id]) => id);
    expect(copied).toEqual([]);
  });
});
