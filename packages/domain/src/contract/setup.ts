import { successEnvelope } from '../api.js';
import { SetupBodySchema, SetupChecklistSchema, SetupResultSchema, SetupStatusSchema } from '../setup.js';
import { endpoint } from './endpoint.js';

const tags = ['setup'];

/** First-run setup at /setup, and the back office's first-steps checklist (issue 26). */
export const setupContract = {
  status: endpoint({
    method: 'GET',
    path: '/api/setup',
    access: 'public',
    tags,
    summary: 'Whether the shop still needs its first-run setup (true while it has no administrator)',
    response: { 200: successEnvelope(SetupStatusSchema) },
  }),
  complete: endpoint({
    method: 'POST',
    path: '/api/setup',
    access: 'public',
    tags,
    summary:
      'Set the shop up with the one-time code from the server log: creates the administrator, saves the shop’s first settings and signs in (403 SETUP_CODE_INVALID for a wrong code, 409 SETUP_DONE once an administrator exists; throttled per address)',
    body: SetupBodySchema,
    response: { 201: successEnvelope(SetupResultSchema) },
  }),
  checklist: endpoint({
    method: 'GET',
    path: '/api/admin/setup-checklist',
    access: 'admin',
    tags,
    summary:
      'The back office’s first steps (first product, mail, logo, policies), each ticked by what the shop holds',
    response: { 200: successEnvelope(SetupChecklistSchema) },
  }),
};
