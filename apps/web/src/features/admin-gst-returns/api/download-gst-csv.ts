import type { GstReturnTable } from '@shop/domain';
import { apiFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/**
 * Downloads one table of a month's return as the GST offline tool's CSV (decision 049). The API
 * wants the session's bearer token, which a plain link cannot send, so the file is fetched first.
 */
export async function downloadGstCsv(month: string, table: GstReturnTable) {
  const csv = await apiFile('GET /api/reports/gst', {}, { query: { month, format: 'csv', table } });
  saveFile(csv, `gstr1-${month}-${table}.csv`);
}
