import type { ChangePasswordBody } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

/** POST /users/password: changes the own password and signs out every other session. */

export const changePassword = (body: ChangePasswordBody) => apiCall('POST /api/users/password', { body });
