import type { ResetPasswordBody } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

/** POST /auth/reset-password: sets the new password and signs the account out everywhere. */

export const resetPassword = (body: ResetPasswordBody) => apiCall('POST /api/auth/reset-password', { body });
