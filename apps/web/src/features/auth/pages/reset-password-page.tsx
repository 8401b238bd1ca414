import { KeyRound, LinkIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { Form } from '@/components/form';
import { describedBy, FormAlert, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast, toastError } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { authErrorMessage, fieldErrorsOf, type FieldErrors } from '@/lib/form-errors';
import { useT } from '@/lib/i18n/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { resetPassword } from '../api/reset-password';
import { useAuth } from '../auth-provider';
import { PasswordInput } from '../components/password-input';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { newPasswordProblem } from '../validation';

/** The link is unusable (missing, wrong, expired or already used): say so and offer a new one. */
function DeadLink({ message }: { message: string }) {
  const t = useT();
  return (
    <div role="alert" className="grid justify-items-center gap-4 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-danger-soft text-danger">
        <LinkIcon aria-hidden="true" className="size-6" />
      </span>
      <p className="font-display text-xl font-semibold text-ink">{message}</p>
      <p className="text-sm text-muted">{t('auth.reset.deadLinkHelp')}</p>
      <Button asChild size="lg">
        <Link to="/auth?forgot=1">{t('auth.reset.requestNew')}</Link>
      </Button>
    </div>
  );
}

/** Decision 007: the page the reset mail links to, `/reset-password?token=…`. */
export function ResetPasswordPage() {
  const t = useT();
  usePageTitle(t('auth.reset.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const { forgetSession } = useAuth();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [deadLink, setDeadLink] = useState<string | null>(token ? null : t('auth.reset.deadLink'));
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = newPasswordProblem(password, confirmPassword, t);
    setProblem(found);
    setErrors({});
    if (found) return;
    setSubmitting(true);
    try {
      await resetPassword({ token, password });
      // The server has signed this account out everywhere, this browser included.
      forgetSession();
      toast({ title: t('auth.reset.done'), description: t('auth.reset.doneBody'), variant: 'success' });
      await navigate('/auth', { replace: true });
    } catch (error) {
      setSubmitting(false);
      const fields = fieldErrorsOf(error, t);
      if (error instanceof ApiError && error.status === 400) {
        // The server says why in the page's language.
        setDeadLink(error.message || t('auth.reset.deadLink'));
      } else if (fields.token) {
        setDeadLink(t('auth.reset.deadLink'));
      } else {
        setErrors(fields);
        toastError(t('auth.reset.failed'), authErrorMessage(error, t('auth.reset.failed'), t));
      }
    }
  }

  return (
    <div className="mx-auto grid max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardHeader className="items-center text-center">
          {!deadLink && (
            <span className="mb-1 grid size-12 place-items-center rounded-full bg-accent-soft text-accent">
              <KeyRound aria-hidden="true" className="size-5" />
            </span>
          )}
          {}
          <CardTitle as="h1" className="text-3xl">
            {t('auth.reset.title')}
          </CardTitle>
          {!deadLink && <CardDescription>{t('auth.reset.intro')}</CardDescription>}
        </CardHeader>
        <CardContent>
          {deadLink ? (
            <DeadLink message={deadLink} />
          ) : (
            <Form onSubmit={submit} noValidate className="grid gap-4">
              <FormAlert message={problem} />
              <FormField id="reset-password" label={t('auth.newPassword')} error={errors.password}>
                <PasswordInput
                  id="reset-password"
                  name="password"
                  autoComplete="new-password"
                  placeholder={t('auth.newPasswordPlaceholder')}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  aria-invalid={Boolean(errors.password)}
                  aria-describedby={describedBy('reset-password', errors.password)}
                />
                <PasswordStrengthMeter fieldId="reset-password" password={password} />
              </FormField>
              <FormField id="reset-confirm" label={t('auth.confirmNewPassword')}>
                <PasswordInput
                  id="reset-confirm"
                  name="confirmPassword"
                  autoComplete="new-password"
                  placeholder={t('auth.reset.repeatPlaceholder')}
                  value={confirmPassword}
                  onChange={(event) => setConfirmPassword(event.target.value)}
                />
              </FormField>
              <Button type="submit" size="lg" disabled={submitting} className="mt-1 w-full">
                {submitting && <Spinner className="text-white" label={t('common.saving')} />}
                {submitting ? t('common.savingEllipsis') : t('auth.reset.submit')}
              </Button>
              <p className="text-center text-sm text-muted">
                {t('auth.reset.remembered')}{' '}
                <Link to="/auth" className="font-medium text-accent hover:underline">
                  {t('auth.reset.backToLogin')}
                </Link>
              </p>
            </Form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
