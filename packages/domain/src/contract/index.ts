import { abandonedCartsContract } from './abandoned-carts.js';
import { accountContract } from './account.js';
import { auditContract } from './audit.js';
import { authContract } from './auth.js';
import { cartContract } from './cart.js';
import { catalogAdminContract } from './catalog-admin.js';
import { catalogContract } from './catalog.js';
import { complaintsContract } from './complaints.js';
import { demoDataContract } from './demo-data.js';
import { contentPagesContract } from './content-pages.js';
import type { Endpoint, EndpointKey } from './endpoint.js';
import { invoicingContract } from './invoicing.js';
import { notificationsContract } from './notifications.js';
import { ordersContract } from './orders.js';
import { paymentsContract } from './payments.js';
import { promotionsContract } from './promotions.js';
import { reportsContract } from './reports.js';
import { returnsContract } from './returns.js';
import { reviewsContract } from './reviews.js';
import { searchContract } from './search.js';
import { settingsContract } from './settings.js';
import { setupContract } from './setup.js';
import { shippingContract } from './shipping.js';
import { sizeChartsContract } from './size-charts.js';
import { systemContract } from './system.js';
import { uploadsContract } from './uploads.js';
import { usersContract } from './users.js';

export * from './endpoint.js';
export { UPLOAD_FIELD } from './uploads.js';

/**
 * Every /api route, once, by area (decision 010). The server registers each entry and fails a test
 * when a route has no entry or an entry no route; the browser's fetchers are typed from the same
 * entries.
 */
export const contract = {
  auth: authContract,
  users: usersContract,
  catalog: catalogContract,
  catalogAdmin: catalogAdminContract,
  search: searchContract,
  cart: cartContract,
  account: accountContract,
  orders: ordersContract,
  payments: paymentsContract,
  promotions: promotionsContract,
  invoicing: invoicingContract,
  returns: returnsContract,
  notifications: notificationsContract,
  reviews: reviewsContract,
  reports: reportsContract,
  abandonedCarts: abandonedCartsContract,
  sizeCharts: sizeChartsContract,
  settings: settingsContract,
  setup: setupContract,
  complaints: complaintsContract,
  shipping: shippingContract,
  uploads: uploadsContract,
  system: systemContract,
  demoData: demoDataContract,
  audit: auditContract,
  contentPages: contentPagesContract,
};
export type Contract = typeof contract;

/** Every entry of the contract, as one union. */
export type ContractEndpoint = {
  [Area in keyof Contract]: Contract[Area][keyof Contract[Area]];
}[keyof Contract];

/** Entries by `'METHOD /api/path'`, the name the browser calls them by. */
export type EndpointsByKey = { [E in ContractEndpoint as EndpointKey<E>]: E };
export type ContractKey = keyof EndpointsByKey;

/** Every entry as a list, for the server's registration check and tests. */
export const contractEndpoints = (): Endpoint[] =>
  Object.values(contract).flatMap((area) => Object.values(area) as Endpoint[]);
