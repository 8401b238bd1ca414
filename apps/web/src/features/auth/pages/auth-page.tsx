import { isStaff } from '@shop/domain';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from '@/lib/router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/lib/i18n/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { useAuth } from '../auth-provider';
import { LoginForm } from '../components/login-form';
import { SignupForm } from '../components/signup-form';
import { returnPath } from '../return-path';
import type { AuthUser } from '../types';

/** Decision 008: how long the success toast is seen before the browser moves on. */
export const SIGN_IN_REDIRECT_MS = 500;
export const SIGN_UP_REDIRECT_MS = 100;

export function AuthPage() {
  const t = useT();
  usePageTitle(t('nav.signIn'));
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Set on this page's own sign-in, so its delayed redirect wins over the "already signed in" one.
  const [signedInHere, setSignedInHere] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Already signed in: straight on to where the shopper was going (a validated returnTo), else home.
  if (isAuthenticated && !signedInHere)
    return <Navigate to={returnPath(location.state, '/', location.search)} replace />;

  const claim = () => setSignedInHere(true);
  // Staff signing in go to the dashboard, where the back office opens (decision 036).
  const goOnAfter = (delayMs: number, user?: AuthUser) => {
    // Back where the shopper was (decision 040): a same-site returnTo only, never another address.
    const target = returnPath(location.state, isStaff(user?.role) ? '/dashboard' : '/', location.search);
    timer.current = window.setTimeout(() => void navigate(target, { replace: true }), delayMs);
  };
  const wantsSignup = searchParams.get('tab') === 'signup';
  const forgotHint = searchParams.has('forgot');

  return (
    <div className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-64 bg-gradient-to-b from-sand/80 to-transparent"
      />
      <div className="relative mx-auto grid max-w-md px-4 py-10 sm:py-16">
        <Card>
          <CardHeader className="items-center text-center">
            {}
            <CardTitle as="h1" className="text-3xl">
              {t('auth.welcome')}
            </CardTitle>
            <CardDescription>{t('auth.intro')}</CardDescription>
          </CardHeader>
          <CardContent>
            {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a tab's value, not a word */}
            <Tabs defaultValue={wantsSignup ? 'signup' : 'login'}>
              <TabsList aria-label={t('auth.tabs')}>
                {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a tab's value, not a word */}
                <TabsTrigger value="login">{t('nav.signIn')}</TabsTrigger>
                {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a tab's value, not a word */}
                <TabsTrigger value="signup">{t('auth.signUp')}</TabsTrigger>
              </TabsList>
              {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a tab's value, not a word */}
              <TabsContent value="login" className="mt-6">
                <LoginForm
                  forgotHint={forgotHint}
                  onSubmitStart={claim}
                  onSignedIn={(user) => goOnAfter(SIGN_IN_REDIRECT_MS, user)}
                />
              </TabsContent>
              {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a tab's value, not a word */}
              <TabsContent value="signup" className="mt-6">
                <SignupForm onSubmitStart={claim} onSignedUp={() => goOnAfter(SIGN_UP_REDIRECT_MS)} />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
