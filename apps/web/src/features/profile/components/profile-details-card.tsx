import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { describedBy, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast, toastError } from '@/components/ui/use-toast';
import { type AuthUser, fullNameProblem, useAuth } from '@/features/auth';
import { authErrorMessage, fieldErrorsOf } from '@/lib/form-errors';
import { useT } from '@/lib/i18n/i18n';

/** Profile: an editable full name and the email, which cannot be changed. */
export function ProfileDetailsCard({ user }: { user: AuthUser }) {
  const { updateProfile } = useAuth();
  const t = useT();
  const [fullName, setFullName] = useState(user.fullName);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = fullNameProblem(fullName, t) ?? undefined;
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      const saved = await updateProfile(fullName.trim());
      setFullName(saved.fullName);
      toast({
        title: t('profile.details.updated'),
        description: t('profile.details.updatedBody'),
        variant: 'success',
      });
    } catch (caught) {
      setError(fieldErrorsOf(caught, t).fullName);
      toastError(
        t('profile.details.updateFailed'),
        authErrorMessage(caught, t('profile.details.updateFailedBody'), t),
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.details.title')}</CardTitle>
        <CardDescription>{t('profile.details.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField id="profile-fullName" label={t('profile.details.fullName')} error={error}>
            <Input
              id="profile-fullName"
              name="fullName"
              autoComplete="name"
              value={fullName}
              onChange={(event) => setFullName(event.target.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={describedBy('profile-fullName', error)}
            />
          </FormField>
          <FormField id="profile-email" label={t('auth.email')} hint={t('profile.details.emailFixed')}>
            <Input
              id="profile-email"
              name="email"
              type="email"
              value={user.email}
              readOnly
              disabled
              aria-describedby={describedBy('profile-email', undefined, t('profile.details.emailFixed'))}
            />
          </FormField>
          <div>
            <Button type="submit" disabled={saving}>
              {saving ? (
                <Spinner className="text-white" label={t('common.saving')} />
              ) : (
                <Save className="size-4" />
              )}
              {t('profile.details.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
