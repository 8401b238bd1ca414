import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import {
  isOwnersWords,
  OWNERS_WORDS_VERDICT,
  passwordUserInputs,
  passwordVerdict,
  type PasswordOwner,
  type PasswordVerdict,
} from '@shop/domain';
import { invalidField } from '../../lib/errors.js';

// Built once, on the first password judged: loading and indexing the dictionaries takes about a
// quarter of a second, which a start does not pay for (issue 27); every check after that is
// milliseconds. Only the first 32 characters are judged: zxcvbn's cost grows with length (~0.2 s at
// 32, ~0.9 s at 128 on this project's machine, on the event loop), and 32 characters that are not
// all guessable are strong already.
let judge: Promise<ZxcvbnFactory> | undefined;
const passwordJudge = () =>
  (judge ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        maxLength: 32,
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
  ));

/** The shop's verdict on a password for this owner: what the form's meter shows. */
export async function judgePassword(password: string, owner: PasswordOwner): Promise<PasswordVerdict> {
  if (isOwnersWords(password, owner)) return OWNERS_WORDS_VERDICT;
  const zxcvbn = await passwordJudge();
  return passwordVerdict(zxcvbn.check(password, passwordUserInputs(owner)));
}

/**
 * Refuses a common or guessable password (docs/decisions/013-password-strength.md) with a 422 that
 * names the field and says what would help; the storefront's meter shows the same verdict.
 */
export async function assertStrongPassword(
  field: string,
  password: string,
  owner: PasswordOwner,
): Promise<void> {
  const verdict = await judgePassword(password, owner);
  if (verdict.acceptable) return;
  // zxcvbn advises in English; a Hindi page reads the shop's own advice, as its strength meter does.
  throw invalidField(field, {
    en: verdict.message ?? 'Choose a stronger password',
    hi:
      verdict === OWNERS_WORDS_VERDICT
        ? 'इस पासवर्ड का अंदाज़ा लगाना बहुत आसान है। अपने ईमेल पते या नाम को पासवर्ड न बनाएँ।'
        : 'इस पासवर्ड का अंदाज़ा लगाना बहुत आसान है। इसमें कुछ ऐसे शब्द जोड़ें जो आम न हों।',
  });
}
