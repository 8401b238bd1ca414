import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export interface DashboardRange {
  from: string;
  to: string;
}

export const dashboardQuery = (range: DashboardRange) =>
  queryOptions({
    queryKey: ['dashboard', range],
    queryFn: ({ signal }) =>
      apiCall('GET /api/dashboard', { query: { from: range.from, to: range.to }, signal }),
  });

/** The dashboard's figures for a range of India days; the last range stays shown while the next loads. */
export const useDashboard = (range: DashboardRange) =>
  useQuery({ ...dashboardQuery(range), placeholderData: keepPreviousData });
