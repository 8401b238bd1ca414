import type { ChangePasswordBody, MessageResult } from '@shop/domain';
import { api } from '@/lib/api-client';

/** POST /users/password: changes the own password and signs out every other session. */
export const changePassword = (body: ChangePasswordBody) => api.post<MessageResult>('/users/password', body);
