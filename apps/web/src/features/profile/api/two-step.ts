import { apiCall } from '@/lib/api-client';

/** Two-step sign-in (issue 29): a new secret for the app, its first code, and turning it off. */

export const startTwoStep = () => apiCall('POST /api/auth/two-step/setup');
export const confirmTwoStep = (code: string) =>
  apiCall('POST /api/auth/two-step/confirm', { body: { code } }).then((data) => data.recoveryCodes);
export const disableTwoStep = (code: string) =>
  apiCall('POST /api/auth/two-step/disable', { body: { code } });
