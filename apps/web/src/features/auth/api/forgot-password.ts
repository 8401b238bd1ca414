import type { ForgotPasswordBody, MessageResult } from '@shop/domain';
import { api } from '@/lib/api-client';

/** POST /auth/forgot-password: always the same answer, whether or not the account exists. */
export const forgotPassword = (body: ForgotPasswordBody) =>
  api.post<MessageResult>('/auth/forgot-password', body);
