import { formatVisitHint, VISIT_HINT_COOKIE, VISIT_HINT_MAX_AGE_SECONDS, type VisitHint } from '@shop/domain';
import { readString, STORAGE_KEYS } from './storage';

/** What this browser's storage says now: a stored token makes a member, else the guest cart's lines. */
function visitNow(): VisitHint {
  if (readString(STORAGE_KEYS.token)) return { kind: 'member' };
  try {
    const lines: unknown = JSON.parse(readString(STORAGE_KEYS.guestCart) ?? '[]');
    return { kind: 'guest', lines: Array.isArray(lines) ? lines.length : 0 };
  } catch {
    return { kind: 'guest', lines: 0 };
  }
}

/**
 * Writes the visit hint (decision 064) from storage, for the next page the server renders. Called
 * wherever the session or the guest cart is stored or cleared, and once at start (a cookie cleared
 * or older than the hint). Not HttpOnly: only this script knows what to write. Lax, whole site.
 */
export function rememberVisit(): void {
  try {
    document.cookie = `${VISIT_HINT_COOKIE}=${formatVisitHint(visitNow())}; Path=/; Max-Age=${VISIT_HINT_MAX_AGE_SECONDS}; SameSite=Lax`;
  } catch {
    // Cookies disabled: the pages paint as they did before the hint, nothing breaks.
  }
}
