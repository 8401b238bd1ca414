// Catalogue reads with one worker process and with two (WEB_CONCURRENCY=2, node:cluster), on the
// same PostgreSQL database and catalogue, measured one after the other in this run.
import { measure } from '../lib/load.mjs';
import { startServer } from '../lib/server.mjs';

/** Two workers must carry at least this many times the reads of one (on two cores, with the load
 * generator on the same machine taking its share of them). */
const SCALE_BUDGET = 1.2;

const ROUTES = [
  { label: 'GET /api/health', path: () => '/api/health' },
  {
    label: 'GET /api/products?category=jewelry&page=2&limit=12',
    path: () => '/api/products?category=jewelry&page=2&limit=12',
    scales: true,
  },
  {
    label: 'GET /api/products/id/:id',
    path: ({ productId }) => `/api/products/id/${productId}`,
    scales: true,
  },
];

export const workerScaling = {
  id: 'worker-scaling',
  title: 'Reads with more worker processes',
  scope: 'per-database',
  description:
    'Requests per second of the same routes from the server started with `WEB_CONCURRENCY=1` (the ' +
    'one the other scenarios use) and from a second one started with `WEB_CONCURRENCY=2` on the same ' +
    'database. PostgreSQL only: the embedded database belongs to one process. The load generator ' +
    'runs on this machine too, so two workers share the cores with it.',
  columns: ['Database', 'Route', '1 worker req/s', '2 workers req/s', 'scale', 'failed'],

  async run({ baseURL, target, seeded }) {
    if (target.kind !== 'postgres') {
      return { rows: [], checks: [], notes: [`${target.name}: one process only; not measured.`] };
    }
    const listing = await (await fetch(`${baseURL}/api/products?category=jewelry&limit=1`)).json();
    const productId = listing?.data?.products?.[0]?.id ?? seeded.productId;

    const one = [];
    for (const route of ROUTES) one.push(await measure(`${baseURL}${route.path({ productId })}`));
    const two = [];
    const server = await startServer({ ...target.serverEnv, WEB_CONCURRENCY: '2' });
    try {
      for (const route of ROUTES) two.push(await measure(`${server.baseURL}${route.path({ productId })}`));
    } finally {
      await server.stop();
    }

    const rows = [];
    const checks = [];
    ROUTES.forEach((route, index) => {
      const scale = two[index].rps / one[index].rps;
      const failures = one[index].failures + two[index].failures;
      rows.push([
        target.name,
        route.label,
        Math.round(one[index].rps),
        Math.round(two[index].rps),
        `${scale.toFixed(2)}×`,
        failures,
      ]);
      if (route.scales) {
        checks.push({
          label: `${target.name} ${route.label} with 2 workers over 1`,
          target: `≥ ${SCALE_BUDGET.toFixed(2)}×`,
          actual: `${scale.toFixed(2)}×`,
          pass: scale >= SCALE_BUDGET && failures === 0,
        });
      }
    });
    return { rows, checks, notes: [] };
  },
};
