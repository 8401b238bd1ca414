import type { MessageResult, ResetPasswordBody } from '@shop/domain';
import { api } from '@/lib/api-client';

/** POST /auth/reset-password: sets the new password and signs the account out everywhere. */
export const resetPassword = (body: ResetPasswordBody) =>
  api.post<MessageResult>('/auth/reset-password', body);
