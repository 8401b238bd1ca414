import type { AccountSession } from '@shop/domain';
import { LogOut, MonitorSmartphone, Smartphone, Laptop } from 'lucide-react';
import { QueryFrame } from '@/components/query-frame';
import { SkeletonBlocks } from '@/components/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast, toastError } from '@/components/ui/use-toast';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { useEndSessions, useSessions } from '../api/sessions';

const PHONE = /Android|iPhone|iPad|iOS/;

function SessionRow({
  session,
  onEnd,
  ending,
}: {
  session: AccountSession;
  onEnd: () => void;
  ending: boolean;
}) {
  const Icon = PHONE.test(session.device) ? Smartphone : Laptop;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-muted" />
      <div className="min-w-0 flex-1 basis-48">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
          {session.device}
          {session.current && <Badge variant="success">This device</Badge>}
        </p>
        <p className="text-sm text-muted">
          {session.current ? 'Active now' : `Last active ${formatDateTime(session.lastSeenAt)}`}
          {session.address && ` · ${session.address}`}
        </p>
        <p className="text-xs text-muted">Signed in {formatDate(session.createdAt)}</p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          className="max-sm:w-full"
          disabled={ending}
          onClick={onEnd}
          aria-label={`Sign out ${session.device}, last active ${formatDateTime(session.lastSeenAt)}`}
        >
          {ending ? <Spinner label="Signing out" /> : <LogOut className="size-4" />} Sign out
        </Button>
      )}
    </li>
  );
}

/**
 * Issue 29: every place the person is signed in, with "Sign out" on each other one and on all of
 * them at once: a lost phone is signed out from here.
 */
export function SessionsCard() {
  const sessions = useSessions();
  const { endOne, endOthers } = useEndSessions();

  const endSession = (session: AccountSession) =>
    endOne.mutate(session.id, {
      onSuccess: () => toast({ title: `Signed out of ${session.device}`, variant: 'success' }),
      onError: (error) => toastError('Could not sign that device out', error.message),
    });
  const endEveryOther = () =>
    endOthers.mutate(undefined, {
      onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
      onError: (error) => toastError('Could not sign the other devices out', error.message),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MonitorSmartphone aria-hidden="true" className="size-5 text-accent" /> Where you’re signed in
        </CardTitle>
        <CardDescription>
          If you see a device you do not know, sign it out and change your password.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryFrame
          query={sessions}
          skeleton={<SkeletonBlocks label="Loading your sessions" count={2} blockClassName="h-16" />}
          error={{ title: 'Could not load your sessions' }}
        >
          {(list) => (
            <>
              <ul aria-label="Your sessions" className="divide-y divide-line">
                {list.map((session) => (
                  <SessionRow
                    key={session.id}
                    session={session}
                    ending={endOne.isPending && endOne.variables === session.id}
                    onEnd={() => endSession(session)}
                  />
                ))}
              </ul>
              {list.some((session) => !session.current) && (
                <Button
                  variant="outline"
                  className="mt-3 max-sm:w-full"
                  disabled={endOthers.isPending}
                  onClick={endEveryOther}
                >
                  {endOthers.isPending && <Spinner label="Signing out" />}
                  Sign out everywhere else
                </Button>
              )}
            </>
          )}
        </QueryFrame>
      </CardContent>
    </Card>
  );
}
