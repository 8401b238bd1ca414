import type { PasswordStrengthBody } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

/** POST /auth/password-strength: the server's verdict on a new password, for the strength meter. */
export const checkPasswordStrength = (body: PasswordStrengthBody, signal?: AbortSignal) =>
  apiCall('POST /api/auth/password-strength', { body, signal }).then((data) => data.strength);
