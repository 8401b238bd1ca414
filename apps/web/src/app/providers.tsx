import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';

/** Everything that does not need the router: data cache (one per page render) and toasts. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Says the browser has taken the page over (the browser journeys wait for it before acting).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
