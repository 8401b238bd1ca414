import { Navigate, Outlet, useLocation } from '@/lib/router';
import { mayAccess, type Access } from '@shop/domain';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { StaffTwoStepGate } from '@/features/profile';
import { useT } from '@/lib/i18n/i18n';

/**
 * The route guard: a spinner while the user loads; visitors go to /auth carrying where they wanted
 * to go; 'admin' admits admin and administrator, 'administrator' only administrator; others go home.
 * The server checks every call again; this only keeps people out of screens they cannot use.
 */
export function RouteGuard({ access = 'signed-in' }: { access?: Exclude<Access, 'public'> }) {
  // Waits for the start-up session check only: a profile save must not unmount the screen it runs on.
  const { user, isInitializing, isSigningOut } = useAuth();
  const location = useLocation();
  const t = useT();

  if (isInitializing) return <FullScreenSpinner text={t('common.loading')} />;
  if (!user && isSigningOut) return null;
  if (!user) return <Navigate to="/auth" replace state={{ from: location }} />;
  // The server's own rule (the domain's zod-free roles module, light enough for the first load).
  if (!mayAccess(access, user.role)) return <Navigate to="/" replace />;
  // Staff screens: the administrator may require two-step sign-in first (issue 29).
  if (access !== 'signed-in') {
    return (
      <StaffTwoStepGate>
        <Outlet />
      </StaffTwoStepGate>
    );
  }
  return <Outlet />;
}
