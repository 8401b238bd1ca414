import type { LoginBody, MfaBody } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

/**
 * POST /auth/login → { token, user, session } (checked by readAuthResult), or, with two-step sign-in
 * on, { mfaRequired, mfaToken } (issue 29).
 */

export const login = (body: LoginBody) => apiCall('POST /api/auth/login', { body });

/**
 * POST /auth/mfa: the second step's code → { token, user, session }. A wrong code's 401 is about
 * the code, not a session: nothing stored is signed out.
 */

export const sendSignInCode = (body: MfaBody) => apiCall('POST /api/auth/mfa', { body, signOutOn401: false });
