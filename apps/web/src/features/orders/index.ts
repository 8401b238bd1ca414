// The part of orders that other features (the back office's order screen) may use; the rest is private.
export { OrderLines } from './components/order-lines';
export { ShipmentDetails } from './components/shipment-details';
export { OrderStatusBadge } from './components/order-status-badge';
export { OrderTotals } from './components/order-totals';
export { ShippingAddressBlock } from './components/shipping-address';
export { StatusTimeline } from './components/status-timeline';
export { OrderDocuments } from './components/order-documents';
export { orderQuery } from './api/get-order';
