import type { UpdateProfileBody } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

/** PUT /auth/me: the own profile (full name); answers the updated user. */

export const updateMe = (body: UpdateProfileBody) => apiCall('PUT /api/auth/me', { body });
