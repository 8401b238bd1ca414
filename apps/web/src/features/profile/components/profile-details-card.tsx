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

/** Profile: an editable full name and the email, which cannot be changed. */
export function ProfileDetailsCard({ user }: { user: AuthUser }) {
  const { updateProfile } = useAuth();
  const [fullName, setFullName] = useState(user.fullName);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = fullNameProblem(fullName) ?? undefined;
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      const saved = await updateProfile(fullName.trim());
      setFullName(saved.fullName);
      toast({
        title: 'Profile updated',
        description: 'Your profile has been updated successfully!',
        variant: 'success',
      });
    } catch (caught) {
      setError(fieldErrorsOf(caught).fullName);
      toastError('Update failed', authErrorMessage(caught, 'Failed to update profile'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Information</CardTitle>
        <CardDescription>The name we use on your orders and messages.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField id="profile-fullName" label="Full Name" error={error}>
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
          <FormField id="profile-email" label="Email" hint="Email cannot be changed">
            <Input
              id="profile-email"
              name="email"
              type="email"
              value={user.email}
              readOnly
              disabled
              aria-describedby={describedBy('profile-email', undefined, 'Email cannot be changed')}
            />
          </FormField>
          <div>
            <Button type="submit" disabled={saving}>
              {saving ? <Spinner className="text-white" label="Saving" /> : <Save className="size-4" />}
              Save Changes
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
