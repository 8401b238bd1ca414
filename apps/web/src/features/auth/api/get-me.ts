import { apiCall } from '@/lib/api-client';

/** GET /auth/me: the signed-in user, read loosely by readUserResult. */

export const getMe = (signal?: AbortSignal) => apiCall('GET /api/auth/me', { signal });
