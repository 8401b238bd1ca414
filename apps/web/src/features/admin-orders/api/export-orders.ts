import type { OrderStatus } from '@shop/domain';
import { apiFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** A long range streams many rows: allow it more time than an ordinary call. */
const EXPORT_TIMEOUT_MS = 5 * 60_000;

/**
 * Downloads the orders of a range (and status) as CSV with their GST columns (decision 036). The API
 * wants the session's bearer token, which a plain link cannot send, so the file is fetched first.
 */
export async function downloadOrdersCsv(filters: {
  from: string;
  to: string;
  status?: OrderStatus | undefined;
}) {
  const csv = await apiFile(
    'GET /api/admin/orders/export',
    {},
    { query: filters, timeoutMs: EXPORT_TIMEOUT_MS },
  );
  saveFile(csv, `orders-${filters.from}-to-${filters.to}${filters.status ? `-${filters.status}` : ''}.csv`);
}
