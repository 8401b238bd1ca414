import {
  emailProblem as emailFormatProblem,
  fullNameProblem as fullNameRuleProblem,
  MAX_FULL_NAME_LENGTH,
  passwordProblem,
} from '@shop/domain';

/**
 * The first problem with a form, in the words of decision 008, or null when it may be sent. Field
 * rules are the domain's plain ones, with the server's schemas' own messages: no validation library
 * reaches shoppers' pages (decision 061).
 */
export type FormProblem = string | null;

export interface SignUpForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export function signInProblem(form: { email: string; password: string }): FormProblem {
  if (!form.email.trim() || !form.password) return 'Please fill in all fields';
  return null;
}

/** Each wrong field of the sign-up form with its own message, keyed by field; empty when it may be sent. */
export type SignUpErrors = Partial<Record<keyof SignUpForm, string>>;

export function signUpErrors(form: SignUpForm): SignUpErrors {
  const errors: SignUpErrors = {};
  const tooLong = (label: string, value: string) =>
    value.trim().length > MAX_FULL_NAME_LENGTH
      ? `${label} must be at most ${MAX_FULL_NAME_LENGTH} characters`
      : null;
  const found: [keyof SignUpForm, FormProblem][] = [
    ['firstName', tooLong('First name', form.firstName)],
    ['lastName', tooLong('Last name', form.lastName)],
    ['email', emailProblem(form.email)],
    ['password', form.password ? passwordProblem(form.password) : 'Password is required'],
    [
      'confirmPassword',
      !form.confirmPassword
        ? 'Please type your password again'
        : form.confirmPassword !== form.password
          ? 'Passwords do not match'
          : null,
    ],
  ];
  for (const [field, message] of found) if (message) errors[field] = message;
  return errors;
}

/** What is wrong with an email as typed: missing, or not an address the server would take. */
export function emailProblem(email: string): FormProblem {
  return email.trim() ? emailFormatProblem(email) : 'Email is required';
}

/** New password twice, as on the reset and change-password forms. */
export function newPasswordProblem(password: string, confirmPassword: string): FormProblem {
  if (!password || !confirmPassword) return 'Please fill in all fields';
  return passwordProblem(password) ?? (password !== confirmPassword ? 'Passwords do not match' : null);
}

export function fullNameProblem(fullName: string): FormProblem {
  return fullNameRuleProblem(fullName);
}
