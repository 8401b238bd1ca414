import {
  AbandonedCartListSchema,
  AbandonedCartQuerySchema,
  CartIdParamsSchema,
  CartReminderResponseSchema,
  UnsubscribeBodySchema,
  UnsubscribeResponseSchema,
} from '../abandoned-carts.js';
import { NoBodySchema, successEnvelope } from '../api.js';
import { endpoint } from './endpoint.js';

const tags = ['abandoned-carts'];

/** Carts left behind (decision 043): staff only, but for the reminder mail's unsubscribe link. */
export const abandonedCartsContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/abandoned-carts',
    access: 'admin',
    tags,
    summary:
      'Carts of signed-in customers untouched for `olderThanHours` (24 by default, at least 1) with items in them, newest activity first',
    querystring: AbandonedCartQuerySchema,
    response: { 200: successEnvelope(AbandonedCartListSchema) },
  }),
  remindByEmail: endpoint({
    method: 'POST',
    path: '/api/admin/abandoned-carts/:cartId/remind-email',
    access: 'admin',
    tags,
    summary:
      'Mail the customer one reminder of their cart through the mail queue (404 for no such cart; 409 within a week of the last)',
    params: CartIdParamsSchema,
    body: NoBodySchema,
    response: { 200: successEnvelope(CartReminderResponseSchema) },
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/unsubscribe',
    // Public: the reminder mail's link works without signing in; its token names the recipient.
    access: 'public',
    tags,
    summary:
      'Stop cart reminder mails to the person the token (from the mail’s unsubscribe link) names; used again it answers the same (422 for a malformed token, 404 for one the shop never gave)',
    body: UnsubscribeBodySchema,
    response: { 200: successEnvelope(UnsubscribeResponseSchema) },
  }),
};
