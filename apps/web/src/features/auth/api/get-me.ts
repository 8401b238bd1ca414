import { api } from '@/lib/api-client';

/** GET /auth/me: the signed-in user, read loosely by readUserResult. */
export const getMe = (signal?: AbortSignal) => api.get<unknown>('/auth/me', undefined, signal);
