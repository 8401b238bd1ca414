import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { useT } from '@/lib/i18n/i18n';
import { twoStepRequiredQuery } from '../api/two-step-required';

// The set-up screen (QR code and all) loads only for the staff member who needs it.
const EnrolmentScreen = lazy(() => import('./two-step-enrolment-screen'));

/**
 * The back office's door (issue 29): when the administrator requires two-step sign-in of all staff
 * and this staff member has not set it up, they see only its set-up, whatever screen they opened.
 * The server refuses their staff calls anyway (403 TWO_STEP_REQUIRED); this says why, and fixes it.
 */
export function StaffTwoStepGate({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const t = useT();
  const required = useQuery({ ...twoStepRequiredQuery(user?.id ?? ''), enabled: Boolean(user) });

  if (required.isPending && required.fetchStatus !== 'idle')
    return <FullScreenSpinner text={t('common.loading')} />;
  if (!required.data) return children;
  return (
    <Suspense fallback={<FullScreenSpinner text={t('common.loading')} />}>
      <EnrolmentScreen />
    </Suspense>
  );
}
