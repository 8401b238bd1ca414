import type { AuditEntry, Pagination } from '@shop/domain';
import type { App } from '../../src/app.js';
import { json } from './json.js';

/** The activity log as the administrator reads it (GET /api/admin/audit), failing loudly if refused. */
export async function readAuditLog(
  app: App,
  authorization: string,
  query = '',
): Promise<{ entries: AuditEntry[]; pagination: Pagination }> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/audit${query}`,
    headers: { authorization },
  });
  if (response.statusCode !== 200) throw new Error(`audit log refused: ${response.body}`);
  return (json(response) as { data: { entries: AuditEntry[]; pagination: Pagination } }).data;
}
