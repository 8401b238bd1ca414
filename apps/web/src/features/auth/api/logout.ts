import { ApiError, apiCall } from '@/lib/api-client';

/**
 * POST /auth/logout with the token of the session being ended. The local session is already gone by
 * then: a 401 here only means the server had ended it first, and must not bounce the visitor to /auth.
 */
export async function logout(token: string): Promise<void> {
  try {
    await apiCall('POST /api/auth/logout', { token, signOutOn401: false });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
}
