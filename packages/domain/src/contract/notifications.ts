import { IdParamsSchema, NoBodySchema, successEnvelope } from '../api.js';
import {
  MailStatusSchema,
  MailTestResponseSchema,
  NotificationListSchema,
  NotificationResponseSchema,
  StockAlertBodySchema,
  StockAlertResponseSchema,
} from '../notifications.js';
import { endpoint } from './endpoint.js';

const tags = ['notifications'];
const alertAnswer = successEnvelope(StockAlertResponseSchema);

/** The shop's mail (decision 029): staff see and resend an order's, shoppers ask to hear of stock. */
export const notificationsContract = {
  listForOrder: endpoint({
    method: 'GET',
    path: '/api/orders/:id/notifications',
    access: 'admin',
    tags,
    summary: 'Every mail of one order with its state: queued, sent, failed and retrying (staff)',
    params: IdParamsSchema,
    response: { 200: successEnvelope(NotificationListSchema) },
  }),
  resend: endpoint({
    method: 'POST',
    path: '/api/notifications/:id/resend',
    access: 'admin',
    tags,
    summary: 'Send a mail again (staff); 409 while it is still queued or sending',
    params: IdParamsSchema,
    body: NoBodySchema,
    response: { 200: successEnvelope(NotificationResponseSchema) },
  }),
  mailStatus: endpoint({
    method: 'GET',
    path: '/api/admin/mail',
    access: 'admin',
    tags,
    summary: 'Whether the shop really sends mail (a mail server is set) or only writes it to the log (staff)',
    response: { 200: successEnvelope(MailStatusSchema) },
  }),
  mailTest: endpoint({
    method: 'POST',
    path: '/api/admin/mail/test',
    access: 'admin',
    tags,
    summary:
      'Send a test mail to the signed-in staff member’s own address through the mail queue, like every other mail (202)',
    body: NoBodySchema,
    response: { 202: successEnvelope(MailTestResponseSchema) },
  }),
  stockAlert: endpoint({
    method: 'POST',
    path: '/api/products/:id/stock-alerts',
    access: 'public',
    tags,
    summary:
      'Notify me when available: one mail when the sold-out variant is back (201; 200 when this email already waits)',
    params: IdParamsSchema,
    body: StockAlertBodySchema,
    response: { 200: alertAnswer, 201: alertAnswer },
  }),
};
