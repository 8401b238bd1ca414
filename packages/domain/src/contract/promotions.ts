import { IdParamsSchema, NoBodySchema, successEnvelope } from '../api.js';
import { CouponBodySchema, CouponListSchema, CouponResponseSchema } from '../coupons.js';
import { endpoint } from './endpoint.js';

const tags = ['coupons'];
const couponAnswer = successEnvelope(CouponResponseSchema);

/** Coupon codes, run by staff (decision 037); the cart's side is in the cart's contract. */
export const promotionsContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/coupons',
    access: 'admin',
    tags,
    summary: 'Every coupon code, newest first, with its uses and the revenue of its orders',
    response: { 200: successEnvelope(CouponListSchema) },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/coupons',
    access: 'admin',
    tags,
    summary: 'Create a code (409 when the code is taken, in any case; 422 on a wrong field)',
    body: CouponBodySchema,
    response: { 201: couponAnswer },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/coupons/:id',
    access: 'admin',
    tags,
    summary: 'Replace a code’s terms (orders placed with it keep their discount)',
    params: IdParamsSchema,
    body: CouponBodySchema,
    response: { 200: couponAnswer },
  }),
  activate: endpoint({
    method: 'POST',
    path: '/api/coupons/:id/activate',
    access: 'admin',
    tags,
    summary: 'Switch a code on',
    params: IdParamsSchema,
    body: NoBodySchema,
    response: { 200: couponAnswer },
  }),
  deactivate: endpoint({
    method: 'POST',
    path: '/api/coupons/:id/deactivate',
    access: 'admin',
    tags,
    summary: 'Switch a code off: carts holding it are told, checkout refuses it',
    params: IdParamsSchema,
    body: NoBodySchema,
    response: { 200: couponAnswer },
  }),
};
