import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { describedBy, FormAlert, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast, toastError } from '@/components/ui/use-toast';
import { newPasswordProblem, PasswordInput, PasswordStrengthMeter, useAuth } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { authErrorMessage, fieldErrorsOf, type FieldErrors } from '@/lib/form-errors';
import { changePassword } from '../api/change-password';
import { sessionsQuery } from '../api/sessions';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

function changePasswordProblem(form: typeof EMPTY): string | null {
  if (!form.currentPassword) return 'Please fill in all fields';
  return newPasswordProblem(form.newPassword, form.confirmPassword);
}

/** Decision 007: the own password, changed with the current one; other devices are signed out. */
export function ChangePasswordCard() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = changePasswordProblem(form);
    setProblem(found);
    setErrors({});
    if (found) return;
    setSaving(true);
    try {
      await changePassword({ currentPassword: form.currentPassword, newPassword: form.newPassword });
      setForm(EMPTY);
      // The other devices are signed out: the list of sessions below says so.
      void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
      toast({
        title: 'Password changed',
        description: 'Your password has been changed. Other devices have been signed out.',
        variant: 'success',
      });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      // A wrong current password is a plain 400 without field details: it belongs under that field.
      if (error instanceof ApiError && error.status === 400 && /current password/i.test(error.message)) {
        fields.currentPassword = error.message;
      }
      setErrors(fields);
      toastError('Failed to change password', authErrorMessage(error, 'Failed to change password'));
    } finally {
      setSaving(false);
    }
  }

  const input = (name: keyof typeof EMPTY) => ({
    id: `password-${name}`,
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => set(name)(event.target.value),
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': describedBy(`password-${name}`, errors[name]),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-5 text-accent" /> Change Password
        </CardTitle>
        <CardDescription>Use at least 6 characters. Your other devices will be signed out.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormAlert message={problem} />
          <FormField id="password-currentPassword" label="Current Password" error={errors.currentPassword}>
            <PasswordInput {...input('currentPassword')} autoComplete="current-password" />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="password-newPassword" label="New Password" error={errors.newPassword}>
              <PasswordInput {...input('newPassword')} autoComplete="new-password" />
              <PasswordStrengthMeter
                fieldId="password-newPassword"
                password={form.newPassword}
                owner={{ email: user?.email, fullName: user?.fullName }}
              />
            </FormField>
            <FormField
              id="password-confirmPassword"
              label="Confirm New Password"
              error={errors.confirmPassword}
            >
              <PasswordInput {...input('confirmPassword')} autoComplete="new-password" />
            </FormField>
          </div>
          <div>
            <Button type="submit" variant="outline" disabled={saving}>
              {saving && <Spinner label="Saving" />}
              Change Password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
