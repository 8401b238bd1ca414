import { MailCheck } from 'lucide-react';
import { useState, type FormEvent, type RefObject } from 'react';
import { describedBy, FormAlert, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { authErrorMessage, fieldErrorsOf } from '@/lib/form-errors';
import { useT } from '@/lib/i18n/i18n';
import { forgotPassword } from '../api/forgot-password';
import { emailProblem } from '../validation';

/**
 * "Forgot Password?": its own small form asking for the email (the sign-in field's, when one was
 * typed). The answer is the server's, the same sentence whether or not an account exists, so the
 * form never tells who has one.
 */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  initialEmail,
  triggerRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialEmail: string;
  /** The button that opened it, which gets the focus back (Radix does so only for its own trigger). */
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-md"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        {/* Mounted on each open, so it starts from the sign-in field's email every time. */}
        <ForgotPasswordForm initialEmail={initialEmail} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ForgotPasswordForm({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const t = useT();
  const [email, setEmail] = useState(initialEmail.trim());
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [answered, setAnswered] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = emailProblem(email, t) ?? undefined;
    setError(found);
    setProblem(null);
    if (found) {
      document.getElementById('forgot-email')?.focus();
      return;
    }
    setSending(true);
    try {
      // The server's answer is one fixed sentence (the same whether or not an account exists): the
      // catalogue has it in the page's language.
      await forgotPassword({ email: email.trim() });
      setAnswered(true);
    } catch (failure) {
      const fieldError = fieldErrorsOf(failure, t).email;
      setError(fieldError);
      if (!fieldError) setProblem(authErrorMessage(failure, t('auth.forgot.sendFailed'), t));
    } finally {
      setSending(false);
    }
  }

  if (answered) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{t('auth.forgot.checkEmail')}</DialogTitle>
          <DialogDescription asChild>
            <div role="status" className="grid gap-3">
              <MailCheck aria-hidden="true" className="size-8 text-leaf" />
              <p>{t('auth.forgot.answer')}</p>
              <p>{t('auth.forgot.nothingThere')}</p>
            </div>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" onClick={onDone}>
            {t('auth.forgot.backToSignIn')}
          </Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('auth.forgot.title')}</DialogTitle>
        <DialogDescription>{t('auth.forgot.intro')}</DialogDescription>
      </DialogHeader>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-4"
        aria-label={t('auth.forgot.formLabel')}
      >
        <FormAlert message={problem} />
        <FormField id="forgot-email" label={t('auth.email')} error={error}>
          <Input
            id="forgot-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('auth.emailPlaceholder')}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) setError(emailProblem(event.target.value, t) ?? undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy('forgot-email', error)}
          />
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={sending}>
            {sending && <Spinner className="text-white" label={t('auth.forgot.sending')} />}
            {t('auth.forgot.send')}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
