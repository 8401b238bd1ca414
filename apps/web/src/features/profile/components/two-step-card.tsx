import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/form-field';
import { QrCode } from '@/components/qr-code';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast, toastError } from '@/components/ui/use-toast';
import { OneTimeCodeInput, useAuth } from '@/features/auth';
import { authErrorMessage, fieldErrorsOf } from '@/lib/form-errors';
import { confirmTwoStep, disableTwoStep, startTwoStep } from '../api/two-step';

type Stage =
  | { step: 'idle' }
  | { step: 'scan'; secret: string; otpauthUri: string }
  | { step: 'codes'; codes: string[] };

/** The base32 key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** A code field and its button: the app's first code, or a current one to turn it off. */
function CodeForm({
  id,
  label,
  action,
  variant = 'default',
  onCode,
}: {
  id: string;
  label: string;
  action: string;
  variant?: 'default' | 'outline';
  onCode: (code: string) => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!code.trim()) return setError('Enter the 6-digit code from your authenticator app');
    setError(undefined);
    setBusy(true);
    try {
      await onCode(code);
    } catch (caught) {
      const message = fieldErrorsOf(caught).code ?? authErrorMessage(caught, 'That did not work');
      setError(message);
      toastError('That code did not work', message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <FormField id={id} label={label} error={error} className="min-w-0 flex-1 basis-48">
        <OneTimeCodeInput id={id} value={code} onCode={setCode} error={error} />
      </FormField>
      <Button type="submit" variant={variant} disabled={busy} className="max-sm:w-full">
        {busy && <Spinner label="Checking" />}
        {action}
      </Button>
    </form>
  );
}

/**
 * Issue 29: two-step sign-in, turned on from the profile. The app reads the QR code (or the key
 * typed in), its first code turns it on, and ten recovery codes are shown once. Turning it off
 * takes a current code.
 */
export function TwoStepCard({ onFinished }: { onFinished?: () => void } = {}) {
  const { user, reloadUser } = useAuth();
  const [stage, setStage] = useState<Stage>({ step: 'idle' });
  const [starting, setStarting] = useState(false);
  const isOn = Boolean(user?.twoStep);

  async function start() {
    setStarting(true);
    try {
      setStage({ step: 'scan', ...(await startTwoStep()) });
    } catch (error) {
      toastError('Could not start the set-up', authErrorMessage(error, 'Please try again'));
    } finally {
      setStarting(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5 text-accent" /> Two-step sign-in
          {isOn && stage.step === 'idle' && <Badge variant="success">On</Badge>}
        </CardTitle>
        <CardDescription>
          Ask for a code from an authenticator app on your phone (Google Authenticator, Microsoft
          Authenticator and others) as well as your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {stage.step === 'scan' && (
          <>
            <ol className="grid list-decimal gap-1 pl-5 text-sm text-ink-soft">
              <li>In your authenticator app, add an account and scan this code.</li>
              <li>Enter the 6-digit code the app shows.</li>
            </ol>
            <QrCode
              value={stage.otpauthUri}
              label="QR code for your authenticator app"
              className="size-48 rounded-xl border border-line"
              testId="two-step-qr"
            />
            <p className="text-sm text-muted">
              Can’t scan it? Enter this key instead:{' '}
              <code data-testid="two-step-secret" className="font-mono text-ink break-all">
                {grouped(stage.secret)}
              </code>
            </p>
            <CodeForm
              id="two-step-confirm-code"
              label="Code from the app"
              action="Turn on"
              onCode={async (code) => {
                const codes = await confirmTwoStep(code);
                setStage({ step: 'codes', codes });
                await reloadUser();
                toast({
                  title: 'Two-step sign-in is on',
                  description: 'You were signed out everywhere else.',
                  variant: 'success',
                });
              }}
            />
            <div>
              <Button variant="ghost" onClick={() => setStage({ step: 'idle' })}>
                Cancel
              </Button>
            </div>
          </>
        )}

        {stage.step === 'codes' && (
          <>
            <p className="text-sm text-ink">
              Keep these ten recovery codes somewhere safe, away from your phone. Each one signs you in once
              if you lose it. They are not shown again.
            </p>
            <ul
              aria-label="Recovery codes"
              className="grid grid-cols-2 gap-2 rounded-xl bg-sand/60 p-3 font-mono text-sm text-ink sm:grid-cols-5"
            >
              {stage.codes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-3">
              <Button
                variant="outline"
                className="max-sm:w-full"
                onClick={() =>
                  void navigator.clipboard
                    ?.writeText(stage.codes.join('\n'))
                    .then(() => toast({ title: 'Recovery codes copied', variant: 'success' }))
                }
              >
                Copy codes
              </Button>
              <Button
                className="max-sm:w-full"
                onClick={() => {
                  setStage({ step: 'idle' });
                  onFinished?.();
                }}
              >
                I have saved them
              </Button>
            </div>
          </>
        )}

        {stage.step === 'idle' && isOn && (
          <CodeForm
            id="two-step-disable-code"
            label="To turn it off, enter a current code"
            action="Turn off"
            variant="outline"
            onCode={async (code) => {
              await disableTwoStep(code);
              await reloadUser();
              toast({ title: 'Two-step sign-in is off', variant: 'success' });
            }}
          />
        )}

        {stage.step === 'idle' && !isOn && (
          <div>
            <Button onClick={() => void start()} disabled={starting} className="max-sm:w-full">
              {starting && <Spinner className="text-white" label="Starting" />}
              Turn on two-step sign-in
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
