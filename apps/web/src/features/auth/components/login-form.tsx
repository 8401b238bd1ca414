import { Trans } from '@lingui/react';
import { LogIn } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Form } from '@/components/form';
import { describedBy, FormAlert, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast, toastError } from '@/components/ui/use-toast';
import { authErrorMessage, fieldErrorsOf, type FieldErrors } from '@/lib/form-errors';
import { useT } from '@/lib/i18n/i18n';
import { useAuth } from '../auth-provider';
import type { AuthUser } from '../types';
import { signInProblem } from '../validation';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { PasswordInput } from './password-input';
import { SignInCodeForm } from './sign-in-code-form';

/** The auth page, Sign in tab: email, password with a show/hide toggle, and 'Forgot Password?'. */
export function LoginForm({
  onSubmitStart,
  onSignedIn,
  forgotHint = false,
}: {
  /** Called just before the call, so the page knows the session that follows is its own. */
  onSubmitStart: () => void;
  onSignedIn: (user: AuthUser) => void;
  /** Arrived from an expired reset link: point at 'Forgot Password?'. */
  forgotHint?: boolean;
}) {
  const { signIn } = useAuth();
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const forgotButton = useRef<HTMLButtonElement>(null);
  /** Two-step sign-in on (issue 29): the password was right, the code comes next. */
  const [mfaToken, setMfaToken] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = signInProblem({ email, password }, t);
    setProblem(found);
    setErrors({});
    if (found) return;
    setSubmitting(true);
    onSubmitStart();
    try {
      const outcome = await signIn(email, password);
      if ('mfaToken' in outcome) {
        setMfaToken(outcome.mfaToken);
        setSubmitting(false);
        return;
      }
      toast({ title: t('auth.signedIn'), description: t('auth.welcomeBack'), variant: 'success' });
      onSignedIn(outcome.user);
    } catch (error) {
      setErrors(fieldErrorsOf(error, t));
      toastError(t('auth.signInFailed'), authErrorMessage(error, t('auth.invalidCredentials'), t));
      setSubmitting(false);
    }
  }

  if (mfaToken) {
    return (
      <SignInCodeForm
        mfaToken={mfaToken}
        onSignedIn={onSignedIn}
        onRestart={(message) => {
          setMfaToken(null);
          setPassword('');
          setProblem(message);
        }}
      />
    );
  }

  return (
    <>
      <Form onSubmit={submit} noValidate className="grid gap-4">
        {forgotHint && (
          <p className="rounded-xl bg-marigold-soft px-3.5 py-2.5 text-sm text-ink">
            <Trans id="auth.forgotHint" components={{ 0: <strong /> }} />
          </p>
        )}
        <FormAlert message={problem} />
        <FormField id="login-email" label={t('auth.email')} error={errors.email}>
          <Input
            id="login-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('auth.emailPlaceholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={describedBy('login-email', errors.email)}
          />
        </FormField>
        <FormField
          id="login-password"
          label={t('auth.password')}
          error={errors.password}
          action={
            <button
              ref={forgotButton}
              type="button"
              onClick={() => setForgotOpen(true)}
              aria-haspopup="dialog"
              className="-my-2.5 inline-flex min-h-11 items-center rounded-md px-1 text-sm font-medium text-accent hover:underline"
            >
              {t('auth.forgotPassword')}
            </button>
          }
        >
          <PasswordInput
            id="login-password"
            name="password"
            autoComplete="current-password"
            placeholder={t('auth.passwordPlaceholder')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={Boolean(errors.password)}
            aria-describedby={describedBy('login-password', errors.password)}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={submitting} className="mt-1 w-full">
          {submitting ? (
            <Spinner className="text-white" label={t('auth.signingIn')} />
          ) : (
            <LogIn className="size-4" />
          )}
          {submitting ? t('auth.signingInEllipsis') : t('nav.signIn')}
        </Button>
      </Form>
      <ForgotPasswordDialog
        open={forgotOpen}
        onOpenChange={setForgotOpen}
        initialEmail={email}
        triggerRef={forgotButton}
      />
    </>
  );
}
