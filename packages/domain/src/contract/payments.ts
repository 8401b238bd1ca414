import { successEnvelope } from '../api.js';
import { PaymentMethodsResponseSchema } from '../payments.js';
import { endpoint } from './endpoint.js';

const tags = ['payments'];

/** The ways to pay (decision 038): what the checkout offers. An order's own payment is under orders. */
export const paymentsContract = {
  methods: endpoint({
    method: 'GET',
    path: '/api/payment-methods',
    access: 'public',
    tags,
    summary:
      "The ways to pay the checkout offers: Cash on Delivery always, UPI once the shop's settings hold its UPI ID",
    response: { 200: successEnvelope(PaymentMethodsResponseSchema) },
  }),
};
