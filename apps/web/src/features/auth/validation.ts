import { FullNameSchema, PasswordSchema } from '@shop/domain';

/**
 * The first problem with a form, in the words of decision 008, or null when it may be sent. Field
 * rules are the domain's own schemas (the server's); these forms load lazily, so zod never joins
 * the storefront's first load.
 */
export type FormProblem = string | null;

export interface SignUpForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The schema's first message for a value, or null when it passes. */
function problemOf(schema: Pick<typeof FullNameSchema, 'safeParse'>, value: string): FormProblem {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export function signInProblem(form: { email: string; password: string }): FormProblem {
  if (!form.email.trim() || !form.password) return 'Please fill in all fields';
  return null;
}

export function signUpProblem(form: SignUpForm): FormProblem {
  if (!form.email.trim() || !form.password) return 'Email and password are required';
  if (form.password !== form.confirmPassword) return 'Passwords do not match';
  return problemOf(PasswordSchema, form.password);
}

export function forgotPasswordProblem(email: string): FormProblem {
  return email.trim() ? null : 'Please enter your email first';
}

/** New password twice, as on the reset and change-password forms. */
export function newPasswordProblem(password: string, confirmPassword: string): FormProblem {
  if (!password || !confirmPassword) return 'Please fill in all fields';
  return (
    problemOf(PasswordSchema, password) ?? (password !== confirmPassword ? 'Passwords do not match' : null)
  );
}

export function fullNameProblem(fullName: string): FormProblem {
  return problemOf(FullNameSchema, fullName);
}
