import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';

/** Everything that does not need the router: data cache (one per page render) and toasts. */
export function AppProviders({
  queryClient,
  onHydrated,
  children,
}: {
  queryClient: QueryClient;
  /** Called once the root has hydrated (or first rendered): its handlers are attached. */
  onHydrated?: () => void;
  children: ReactNode;
}) {
  // Says the browser has taken the page over (the browser journeys wait for it before acting).
  // Suspense boundaries further in may hydrate later, each on its own; React hydrates one at once
  // when it is tapped.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    onHydrated?.();
  }, [onHydrated]);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
