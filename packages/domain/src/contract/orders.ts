import { IdParamsSchema, successEnvelope } from '../api.js';
import {
  AdminOrderListQuerySchema,
  CancelOrderBodySchema,
  IdempotencyHeadersSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderResponseSchema,
  PlaceOrderBodySchema,
} from '../orders.js';
import { ConfirmCodBodySchema, UpdateOrderStatusBodySchema } from '../order-status-change.js';
import { endpoint } from './endpoint.js';

const tags = ['orders'];
const orderAnswer = successEnvelope(OrderResponseSchema);
const listAnswer = { 200: successEnvelope(OrderListSchema) };

/** Checkout and orders (decision 006): customers see their own, staff run them all. */
export const ordersContract = {
  place: endpoint({
    method: 'POST',
    path: '/api/orders',
    access: 'signed-in',
    tags,
    summary: 'Place a Cash-on-Delivery order from my cart (201; 200 when the key was used before)',
    headers: IdempotencyHeadersSchema,
    body: PlaceOrderBodySchema,
    response: { 200: orderAnswer, 201: orderAnswer },
  }),
  listMine: endpoint({
    method: 'GET',
    path: '/api/orders',
    access: 'signed-in',
    tags,
    summary: 'My orders, newest first',
    querystring: OrderListQuerySchema,
    response: listAnswer,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/orders/:id',
    access: 'signed-in',
    tags,
    summary: 'One order: my own, or any for staff',
    params: IdParamsSchema,
    response: { 200: orderAnswer },
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/orders/:id/cancel',
    access: 'signed-in',
    tags,
    summary: 'Cancel my pending order (the stock goes back)',
    params: IdParamsSchema,
    body: CancelOrderBodySchema,
    response: { 200: orderAnswer },
  }),
  updateStatus: endpoint({
    method: 'PATCH',
    path: '/api/orders/:id/status',
    access: 'admin',
    tags,
    summary: 'Move an order along its lifecycle (staff)',
    params: IdParamsSchema,
    body: UpdateOrderStatusBodySchema,
    response: { 200: orderAnswer },
  }),
  confirmCod: endpoint({
    method: 'POST',
    path: '/api/orders/:id/cod-confirmation',
    access: 'admin',
    tags,
    summary:
      'Record that the customer confirmed this Cash-on-Delivery order (staff; once, before shipping; a repeat changes nothing)',
    params: IdParamsSchema,
    body: ConfirmCodBodySchema,
    response: { 200: orderAnswer },
  }),
  listAll: endpoint({
    method: 'GET',
    path: '/api/admin/orders',
    access: 'admin',
    tags,
    summary: "Every customer's orders, by status and search (staff)",
    querystring: AdminOrderListQuerySchema,
    response: listAnswer,
  }),
};
