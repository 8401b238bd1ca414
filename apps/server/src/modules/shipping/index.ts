/**
 * What other parts of the server may use of shipping (docs/architecture.md, "Module entries"):
 * the parcel an order keeps when it ships. Its routes are registered by app.ts.
 */
export { shipmentOf, type Shipment } from './shipment-service.js';
