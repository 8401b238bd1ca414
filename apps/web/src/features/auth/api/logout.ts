import { API_BASE, REQUEST_TIMEOUT_MS } from '@/lib/api-client';

/**
 * POST /auth/logout with the token of the session being ended. The local session is already gone by
 * then, so this bypasses the api client: a 401 here only means the server had ended it first, and
 * must not bounce the visitor to /auth.
 */
export async function logout(token: string): Promise<void> {
  const response = await fetch(`${API_BASE}/auth/logout`, {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok && response.status !== 401) throw new Error(`Logout failed (${response.status})`);
}
