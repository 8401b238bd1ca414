import { z } from 'zod';
import { IdParamsSchema, NoBodySchema, successEnvelope } from '../api.js';
import {
  AdminComplaintSchema,
  ComplaintBodySchema,
  ComplaintListQuerySchema,
  ComplaintListSchema,
  ComplaintReceiptSchema,
  ComplaintReplyBodySchema,
  ComplaintTrackBodySchema,
  TrackedComplaintSchema,
} from '../complaints.js';
import { endpoint } from './endpoint.js';

const tags = ['complaints'];
const oneForStaff = successEnvelope(z.object({ complaint: AdminComplaintSchema }));

/** Complaints to the grievance officer (decision 048): anyone files and follows one, staff answer. */
export const complaintsContract = {
  create: endpoint({
    method: 'POST',
    path: '/api/complaints',
    access: 'public',
    tags,
    summary:
      'File a complaint with the grievance officer: answers its ticket number and deadlines (acknowledged within 48 hours, resolved within one month) and mails an acknowledgement; limited per address',
    body: ComplaintBodySchema,
    response: { 201: successEnvelope(z.object({ complaint: ComplaintReceiptSchema })) },
  }),
  track: endpoint({
    method: 'POST',
    path: '/api/complaints/track',
    access: 'public',
    tags,
    summary:
      'Follow a complaint by its ticket number and the e-mail it was filed with: its status and replies; the same 404 for any wrong pair, limited per address',
    body: ComplaintTrackBodySchema,
    response: { 200: successEnvelope(z.object({ complaint: TrackedComplaintSchema })) },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/admin/complaints',
    access: 'admin',
    tags,
    summary: 'Complaints, newest first, by status (open, acknowledged, resolved) or only the overdue ones',
    querystring: ComplaintListQuerySchema,
    response: { 200: successEnvelope(ComplaintListSchema) },
  }),
  one: endpoint({
    method: 'GET',
    path: '/api/admin/complaints/:id',
    access: 'admin',
    tags,
    summary: 'One complaint with its message and every reply',
    params: IdParamsSchema,
    response: { 200: oneForStaff },
  }),
  acknowledge: endpoint({
    method: 'POST',
    path: '/api/admin/complaints/:id/acknowledge',
    access: 'admin',
    tags,
    summary: 'Mark an open complaint acknowledged (409 when it is not open)',
    params: IdParamsSchema,
    body: NoBodySchema,
    response: { 200: oneForStaff },
  }),
  reply: endpoint({
    method: 'POST',
    path: '/api/admin/complaints/:id/replies',
    access: 'admin',
    tags,
    summary:
      'Answer the customer: the reply is kept with the complaint and mailed through the outbox; an open complaint becomes acknowledged (409 once resolved)',
    params: IdParamsSchema,
    body: ComplaintReplyBodySchema,
    response: { 201: oneForStaff },
  }),
  resolve: endpoint({
    method: 'POST',
    path: '/api/admin/complaints/:id/resolve',
    access: 'admin',
    tags,
    summary: 'Mark a complaint resolved and mail the customer so (409 when it already is)',
    params: IdParamsSchema,
    body: NoBodySchema,
    response: { 200: oneForStaff },
  }),
};
