import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOrderListQuerySchema,
  CancelOrderBodySchema,
  IdempotencyHeadersSchema,
  IdParamsSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderResponseSchema,
  PlaceOrderBodySchema,
  pricingSettingsFrom,
  successEnvelope,
  UpdateOrderStatusBodySchema,
  type Order,
} from '@shop/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { requireSession } from '../../plugins/auth.js';
import { placeOrder } from './checkout-service.js';
import { cancelMyOrder, updateOrderStatus } from './lifecycle-service.js';
import { getOrder, listAllOrders, listMyOrders } from './query-service.js';

/** Checkout and orders (DECISIONS D3): customers see their own, staff run them all. */
export const orderRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, options) => {
  const { db } = options;
  const pricing = pricingSettingsFrom(options.config.shop);
  const orderResponse = successEnvelope(OrderResponseSchema);
  const listResponse = { 200: successEnvelope(OrderListSchema) };
  const one = (order: Order) => ({ success: true as const, data: { order } });
  const viewerOf = (request: Parameters<typeof requireSession>[0]) => {
    const { user } = requireSession(request);
    return { id: user.id, role: user.role };
  };

  app.post(
    '/api/orders',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['orders'],
        summary: 'Place a Cash-on-Delivery order from my cart (201; 200 when the key was used before)',
        headers: IdempotencyHeadersSchema,
        body: PlaceOrderBodySchema,
        response: { 200: orderResponse, 201: orderResponse },
      },
    },
    async (request, reply) => {
      const { order, created } = await placeOrder(
        db,
        requireSession(request).user.id,
        request.body.shippingAddress,
        request.headers['idempotency-key'],
        pricing,
      );
      return reply.code(created ? 201 : 200).send(one(order));
    },
  );

  app.get(
    '/api/orders',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['orders'],
        summary: 'My orders, newest first',
        querystring: OrderListQuerySchema,
        response: listResponse,
      },
    },
    async (request) => ({
      success: true as const,
      data: await listMyOrders(db, requireSession(request).user.id, request.query.page, request.query.limit),
    }),
  );

  app.get(
    '/api/orders/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['orders'],
        summary: 'One order: my own, or any for staff',
        params: IdParamsSchema,
        response: { 200: orderResponse },
      },
    },
    async (request) => one(await getOrder(db, request.params.id, viewerOf(request))),
  );

  app.post(
    '/api/orders/:id/cancel',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['orders'],
        summary: 'Cancel my pending order (the stock goes back)',
        params: IdParamsSchema,
        body: CancelOrderBodySchema,
        response: { 200: orderResponse },
      },
    },
    async (request) => one(await cancelMyOrder(db, request.params.id, viewerOf(request), request.body?.note)),
  );

  app.patch(
    '/api/orders/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders'],
        summary: 'Move an order along its lifecycle (staff)',
        params: IdParamsSchema,
        body: UpdateOrderStatusBodySchema,
        response: { 200: orderResponse },
      },
    },
    async (request) =>
      one(
        await updateOrderStatus(
          db,
          request.params.id,
          request.body.status,
          request.body.note,
          viewerOf(request),
        ),
      ),
  );

  app.get(
    '/api/admin/orders',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders'],
        summary: "Every customer's orders, by status and search (staff)",
        querystring: AdminOrderListQuerySchema,
        response: listResponse,
      },
    },
    async (request) => ({
      success: true as const,
      data: await listAllOrders(db, request.query, viewerOf(request)),
    }),
  );
};
