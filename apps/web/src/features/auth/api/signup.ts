import type { SignupBody } from '@shop/domain';
import { api } from '@/lib/api-client';

/** POST /auth/signup → { token, user, session }; the server builds fullName when it is missing. */
export const signup = (body: SignupBody) => api.post<unknown>('/auth/signup', body);
