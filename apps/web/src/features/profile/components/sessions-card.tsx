import type { AccountSession } from '@shop/domain';
import { LogOut, MonitorSmartphone, Smartphone, Laptop } from 'lucide-react';
import { QueryFrame } from '@/components/query-frame';
import { SkeletonBlocks } from '@/components/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDates, useT } from '@/lib/i18n/i18n';
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
  const t = useT();
  const { date, dateTime } = useDates();
  const lastActive = dateTime(session.lastSeenAt);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-muted" />
      <div className="min-w-0 flex-1 basis-48">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
          {session.device}
          {session.current && <Badge variant="success">{t('profile.sessions.thisDevice')}</Badge>}
        </p>
        <p className="text-sm text-muted">
          {session.current
            ? t('profile.sessions.activeNow')
            : t('profile.sessions.lastActive', { when: lastActive })}
          {session.address && ` · ${session.address}`}
        </p>
        <p className="text-xs text-muted">
          {t('profile.sessions.signedIn', { date: date(session.createdAt) })}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          className="max-sm:w-full"
          disabled={ending}
          onClick={onEnd}
          aria-label={t('profile.sessions.signOutDevice', { device: session.device, when: lastActive })}
        >
          {ending ? <Spinner label={t('profile.sessions.signingOut')} /> : <LogOut className="size-4" />}{' '}
          {t('profile.sessions.signOut')}
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
  const t = useT();
  const { endOne, endOthers } = useEndSessions();

  const endSession = (session: AccountSession) =>
    endOne.mutate(session.id, {
      onSuccess: () =>
        toast({ title: t('profile.sessions.signedOutOf', { device: session.device }), variant: 'success' }),
      onError: (error) => toastError(t('profile.sessions.endFailed'), errorMessage(error, error.message, t)),
    });
  const endEveryOther = () =>
    endOthers.mutate(undefined, {
      // The server's sentence counts the devices; the catalogue says the same in the page's language.
      onSuccess: (result) =>
        toast({ title: t('profile.sessions.signedOutOthers', { count: result.ended }), variant: 'success' }),
      onError: (error) =>
        toastError(t('profile.sessions.endOthersFailed'), errorMessage(error, error.message, t)),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MonitorSmartphone aria-hidden="true" className="size-5 text-accent" />{' '}
          {t('profile.sessions.title')}
        </CardTitle>
        <CardDescription>{t('profile.sessions.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryFrame
          query={sessions}
          skeleton={<SkeletonBlocks label={t('profile.sessions.loading')} count={2} blockClassName="h-16" />}
          error={{ title: t('profile.sessions.loadFailed') }}
        >
          {(list) => (
            <>
              <ul aria-label={t('profile.sessions.list')} className="divide-y divide-line">
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
                  {endOthers.isPending && <Spinner label={t('profile.sessions.signingOut')} />}
                  {t('profile.sessions.endOthers')}
                </Button>
              )}
            </>
          )}
        </QueryFrame>
      </CardContent>
    </Card>
  );
}
