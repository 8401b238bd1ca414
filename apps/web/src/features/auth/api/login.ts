import type { LoginBody } from '@shop/domain';
import { api } from '@/lib/api-client';

/** POST /auth/login → { token, user, session }; checked by readAuthResult. */
export const login = (body: LoginBody) => api.post<unknown>('/auth/login', body);
