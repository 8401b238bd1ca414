import {
  emailProblem as emailFormatProblem,
  fullNameProblem as fullNameRuleProblem,
  MAX_FULL_NAME_LENGTH,
  passwordProblem,
} from '@shop/domain';
import { inPageWords } from '@/lib/form-errors';
import type { Translate } from '@/lib/i18n/i18n';

/**
 * The first problem with a form, in the words of decision 008, or null when it may be sent. Field
 * rules are the domain's plain ones, with the server's schemas' own messages: no validation library
 * reaches shoppers' pages (decision 061). Each helper takes the page's `t`, so the words are in the
 * page's language (issue 28); the domain's messages are said through the catalogue too.
 */
export type FormProblem = string | null;

export interface SignUpForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export function signInProblem(form: { email: string; password: string }, t: Translate): FormProblem {
  if (!form.email.trim() || !form.password) return t('auth.error.fillAll');
  return null;
}

/** Each wrong field of the sign-up form with its own message, keyed by field; empty when it may be sent. */
export type SignUpErrors = Partial<Record<keyof SignUpForm, string>>;

export function signUpErrors(form: SignUpForm, t: Translate): SignUpErrors {
  const errors: SignUpErrors = {};
  const tooLong = (value: string) => value.trim().length > MAX_FULL_NAME_LENGTH;
  const found: [keyof SignUpForm, FormProblem][] = [
    [
      'firstName',
      tooLong(form.firstName) ? t('auth.error.firstNameTooLong', { max: MAX_FULL_NAME_LENGTH }) : null,
    ],
    [
      'lastName',
      tooLong(form.lastName) ? t('auth.error.lastNameTooLong', { max: MAX_FULL_NAME_LENGTH }) : null,
    ],
    ['email', emailProblem(form.email, t)],
    [
      'password',
      form.password ? domainWords(passwordProblem(form.password), t) : t('auth.error.passwordRequired'),
    ],
    [
      'confirmPassword',
      !form.confirmPassword
        ? t('auth.error.retypePassword')
        : form.confirmPassword !== form.password
          ? t('auth.error.passwordsDiffer')
          : null,
    ],
  ];
  for (const [field, message] of found) if (message) errors[field] = message;
  return errors;
}

/** A domain rule's message in the page's language. */
function domainWords(problem: string | null, t: Translate): FormProblem {
  return problem === null ? null : inPageWords(problem, t);
}

/** What is wrong with an email as typed: missing, or not an address the server would take. */
export function emailProblem(email: string, t: Translate): FormProblem {
  return email.trim() ? domainWords(emailFormatProblem(email), t) : t('auth.error.emailRequired');
}

/** New password twice, as on the reset and change-password forms. */
export function newPasswordProblem(password: string, confirmPassword: string, t: Translate): FormProblem {
  if (!password || !confirmPassword) return t('auth.error.fillAll');
  return (
    domainWords(passwordProblem(password), t) ??
    (password !== confirmPassword ? t('auth.error.passwordsDiffer') : null)
  );
}

export function fullNameProblem(fullName: string, t: Translate): FormProblem {
  return domainWords(fullNameRuleProblem(fullName), t);
}
