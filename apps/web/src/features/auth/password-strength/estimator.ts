import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { passwordUserInputs, passwordVerdict, type PasswordOwner, type PasswordVerdict } from '@shop/domain';

// This module and its dictionaries (~850 KB gzipped) load only when a new-password field is shown:
// see use-password-verdict.ts. The server makes the same judgement (docs/decisions/013).
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

export function judgePassword(password: string, owner: PasswordOwner): PasswordVerdict {
  return passwordVerdict(zxcvbn.check(password, passwordUserInputs(owner)));
}
