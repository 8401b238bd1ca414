import type { RefreshResult } from '@shop/domain';
import { api } from '@/lib/api-client';

/** POST /auth/refresh: a new token replaces the current one, which stops working. */
export const refreshToken = () => api.post<RefreshResult>('/auth/refresh');
