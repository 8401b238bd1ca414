import type { SignupBody } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

/** POST /auth/signup → { token, user, session }; the server builds fullName when it is missing. */

export const signup = (body: SignupBody) => apiCall('POST /api/auth/signup', { body });
