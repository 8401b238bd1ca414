import { successEnvelope } from '../api.js';
import { AuditListSchema, AuditQuerySchema, HistoryParamsSchema, HistorySchema } from '../audit.js';
import { endpoint } from './endpoint.js';

const tags = ['audit'];

/** The staff activity log (issue 29): read only; nothing changes or removes an entry. */
export const auditContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/audit',
    access: 'administrator',
    tags,
    summary:
      'The activity log, newest first: filter by actor (id or part of the e-mail), entity, entityId, action and days (from, to; India time)',
    querystring: AuditQuerySchema,
    response: { 200: successEnvelope(AuditListSchema) },
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/admin/history/:entity/:id',
    access: 'admin',
    tags,
    summary: 'A product’s or an order’s own history (its latest 100 entries), for its back-office page',
    params: HistoryParamsSchema,
    response: { 200: successEnvelope(HistorySchema) },
  }),
};
