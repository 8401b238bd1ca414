import { apiCall } from '@/lib/api-client';

/** POST /auth/refresh: a new token replaces the current one, which stops working. */

export const refreshToken = () => apiCall('POST /api/auth/refresh');
