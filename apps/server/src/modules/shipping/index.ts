/**
 * What other parts of the server may use of shipping (docs/architecture.md, "Module entries"):
 * the parcel an order keeps when it ships, checkout's check of the address's pincode, and its
 * Cash on Delivery rule. Its routes are registered by app.ts.
 */
export { checkShippingAddress } from './address-check.js';
export { checkCashOnDelivery } from './cod-check.js';
export { shipmentOf, type Shipment } from './shipment-service.js';
