import { StaffPasswordSchema, type StaffRole } from '@shop/domain';

export interface CreateAdminForm {
  fullName: string;
  email: string;
  password: string;
  role: StaffRole;
}

/** Decision 008; the password rule is the server's own (the page loads lazily). */
export function createAdminProblem(form: CreateAdminForm): string | null {
  if (!form.fullName.trim() || !form.email.trim() || !form.password) return 'Please fill in all fields';
  const password = StaffPasswordSchema.safeParse(form.password);
  return password.success ? null : (password.error.issues[0]?.message ?? null);
}
