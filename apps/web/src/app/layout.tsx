import { Suspense } from 'react';
import { Outlet, useLocation, useNavigation } from '@/lib/router';
import { Skeleton } from '@/components/ui/skeleton';
import { SetupNotice } from '@/features/setup';
import { HydrateLater } from '@/lib/hydration-waves';
import { useT } from '@/lib/i18n/i18n';
import { AnnouncementBar } from './announcement-bar';
import { Footer } from './footer';
import { Navbar } from './navbar';

/** Shown while a screen's code chunk downloads for the first time. */
function PageFallback() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6" aria-busy="true">
      <Skeleton className="h-9 w-56" />
      <Skeleton className="mt-3 h-4 w-80 max-w-full" />
      <div className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="aspect-[4/5] rounded-[var(--radius-card)]" />
        ))}
      </div>
    </div>
  );
}

export function Layout() {
  const t = useT();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-accent px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      {navigation.state === 'loading' && (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-accent" />
      )}
      <AnnouncementBar />
      <Navbar />
      <main id="main" className="flex-1">
        {/* A shop not set up yet says so on its home page (issue 26). */}
        {pathname === '/' ? <SetupNotice /> : null}
        <Suspense fallback={<PageFallback />}>
          <HydrateLater wave="screen">
            <Outlet />
          </HydrateLater>
        </Suspense>
      </main>
      <HydrateLater wave="below">
        <Footer />
      </HydrateLater>
    </div>
  );
}
