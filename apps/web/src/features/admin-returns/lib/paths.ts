/** A return's own screen in the back office. */
export const returnPath = (id: string) => `/admin/returns/${id}`;

/**
 * The staff's order screen on one order: Order Management searched by its number (as the shop's
 * own mails link it).
 */
export const orderManagementPath = (orderNumber: string) =>
  `/order-management?search=${encodeURIComponent(orderNumber)}`;
