import { ShieldCheck } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from '@/components/form';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast, toastError } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { authErrorMessage } from '@/lib/form-errors';
import { useT } from '@/lib/i18n/i18n';
import { useAuth } from '../auth-provider';
import type { AuthUser } from '../types';
import { OneTimeCodeInput } from './one-time-code-input';

/**
 * Sign-in's second step (issue 29): the code from the person's authenticator app, or one of their
 * recovery codes. When the sign-in has ended (five wrong codes, five minutes) it goes back to the
 * password with the server's words.
 */
export function SignInCodeForm({
  mfaToken,
  onSignedIn,
  onRestart,
}: {
  mfaToken: string;
  onSignedIn: (user: AuthUser) => void;
  onRestart: (message: string) => void;
}) {
  const { completeSignIn } = useAuth();
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // The password form was replaced by this one: the cursor goes where the code is typed, before the
  // form is painted (Preact runs plain effects after the paint; a digit typed in between would go nowhere).
  useLayoutEffect(() => field.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!code.trim()) return setError(t('auth.code.required'));
    setError(null);
    setSubmitting(true);
    try {
      const user = await completeSignIn(mfaToken, code);
      toast({ title: t('auth.signedIn'), description: t('auth.welcomeBack'), variant: 'success' });
      onSignedIn(user);
    } catch (caught) {
      setSubmitting(false);
      const message = authErrorMessage(caught, t('auth.code.checkFailed'), t);
      // The sign-in itself is over: expired, used, or out of tries (known by the server's English).
      const ended = caught instanceof ApiError && /sign in again/i.test(authErrorMessage(caught, ''));
      if (caught instanceof ApiError && (caught.status === 429 || ended)) {
        onRestart(message);
        return;
      }
      setError(message);
      toastError(t('auth.signInFailed'), message);
    }
  }

  return (
    <Form onSubmit={submit} noValidate className="grid gap-4">
      <div className="flex items-start gap-3 rounded-xl bg-leaf-soft px-3.5 py-3 text-sm text-ink">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf" />
        <p>{t('auth.code.intro')}</p>
      </div>
      <FormField id="login-code" label={t('auth.code.label')} error={error ?? undefined}>
        <OneTimeCodeInput
          id="login-code"
          name="code"
          ref={field}
          value={code}
          onCode={setCode}
          error={error ?? undefined}
          hint
        />
      </FormField>
      <p id="login-code-hint" className="-mt-2 text-sm text-muted">
        {t('auth.code.lostPhone')}
      </p>
      <Button type="submit" size="lg" disabled={submitting} className="w-full">
        {submitting ? (
          <Spinner className="text-white" label={t('common.checking')} />
        ) : (
          <ShieldCheck className="size-4" />
        )}
        {submitting ? t('common.checkingEllipsis') : t('auth.code.verify')}
      </Button>
    </Form>
  );
}
