import { MIN_PASSWORD_LENGTH } from '@shop/domain';

/** The first problem with a form, in SPEC section 5's words, or null when it may be sent. */
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

export function signUpProblem(form: SignUpForm): FormProblem {
  if (!form.email.trim() || !form.password) return 'Email and password are required';
  if (form.password !== form.confirmPassword) return 'Passwords do not match';
  if (form.password.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 6 characters long';
  return null;
}

export function forgotPasswordProblem(email: string): FormProblem {
  return email.trim() ? null : 'Please enter your email first';
}

/** New password twice, as on the reset and change-password forms. */
export function newPasswordProblem(password: string, confirmPassword: string): FormProblem {
  if (!password || !confirmPassword) return 'Please fill in all fields';
  if (password.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 6 characters long';
  if (password !== confirmPassword) return 'Passwords do not match';
  return null;
}

export function fullNameProblem(fullName: string): FormProblem {
  return fullName.trim() ? null : 'Full name is required';
}
