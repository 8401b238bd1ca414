import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const returnQuery = (id: string) =>
  queryOptions({
    queryKey: ['returns', 'detail', id],
    queryFn: ({ signal }) =>
      apiCall('GET /api/returns/:id', { params: { id }, signal }).then((data) => data.return),
  });

/** GET /api/returns/:id: one return with the steps staff may take next. */
export const useReturn = (id: string) => useQuery(returnQuery(id));
