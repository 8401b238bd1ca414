import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { describedBy, FormAlert, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast, toastError } from '@/components/ui/use-toast';
import { newPasswordProblem, PasswordInput, PasswordStrengthMeter, useAuth } from '@/features/auth';
import { authErrorMessage, fieldErrorsOf, type FieldErrors } from '@/lib/form-errors';
import { useT, type Translate } from '@/lib/i18n/i18n';
import { changePassword } from '../api/change-password';
import { sessionsQuery } from '../api/sessions';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

function changePasswordProblem(form: typeof EMPTY, t: Translate): string | null {
  if (!form.currentPassword) return t('auth.error.fillAll');
  return newPasswordProblem(form.newPassword, form.confirmPassword, t);
}

/** Decision 007: the own password, changed with the current one; other devices are signed out. */
export function ChangePasswordCard() {
  const { user } = useAuth();
  const t = useT();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = changePasswordProblem(form, t);
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
        title: t('profile.password.changed'),
        description: t('profile.password.changedBody'),
        variant: 'success',
      });
    } catch (error) {
      // A wrong current password names its field, so it shows under it, in the page's language.
      setErrors(fieldErrorsOf(error, t));
      toastError(t('profile.password.failed'), authErrorMessage(error, t('profile.password.failed'), t));
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
          <KeyRound aria-hidden="true" className="size-5 text-accent" /> {t('profile.password.title')}
        </CardTitle>
        <CardDescription>{t('profile.password.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormAlert message={problem} />
          <FormField
            id="password-currentPassword"
            label={t('profile.password.current')}
            error={errors.currentPassword}
          >
            <PasswordInput {...input('currentPassword')} autoComplete="current-password" />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="password-newPassword" label={t('auth.newPassword')} error={errors.newPassword}>
              <PasswordInput {...input('newPassword')} autoComplete="new-password" />
              <PasswordStrengthMeter
                fieldId="password-newPassword"
                password={form.newPassword}
                owner={{ email: user?.email, fullName: user?.fullName }}
              />
            </FormField>
            <FormField
              id="password-confirmPassword"
              label={t('auth.confirmNewPassword')}
              error={errors.confirmPassword}
            >
              <PasswordInput {...input('confirmPassword')} autoComplete="new-password" />
            </FormField>
          </div>
          <div>
            <Button type="submit" variant="outline" disabled={saving}>
              {saving && <Spinner label={t('common.saving')} />}
              {t('profile.password.title')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
