import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, type Order } from '@shop/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Jobs } from '../../plugins/jobs.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { requestLanguage } from '../../lib/request-language.js';
import { requireSession } from '../../plugins/auth.js';
import { keepAddress } from '../addresses/index.js';
import { takeAttempt } from '../auth/index.js';
import { rateLimited, type TooManyWhat } from '../../lib/errors.js';
import { checkShippingAddress } from '../shipping/index.js';
import { pricingOf, readShopSettings } from '../settings/index.js';
import { placeOrder, type BuyerBusiness } from './checkout-service.js';
import { checkoutBuyer } from './guest-checkout.js';
import { trackOrder } from './tracking-service.js';
import { confirmCashOnDelivery } from './cod-confirmation-service.js';
import { paymentTerms } from '../payments/index.js';
import { cancelMyOrder, updateOrderStatus } from './lifecycle-service.js';
import { expireUnpaidOrders, settleUpiPayment, submitUtr, upiPaymentForOrder } from './payment-service.js';
import { getOrder, listAllOrders, listMyOrders } from './query-service.js';

/** Checkout and orders (decision 006): customers see their own, staff run them all. */
export const orderRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config; jobs: Jobs }> = async (
  app,
  options,
) => {
  const { db } = options;
  const routes = contract.orders;
  const one = (order: Order) => ({ success: true as const, data: { order } });
  const viewerOf = (request: Parameters<typeof requireSession>[0]) => {
    const { user } = requireSession(request);
    return { id: user.id, role: user.role };
  };
  /**
   * A shopper's read names the lines in the page's language (issue 28: the Hindi pages say
   * `Accept-Language: hi`); staff's desk, on the English back office, reads them as the invoice does.
   */
  const readerOf = (request: FastifyRequest) => ({
    ...viewerOf(request),
    language: requestLanguage(request),
  });

  /** A per-address limit counted in the database (so every app server shares it); 0 is off. */
  const throttle = async (request: { ip: string }, name: string, perHour: number, what: TooManyWhat) => {
    if (perHour <= 0) return;
    const key = `${name}:${normalizeIP(request.ip)}`;
    const attempt = await takeAttempt(db, [{ key, limit: perHour, windowSeconds: 3600 }]);
    if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds, what);
  };
  const { guestOrdersPerHour, orderLookupsPerHour } = options.config.limits;

  app.route({
    ...fromContract(routes.place),
    handler: async (request, reply) => {
      // A session orders its cart; no session is a guest, limited per address like sign-ups.
      const buyer = await checkoutBuyer(request, request.body);
      if (buyer.kind === 'guest') await throttle(request, 'guest-order', guestOrdersPerHour, 'orders');
      await checkShippingAddress(request.body.shippingAddress);
      const terms = await paymentTerms(db, request.body.paymentMethod);
      // One read of the settings for the prices (decision 050, issue 26), the shop's inbox and Cash on
      // Delivery's rules (decision 032).
      const settings = await readShopSettings(db);
      const { order, created } = await placeOrder(
        db,
        buyer,
        request.body.shippingAddress,
        request.headers['idempotency-key'],
        pricingOf(settings),
        options.config.shopOrdersEmail ?? settings.shop.email,
        terms,
        {
          business: businessOf(request.body),
          language: request.body.language,
          readsIn: requestLanguage(request),
        },
        settings.shipping,
      );
      if (created && order.userId && request.body.saveAddress !== false) {
        await keepAddress(db, order.userId, request.body.shippingAddress, request.log);
      }
      return reply.code(created ? 201 : 200).send(one(order));
    },
  });

  app.route({
    ...fromContract(routes.track),
    handler: async (request) => {
      await throttle(request, 'order-lookup', orderLookupsPerHour, 'look-ups');
      const { orderNumber, phone } = request.body;
      const order = await trackOrder(db, orderNumber, phone, requestLanguage(request));
      return { success: true as const, data: { order } };
    },
  });

  app.route({
    ...fromContract(routes.listMine),
    handler: async (request) => ({
      success: true as const,
      data: await listMyOrders(
        db,
        requireSession(request).user.id,
        request.query.page,
        request.query.limit,
        requestLanguage(request),
      ),
    }),
  });

  app.route({
    ...fromContract(routes.get),
    handler: async (request) => one(await getOrder(db, request.params.id, readerOf(request))),
  });

  app.route({
    ...fromContract(routes.cancel),
    handler: async (request) =>
      one(await cancelMyOrder(db, request.params.id, readerOf(request), request.body?.note)),
  });

  app.route({
    ...fromContract(routes.updateStatus),
    handler: async (request) =>
      one(await updateOrderStatus(db, request.params.id, request.body, viewerOf(request))),
  });

  app.route({
    ...fromContract(routes.confirmCod),
    handler: async (request) =>
      one(await confirmCashOnDelivery(db, request.params.id, viewerOf(request), request.body?.note)),
  });

  app.route({
    ...fromContract(routes.listAll),
    handler: async (request) => ({
      success: true as const,
      data: await listAllOrders(db, request.query, viewerOf(request)),
    }),
  });

  app.route({
    ...fromContract(routes.upiPayment),
    handler: async (request) => ({
      success: true as const,
      data: { payment: await upiPaymentForOrder(db, request.params.id, viewerOf(request)) },
    }),
  });

  app.route({
    ...fromContract(routes.submitUtr),
    handler: async (request) =>
      one(await submitUtr(db, request.params.id, readerOf(request), request.body.utr)),
  });

  app.route({
    ...fromContract(routes.paymentReceived),
    handler: async (request) =>
      one(await settleUpiPayment(db, request.params.id, viewerOf(request), 'paid', request.body?.note)),
  });

  app.route({
    ...fromContract(routes.paymentNotReceived),
    handler: async (request) =>
      one(
        await settleUpiPayment(db, request.params.id, viewerOf(request), 'not_received', request.body?.note),
      ),
  });

  // Every minute, UPI orders unpaid past their hold are cancelled and restocked (decision 038).
  options.jobs.define({
    name: 'upi-payment-expiry',
    cron: '* * * * *',
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    work: async () => {
      await expireUnpaidOrders(db);
    },
  });
};

/** The business a buyer named at checkout (the contract lets a GSTIN through only with its name). */
function businessOf(body: {
  buyerGstin?: string | undefined;
  buyerName?: string | undefined;
}): BuyerBusiness | null {
  return body.buyerGstin && body.buyerName ? { gstin: body.buyerGstin, name: body.buyerName } : null;
}
