import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

const gstReturnQuery = (month: string) =>
  queryOptions({
    queryKey: ['gst-return', month],
    queryFn: ({ signal }) => apiCall('GET /api/reports/gst', { query: { month }, signal }),
  });

const gstReturnWarningsQuery = (month: string) =>
  queryOptions({
    queryKey: ['gst-return', month, 'warnings'],
    queryFn: ({ signal }) =>
      apiCall('GET /api/reports/gst/warnings', { query: { month }, signal }).then((data) => data.warnings),
  });

/** The month's GSTR-1 tables (decision 049); the last month stays shown while the next loads. */
export const useGstReturn = (month: string) =>
  useQuery({ ...gstReturnQuery(month), placeholderData: keepPreviousData });

/** What the month's invoices lack for the return. */
export const useGstReturnWarnings = (month: string) => useQuery(gstReturnWarningsQuery(month));
