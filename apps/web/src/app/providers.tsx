import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Language, VisitHint } from '@shop/domain';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { LanguageProvider } from '@/lib/language';
import { rememberVisit } from '@/lib/visit-hint-cookie';
import { VisitHintProvider } from '@/lib/visit-hint-context';

/**
 * Everything that does not need the router: data cache (one per page render), toasts, the visit
 * hint the page was rendered with (decision 064), and the page's language (issue 28).
 */
export function AppProviders({
  queryClient,
  visit,
  language,
  onHydrated,
  children,
}: {
  queryClient: QueryClient;
  visit: VisitHint | undefined;
  language: Language;
  /** Called once the root has hydrated (or first rendered): its handlers are attached. */
  onHydrated?: () => void;
  children: ReactNode;
}) {
  // Suspense boundaries further in may hydrate later, each on its own; React hydrates one at once
  // when it is tapped.
  useEffect(() => {
    // Says the browser has taken the page over (the browser journeys wait for it before acting).
    document.documentElement.dataset.hydrated = 'true';
    // A hint missing (first visit, cleared cookies) or stale is put right for the next page.
    rememberVisit();
    onHydrated?.();
  }, [onHydrated]);
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider language={language}>
        <VisitHintProvider hint={visit}>
          {children}
          <Toaster />
        </VisitHintProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
