/**
 * What other parts of the server may use of promotions (docs/architecture.md, "Module entries"):
 * the cart asks what its code is worth, checkout takes a use of it in its own transaction, and
 * cancelling an order gives the use back. Staff routes are registered by app.ts.
 */
export {
  couponIdByCode,
  evaluateCoupon,
  redeemCoupon,
  releaseCouponUse,
  type CouponVerdict,
} from './redemption-service.js';
