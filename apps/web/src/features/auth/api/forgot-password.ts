import type { ForgotPasswordBody } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

/** POST /auth/forgot-password: always the same answer, whether or not the account exists. */
export const forgotPassword = (body: ForgotPasswordBody) =>
  apiCall('POST /api/auth/forgot-password', { body });
