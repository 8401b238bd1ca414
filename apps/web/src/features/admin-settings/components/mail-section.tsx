import { MailCheck, MailWarning, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast, toastError } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { useMailStatus, useSendTestMail } from '../api/mail';

/** What the shop's mail really does, said plainly for an owner who is not a developer. */
function statusText(status: { delivery: 'smtp' | 'log'; queue: boolean }) {
  if (!status.queue) {
    return {
      ok: false,
      text: 'This server does not send mail at the moment (its job queue is switched off). Mails wait until a server that sends mail picks them up.',
    };
  }
  if (status.delivery === 'log') {
    return {
      ok: false,
      text: 'Mail is not really sent: no mail server is set up, so order confirmations and password resets are only written to the server’s log and nobody receives them. Ask whoever runs your server to set SMTP_URL.',
    };
  }
  return {
    ok: true,
    text: 'Mail is sent through your mail server: customers receive their order and account mails.',
  };
}

/** Whether the shop's mail reaches people, and a test mail to the signed-in owner (issue 26). */
export function MailSection() {
  const status = useMailStatus();
  const send = useSendTestMail();
  const { user } = useAuth();
  const said = status.data ? statusText(status.data) : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Mail</CardTitle>
        <CardDescription>
          Order confirmations, shipping updates and password resets go out by mail.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isPending && <p className="text-sm text-muted">Checking how mail is sent…</p>}
        {status.isError && (
          <p className="text-sm text-danger">
            {errorMessage(status.error, 'We could not check how mail is sent')}
          </p>
        )}
        {said && (
          <p
            className={`flex items-start gap-2 rounded-lg border p-3 text-sm ${
              said.ok ? 'border-line bg-sand/40' : 'border-danger/40 bg-danger/5'
            }`}
          >
            {said.ok ? (
              <MailCheck className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
            ) : (
              <MailWarning className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden />
            )}
            <span>{said.text}</span>
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="outline"
            disabled={send.isPending}
            onClick={() =>
              send.mutate(undefined, {
                onSuccess: ({ to }) =>
                  toast({
                    title: 'Test mail on its way',
                    description:
                      status.data?.delivery === 'log'
                        ? `It is written to the server log for ${to}, as no mail server is set up.`
                        : `Look in the inbox of ${to} in a minute or two.`,
                    variant: 'success',
                  }),
                onError: (error) =>
                  toastError('Test mail not sent', errorMessage(error, 'Could not send the test mail')),
              })
            }
          >
            <Send className="size-4" /> {send.isPending ? 'Sending…' : 'Send a test mail'}
          </Button>
          {user && <span className="text-sm text-muted">to {user.email}</span>}
        </div>
      </CardContent>
    </Card>
  );
}
