import type { LoginBody } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

/** POST /auth/login → { token, user, session }; checked by readAuthResult. */
export const login = (body: LoginBody) => apiCall('POST /api/auth/login', { body });
