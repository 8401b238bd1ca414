/**
 * What other parts of the server may use of shipping (docs/architecture.md, "Module entries"):
 * the parcel an order keeps when it ships, and checkout's check of the address's pincode. Its
 * routes are registered by app.ts.
 */
export { checkShippingAddress } from './address-check.js';
export { shipmentOf, type Shipment } from './shipment-service.js';
