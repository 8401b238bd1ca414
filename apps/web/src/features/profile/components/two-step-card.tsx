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
import { useT } from '@/lib/i18n/i18n';
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
  const t = useT();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!code.trim()) return setError(t('auth.code.required'));
    setError(undefined);
    setBusy(true);
    try {
      await onCode(code);
    } catch (caught) {
      const message =
        fieldErrorsOf(caught, t).code ?? authErrorMessage(caught, t('profile.twoStep.didNotWork'), t);
      setError(message);
      toastError(t('profile.twoStep.codeFailed'), message);
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
        {busy && <Spinner label={t('common.checking')} />}
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
  const t = useT();
  const [stage, setStage] = useState<Stage>({ step: 'idle' });
  const [starting, setStarting] = useState(false);
  const isOn = Boolean(user?.twoStep);

  async function start() {
    setStarting(true);
    try {
      setStage({ step: 'scan', ...(await startTwoStep()) });
    } catch (error) {
      toastError(t('profile.twoStep.startFailed'), authErrorMessage(error, t('common.pleaseTryAgain'), t));
    } finally {
      setStarting(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5 text-accent" /> {t('profile.twoStep.title')}
          {isOn && stage.step === 'idle' && <Badge variant="success">{t('profile.twoStep.on')}</Badge>}
        </CardTitle>
        <CardDescription>{t('profile.twoStep.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {stage.step === 'scan' && (
          <>
            <ol className="grid list-decimal gap-1 pl-5 text-sm text-ink-soft">
              <li>{t('profile.twoStep.scanStep')}</li>
              <li>{t('profile.twoStep.enterStep')}</li>
            </ol>
            <QrCode
              value={stage.otpauthUri}
              label={t('profile.twoStep.qrLabel')}
              className="size-48 rounded-xl border border-line"
              testId="two-step-qr"
            />
            <p className="text-sm text-muted">
              {t('profile.twoStep.cantScan')}{' '}
              <code data-testid="two-step-secret" className="font-mono text-ink break-all">
                {grouped(stage.secret)}
              </code>
            </p>
            <CodeForm
              id="two-step-confirm-code"
              label={t('profile.twoStep.codeLabel')}
              action={t('profile.twoStep.turnOn')}
              onCode={async (code) => {
                const codes = await confirmTwoStep(code);
                setStage({ step: 'codes', codes });
                await reloadUser();
                toast({
                  title: t('profile.twoStep.onToast'),
                  description: t('profile.twoStep.onToastBody'),
                  variant: 'success',
                });
              }}
            />
            <div>
              <Button variant="ghost" onClick={() => setStage({ step: 'idle' })}>
                {t('common.cancel')}
              </Button>
            </div>
          </>
        )}

        {stage.step === 'codes' && (
          <>
            <p className="text-sm text-ink">{t('profile.twoStep.keepCodes')}</p>
            <ul
              aria-label={t('profile.twoStep.codesList')}
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
                    .then(() => toast({ title: t('profile.twoStep.copied'), variant: 'success' }))
                }
              >
                {t('profile.twoStep.copy')}
              </Button>
              <Button
                className="max-sm:w-full"
                onClick={() => {
                  setStage({ step: 'idle' });
                  onFinished?.();
                }}
              >
                {t('profile.twoStep.saved')}
              </Button>
            </div>
          </>
        )}

        {stage.step === 'idle' && isOn && (
          <CodeForm
            id="two-step-disable-code"
            label={t('profile.twoStep.offLabel')}
            action={t('profile.twoStep.turnOff')}
            variant="outline"
            onCode={async (code) => {
              await disableTwoStep(code);
              await reloadUser();
              toast({ title: t('profile.twoStep.offToast'), variant: 'success' });
            }}
          />
        )}

        {stage.step === 'idle' && !isOn && (
          <div>
            <Button onClick={() => void start()} disabled={starting} className="max-sm:w-full">
              {starting && <Spinner className="text-white" label={t('profile.twoStep.starting')} />}
              {t('profile.twoStep.turnOnButton')}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
