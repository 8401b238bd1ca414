import { MIN_PASSWORD_LENGTH } from '@shop/domain';

export interface CreateAdminForm {
  fullName: string;
  email: string;
  password: string;
  role: 'admin' | 'administrator';
}

/** SPEC section 5, "Create admin". */
export function createAdminProblem(form: CreateAdminForm): string | null {
  if (!form.fullName.trim() || !form.email.trim() || !form.password) return 'Please fill in all fields';
  if (form.password.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 6 characters';
  return null;
}
