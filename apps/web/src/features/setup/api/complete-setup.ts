import type { SetupBody } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

/** POST /api/setup → { token, user, session }, as sign-in answers. */
export const completeSetup = (body: SetupBody) => apiCall('POST /api/setup', { body });
