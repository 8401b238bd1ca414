import { CalendarCheck, LogOut, Package } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { AddressBookCard } from '@/features/addresses';
import { type AuthUser, RoleBadge, useAuth } from '@/features/auth';
import { useDates, useT, type Translate } from '@/lib/i18n/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { ChangePasswordCard } from '../components/change-password-card';
import { ProfileDetailsCard } from '../components/profile-details-card';
import { SessionsCard } from '../components/sessions-card';
import { TwoStepCard } from '../components/two-step-card';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a date format, not words
const MEMBER_SINCE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/**
 * Profile: 'Active since {date}', or 'Account Active' when the date is unknown; the date written
 * out in the page's language (`date`, the page's formatter).
 */
export function accountStatusText(
  user: Pick<AuthUser, 'createdAt'>,
  t: Translate,
  date: (day: Date) => string,
): string {
  const created = user.createdAt ? new Date(user.createdAt) : null;
  if (!created || Number.isNaN(created.getTime())) return t('profile.accountActive');
  return t('profile.activeSince', { date: date(created) });
}

function initials(user: AuthUser): string {
  const source = user.fullName.trim() || user.email;
  return source
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function ProfilePage() {
  const t = useT();
  const dates = useDates();
  usePageTitle(t('nav.myProfile'));
  const { user, signOut } = useAuth();
  // The route guard admits signed-in users only; this covers the instant a session ends.
  if (!user) return null;

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-center gap-4">
        <span
          aria-hidden="true"
          className="grid size-16 shrink-0 place-items-center rounded-full bg-accent-soft font-display text-2xl font-semibold text-accent-strong"
        >
          {initials(user)}
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-3xl">{user.fullName || t('nav.myProfile')}</h1>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            <span className="truncate">{user.email}</span>
            <RoleBadge role={user.role} />
          </div>
        </div>
      </header>

      <ProfileDetailsCard key={user.id} user={user} />

      <AddressBookCard fullName={user.fullName} />

      <Card>
        <CardContent className="flex flex-wrap items-center gap-4 pt-5 sm:pt-6">
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-leaf-soft text-leaf">
            <CalendarCheck aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1 basis-48">
            <p className="font-semibold text-ink">{t('profile.accountStatus')}</p>
            <p className="text-sm text-muted">
              {accountStatusText(user, t, (day) => dates.format(day, MEMBER_SINCE))}
            </p>
          </div>
          <Button asChild variant="outline" className="max-sm:w-full">
            <Link to="/orders">
              <Package className="size-4" /> {t('nav.orderHistory')}
            </Link>
          </Button>
        </CardContent>
      </Card>

      <ChangePasswordCard />

      <TwoStepCard />

      <SessionsCard />

      <div className="flex justify-end">
        <Button
          variant="destructive"
          className="max-sm:w-full"
          onClick={() => void signOut({ title: t('profile.loggedOut') })}
        >
          <LogOut className="size-4" /> {t('nav.signOut')}
        </Button>
      </div>
    </div>
  );
}
