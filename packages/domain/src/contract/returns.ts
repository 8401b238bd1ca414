import { IdParamsSchema, successEnvelope } from '../api.js';
import {
  AdminReturnListQuerySchema,
  AdminReturnListSchema,
  CreateReturnBodySchema,
  GuestPairBodySchema,
  ReturnListResponseSchema,
  ReturnOptionsResponseSchema,
  ReturnPhotosResponseSchema,
  ReturnResponseSchema,
  UpdateReturnBodySchema,
} from '../returns.js';
import { endpoint } from './endpoint.js';

const tags = ['returns'];
const returnAnswer = successEnvelope(ReturnResponseSchema);

/**
 * Returns, exchanges and refunds after delivery (decision 054). The shopper's routes take a session,
 * or a guest's tracking pair (`orderNumber`, `phone`) in the body; staff move a return one step a call.
 */
export const returnsContract = {
  options: endpoint({
    method: 'POST',
    path: '/api/orders/:id/return-options',
    access: 'public',
    tags,
    summary:
      'What may be returned from my delivered order now: each line with the pieces left to return, whether it is returnable, the variants it may be exchanged for; the window; the returns asked so far. A guest sends the tracking pair; 404 for anyone else',
    params: IdParamsSchema,
    body: GuestPairBodySchema,
    response: { 200: successEnvelope(ReturnOptionsResponseSchema) },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/orders/:id/returns',
    access: 'public',
    tags,
    summary:
      "Ask to return or exchange pieces of my delivered order (201). 422 outside the window, for a piece not returnable, more than delivered less already returned, an exchange variant dearer, of another product or out of stock, a Cash on Delivery refund without refundTo; 404 for another customer's order. A guest adds the tracking pair",
    params: IdParamsSchema,
    body: CreateReturnBodySchema,
    response: { 201: returnAnswer },
  }),
  listForOrder: endpoint({
    method: 'GET',
    path: '/api/orders/:id/returns',
    access: 'signed-in',
    tags,
    summary: "The order's returns, oldest first (its customer, or staff)",
    params: IdParamsSchema,
    response: { 200: successEnvelope(ReturnListResponseSchema) },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/returns/:id',
    access: 'signed-in',
    tags,
    summary: 'One return (its shopper, or staff)',
    params: IdParamsSchema,
    response: { 200: returnAnswer },
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/returns/:id/cancel',
    access: 'public',
    tags,
    summary:
      'Take my request back until the parcel is picked up (409 after); the stock held for an exchange goes back. A guest sends the tracking pair',
    params: IdParamsSchema,
    body: GuestPairBodySchema,
    response: { 200: returnAnswer },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/returns/:id',
    access: 'admin',
    tags,
    summary:
      'Staff: move a return one step: approved (with the pickup), rejected (with a reason), cancelled, picked_up, received (restock per line), refunded (amount in rupees and the UTR or reference; 422 above what the lines are worth), exchanged (a ₹0 replacement order). 409 for a step out of order',
    params: IdParamsSchema,
    body: UpdateReturnBodySchema,
    response: { 200: returnAnswer },
  }),
  listAll: endpoint({
    method: 'GET',
    path: '/api/admin/returns',
    access: 'admin',
    tags,
    summary: "Staff: every return, newest first, by status ('open': not yet settled) and age",
    querystring: AdminReturnListQuerySchema,
    response: { 200: successEnvelope(AdminReturnListSchema) },
  }),
  creditNote: endpoint({
    method: 'GET',
    path: '/api/returns/:id/credit-note',
    access: 'signed-in',
    tags,
    summary: "The return's credit note (PDF), once refunded or exchanged (409 before)",
    params: IdParamsSchema,
    produces: ['application/pdf'],
    response: {},
  }),
  uploadPhotos: endpoint({
    method: 'POST',
    path: '/api/orders/:id/return-photos',
    access: 'public',
    tags,
    summary:
      "Up to 3 photos for a return of my order (multipart field 'photos'; a guest adds the fields orderNumber and phone). Kept private to the shopper and staff",
    params: IdParamsSchema,
    consumes: ['multipart/form-data'],
    response: { 201: successEnvelope(ReturnPhotosResponseSchema) },
  }),
  photo: endpoint({
    method: 'GET',
    path: '/api/return-photos/:id',
    access: 'signed-in',
    tags,
    summary: 'A return photo (WebP), to the shopper who sent it and to staff',
    params: IdParamsSchema,
    produces: ['image/webp'],
    response: {},
  }),
};
