import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/lib/use-page-title';
import { TwoStepCard } from './two-step-card';
import { twoStepRequiredQuery } from '../api/two-step-required';

/**
 * What a staff member without two-step sign-in sees of the back office while the shop requires it:
 * why, and its set-up. The recovery codes stay on screen until they say they have kept them; then
 * the screen they opened appears.
 */
export default function TwoStepEnrolmentScreen() {
  usePageTitle('Set up two-step sign-in');
  const { user, signOut } = useAuth();
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="grid gap-2">
        <h1 className="text-3xl sm:text-4xl">Set up two-step sign-in</h1>
        <p className="text-ink-soft">
          The shop asks every staff member to sign in with a code from their phone as well as their password.
          Set it up now to open the back office; it takes a minute.
        </p>
      </div>
      <TwoStepCard
        onFinished={() =>
          void queryClient.invalidateQueries({ queryKey: twoStepRequiredQuery(user?.id ?? '').queryKey })
        }
      />
      <div>
        <Button variant="ghost" onClick={() => void signOut()}>
          Sign out
        </Button>
      </div>
    </div>
  );
}
