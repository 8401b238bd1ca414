import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import { signInPath } from '../return-path';

/**
 * Wherever an account is needed, the reason and a way on (decision 040): "Sign in" opens the sign-in
 * page, which brings the shopper back to this page afterwards.
 */
export function SignInPrompt({
  children,
  className,
  tab,
}: {
  children: ReactNode;
  className?: string;
  /** 'signup' opens the sign-up tab. */
  tab?: 'signup';
}) {
  const location = useLocation();
  const t = useT();
  return (
    <div className={cn('flex flex-wrap items-center gap-3 text-sm text-ink-soft', className)}>
      <p className="min-w-0 flex-1">{children}</p>
      <Button asChild variant="outline" size="sm" className="h-11">
        <Link to={signInPath(location, tab)}>
          <LogIn className="size-4" /> {t('nav.signIn')}
        </Link>
      </Button>
    </div>
  );
}
