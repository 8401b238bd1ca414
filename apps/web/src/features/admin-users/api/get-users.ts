import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

export const USERS_PAGE_SIZE = 10;

export interface UsersFilter {
  page: number;
  role?: Role | undefined;
  search?: string | undefined;
}

export const usersQuery = (filter: UsersFilter) =>
  queryOptions({
    queryKey: ['users', 'list', filter],
    queryFn: ({ signal }) =>
      apiCall('GET /api/users', {
        query: { page: filter.page, limit: USERS_PAGE_SIZE, role: filter.role, search: filter.search },
        signal,
      }),
  });

/** GET /users: one page of users plus role counts over all users; the last page stays while the next loads. */
export const useUsers = (filter: UsersFilter) =>
  useQuery({ ...usersQuery(filter), placeholderData: keepPreviousData });
