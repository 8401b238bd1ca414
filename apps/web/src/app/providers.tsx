import type { I18n } from '@lingui/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Language, VisitHint } from '@shop/domain';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { WordsProvider } from '@/lib/i18n/i18n';
import { LanguageProvider } from '@/lib/language';
import { releaseHydrationWaves } from '@/lib/hydration-waves';
import { finishHydrating } from '@/lib/use-hydrated';
import { rememberVisit } from '@/lib/visit-hint-cookie';
import { VisitHintProvider } from '@/lib/visit-hint-context';
import { yieldToBrowser } from '@/lib/yield-to-browser';

/**
 * Everything that does not need the router: data cache (one per page render), toasts, the visit
 * hint the page was rendered with (decision 064), and the page's language and words (issue 28).
 */
export function AppProviders({
  queryClient,
  visit,
  language,
  i18n,
  onHydrated,
  children,
}: {
  queryClient: QueryClient;
  visit: VisitHint | undefined;
  language: Language;
  /** The page's words, in its language (decision 073). */
  i18n: I18n;
  /** Called once the whole page has hydrated (or first rendered): its handlers are attached. */
  onHydrated?: () => void;
  children: ReactNode;
}) {
  // A lazy part whose code has not arrived keeps the server's elements and hydrates when it does
  // (decision 078); everything else has its handlers once this runs.
  useEffect(() => {
    let live = true;
    // The frame has committed: the parts held back hydrate, a task each (lib/hydration-waves.tsx).
    // A task after that, what waited for the browser (the stored session, saved pincodes, enabled
    // forms) renders in a task of its own (decision 080).
    void (async () => {
      try {
        await releaseHydrationWaves();
        await yieldToBrowser();
        if (!live) return;
        finishHydrating();
        // Says the browser has taken the page over (the browser journeys wait for it before acting).
        document.documentElement.dataset.hydrated = 'true';
        // A hint missing (first visit, cleared cookies) or stale is put right for the next page.
        rememberVisit();
      } finally {
        // Whatever failed above, the taps held before the app listened are handed over.
        onHydrated?.();
      }
    })();
    return () => {
      live = false;
    };
  }, [onHydrated]);
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider language={language}>
        <WordsProvider i18n={i18n}>
          <VisitHintProvider hint={visit}>
            {children}
            <Toaster />
          </VisitHintProvider>
        </WordsProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
