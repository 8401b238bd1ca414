import { lazy, Suspense } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n';
import { useAuth } from '../auth-provider';

const UserDropdown = lazy(() =>
  import('./user-dropdown').then((module) => ({ default: module.UserDropdown })),
);

/** Navbar account control: a spinner while auth loads, Sign in for visitors, else the user's menu. */
export function UserMenu() {
  const { user, isLoading, signOut } = useAuth();
  const t = useT();
  const spinner = (
    <span className="grid size-11 place-items-center">
      <Spinner label={t('nav.loadingAccount')} />
    </span>
  );

  if (isLoading) return spinner;

  if (!user) {
    return (
      <Button asChild size="sm" className="h-11 px-4">
        <Link to="/auth">{t('nav.signIn')}</Link>
      </Button>
    );
  }

  return (
    <Suspense fallback={spinner}>
      <UserDropdown user={user} onSignOut={() => void signOut()} />
    </Suspense>
  );
}
