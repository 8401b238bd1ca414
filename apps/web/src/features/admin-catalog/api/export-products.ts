import { apiFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/products/export.csv: every product, one row per variant, saved as today's file. */
export async function downloadProductsCsv(): Promise<void> {
  const csv = await apiFile('GET /api/products/export.csv');
  saveFile(csv, `products-${new Date().toISOString().slice(0, 10)}.csv`);
}
