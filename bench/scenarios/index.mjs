// Every benchmark scenario, in the order they run. To add one, write bench/scenarios/<name>.mjs and list it here.
//
// A scenario is { id, title, description?, columns, scope, run(context) } and run() resolves to
// { rows (arrays matching columns), checks: [{ label, target, actual, pass }], notes: [] }.
//   scope 'per-database': runs once per database against a freshly seeded catalogue; context is
//     { baseURL, target: { name, kind, serverEnv, seedEnv }, seeded: { count, productId }, serverPid,
//     ceiling: { rps, p50, p99, failures } } (the server's /api/health, measured by run.mjs first).
//     target.seedEnv lets a scenario prepare more data (e.g. buyers) through its own tsx script,
//     as bench/seed.mjs does.
//   scope 'once': runs once with no server (e.g. page weight); context is {}.
import { catalogReads } from './catalog-reads.mjs';
import { checkout } from './checkout.mjs';
import { dashboard } from './dashboard.mjs';
import { firstStart } from './first-start.mjs';
import { lighthouse } from './lighthouse.mjs';
import { pageWeight } from './page-weight.mjs';
import { productImport } from './product-import.mjs';
import { requestOverhead } from './request-overhead.mjs';
import { uncachedListings } from './uncached-listings.mjs';
import { uncachedSearch } from './uncached-search.mjs';
import { workerScaling } from './worker-scaling.mjs';

export const scenarios = [
  firstStart,
  catalogReads,
  uncachedListings,
  uncachedSearch,
  workerScaling,
  checkout,
  productImport,
  dashboard,
  pageWeight,
  requestOverhead,
  lighthouse,
];
