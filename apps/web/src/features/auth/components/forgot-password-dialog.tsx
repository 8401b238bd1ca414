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
  const [email, setEmail] = useState(initialEmail.trim());
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = emailProblem(email) ?? undefined;
    setError(found);
    setProblem(null);
    if (found) {
      document.getElementById('forgot-email')?.focus();
      return;
    }
    setSending(true);
    try {
      const { message } = await forgotPassword({ email: email.trim() });
      setAnswer(message);
    } catch (failure) {
      const fieldError = fieldErrorsOf(failure).email;
      setError(fieldError);
      if (!fieldError) setProblem(authErrorMessage(failure, 'The reset link could not be sent'));
    } finally {
      setSending(false);
    }
  }

  if (answer) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Check your email</DialogTitle>
          <DialogDescription asChild>
            <div role="status" className="grid gap-3">
              <MailCheck aria-hidden="true" className="size-8 text-leaf" />
              <p>{answer}</p>
              <p>Nothing there? Look in spam, or try again in a few minutes.</p>
            </div>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" onClick={onDone}>
            Back to sign in
          </Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Reset your password</DialogTitle>
        <DialogDescription>
          Enter the email you signed up with, and we will send you a link to choose a new password.
        </DialogDescription>
      </DialogHeader>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-4"
        aria-label="Reset password"
      >
        <FormAlert message={problem} />
        <FormField id="forgot-email" label="Email" error={error}>
          <Input
            id="forgot-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) setError(emailProblem(event.target.value) ?? undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy('forgot-email', error)}
          />
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending}>
            {sending && <Spinner className="text-white" label="Sending" />}
            Send reset link
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
