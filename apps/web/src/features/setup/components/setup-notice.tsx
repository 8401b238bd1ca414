import { Link } from '@/lib/router';
import { useHydrated } from '@/lib/use-hydrated';
import { useSetupStatus } from '../api/get-setup-status';

/**
 * On the home page of a shop nobody has set up yet (issue 26): a quiet line saying so, with the way
 * to /setup. Asked in the browser only, so server-rendered pages stay the same for every visitor.
 */
export function SetupNotice() {
  const hydrated = useHydrated();
  const status = useSetupStatus(hydrated);
  if (!status.data?.needed) return null;
  return (
    <p className="bg-marigold/20 px-4 py-2.5 text-center text-sm text-ink">
      This shop is not set up yet.{' '}
      <Link to="/setup" className="font-semibold text-accent underline underline-offset-4">
        Set it up now
      </Link>
    </p>
  );
}
