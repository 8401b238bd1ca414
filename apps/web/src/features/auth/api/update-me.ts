import type { UpdateProfileBody } from '@shop/domain';
import { api } from '@/lib/api-client';

/** PUT /auth/me: the own profile (full name); answers the updated user. */
export const updateMe = (body: UpdateProfileBody) => api.put<unknown>('/auth/me', body);
