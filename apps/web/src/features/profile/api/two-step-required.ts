import { queryOptions } from '@tanstack/react-query';
import { getMe } from '@/features/auth';

/** GET /api/auth/me's `twoStepRequired`: the shop requires two-step sign-in of this staff member, and it is off. */
export const twoStepRequiredQuery = (userId: string) =>
  queryOptions({
    queryKey: ['auth', 'two-step-required', userId],
    queryFn: async ({ signal }) => (await getMe(signal)).twoStepRequired,
  });
