import type { VisitHint } from '@shop/domain';
import { createContext, useContext, type ReactNode } from 'react';

const VisitHintContext = createContext<VisitHint | undefined>(undefined);

/**
 * The visit hint (decision 064) the page was rendered with: from the request's cookie on the
 * server, from `document.cookie` read once at start in the browser, so the hydration render is the
 * server's. Only for the first paint: screens use it while the session is not yet known.
 */
export function VisitHintProvider({ hint, children }: { hint: VisitHint | undefined; children: ReactNode }) {
  return <VisitHintContext.Provider value={hint}>{children}</VisitHintContext.Provider>;
}

/** The hint (none sent reads as a first visit), undefined for a value the shop never writes (decision 064). */
export function useVisitHint(): VisitHint | undefined {
  return useContext(VisitHintContext);
}
