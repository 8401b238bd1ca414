import { IdParamsSchema, successEnvelope } from '../api.js';
import {
  AdminOrderListQuerySchema,
  CancelOrderBodySchema,
  IdempotencyHeadersSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderResponseSchema,
  PlaceOrderBodySchema,
  TrackedOrderResponseSchema,
  TrackOrderBodySchema,
} from '../orders.js';
import { ConfirmCodBodySchema, UpdateOrderStatusBodySchema } from '../order-status-change.js';
import { PaymentVerdictBodySchema, SubmitUtrBodySchema, UpiPaymentResponseSchema } from '../payments.js';
import { endpoint } from './endpoint.js';

const tags = ['orders'];
const orderAnswer = successEnvelope(OrderResponseSchema);
const listAnswer = { 200: successEnvelope(OrderListSchema) };

/** Checkout and orders (decision 006): customers see their own, staff run them all. */
export const ordersContract = {
  place: endpoint({
    method: 'POST',
    path: '/api/orders',
    // Public for a guest's Cash-on-Delivery order (items and contact in the body, decision 040);
    // with a session it orders the cart as before, and an expired session is still a 401.
    access: 'public',
    tags,
    summary:
      "Place an order from my cart, paymentMethod 'cod' (default) or 'upi' (then awaiting payment, its stock held 30 minutes; 422 when the shop takes no UPI) (201; 200 when the key was used before). Without a session: a guest's order of `items` for `contact`, Cash on Delivery only, limited per address (decision 040)",
    headers: IdempotencyHeadersSchema,
    body: PlaceOrderBodySchema,
    response: { 200: orderAnswer, 201: orderAnswer },
  }),
  track: endpoint({
    method: 'POST',
    path: '/api/orders/track',
    access: 'public',
    tags,
    summary:
      'Follow an order by its number and the mobile number used: its status, lines and parcel, nothing about the buyer; 404 for any wrong pair, limited per address (decision 040)',
    body: TrackOrderBodySchema,
    response: { 200: successEnvelope(TrackedOrderResponseSchema) },
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
  upiPayment: endpoint({
    method: 'GET',
    path: '/api/orders/:id/payment',
    access: 'signed-in',
    tags,
    summary:
      'The UPI payment of my order (or any, for staff): UPI ID, amount and the upi://pay link, built from the order (decision 038)',
    params: IdParamsSchema,
    response: { 200: successEnvelope(UpiPaymentResponseSchema) },
  }),
  submitUtr: endpoint({
    method: 'POST',
    path: '/api/orders/:id/payment',
    access: 'signed-in',
    tags,
    summary:
      'Give the 12-digit UTR of my UPI payment (422 when not 12 digits; 409 when the order is not awaiting payment)',
    params: IdParamsSchema,
    body: SubmitUtrBodySchema,
    response: { 200: orderAnswer },
  }),
  paymentReceived: endpoint({
    method: 'POST',
    path: '/api/orders/:id/payment/received',
    access: 'admin',
    tags,
    summary: 'Staff: the UPI payment arrived; the order goes ahead as pending (409 unless awaiting payment)',
    params: IdParamsSchema,
    body: PaymentVerdictBodySchema,
    response: { 200: orderAnswer },
  }),
  paymentNotReceived: endpoint({
    method: 'POST',
    path: '/api/orders/:id/payment/not-received',
    access: 'admin',
    tags,
    summary: 'Staff: no such UPI payment arrived; the order is cancelled and its stock goes back',
    params: IdParamsSchema,
    body: PaymentVerdictBodySchema,
    response: { 200: orderAnswer },
  }),
};
