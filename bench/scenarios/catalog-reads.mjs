// Catalogue reads under 50 concurrent connections, against the static JSON ceiling of the same server.
import { measure } from '../lib/load.mjs';

/** Share of the /api/health rate each catalogue route must reach, per database. */
const CEILING_SHARE = { postgres: 0.3, pglite: 0.15 };
const P99_BUDGET_MS = 50;

const ROUTES = [
  { label: 'GET /api/health (ceiling)', path: () => '/api/health', ceiling: true },
  {
    label: 'GET /api/products?category=jewelry&page=2&limit=12',
    path: () => '/api/products?category=jewelry&page=2&limit=12',
    expectsProducts: true,
  },
  { label: 'GET /api/products/id/:id', path: ({ productId }) => `/api/products/id/${productId}` },
  { label: 'GET /api/products/suggestions?q=ear', path: () => '/api/products/suggestions?q=ear' },
];

async function getJson(url) {
  const response = await fetch(url);
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

/** A real product id from the listing the benchmark reads, else the one the seeder reported. */
async function pickProductId(baseURL, seeded) {
  const { body } = await getJson(`${baseURL}/api/products?category=jewelry&limit=1`);
  return body?.data?.products?.[0]?.id ?? seeded.productId;
}

export const catalogReads = {
  id: 'catalog-reads',
  title: 'Catalogue reads',
  scope: 'per-database',
  description:
    'Requests per second and latency per route. "Share" is the route\'s rate over the static ' +
    '`/api/health` rate of the same server: the ceiling of this machine, framework and load generator. ' +
    'The ceiling is measured before and after the routes and the higher rate is used, so a busy moment ' +
    'cannot flatter the routes.',
  columns: ['Database', 'Route', 'req/s', 'p50 ms', 'p99 ms', 'share of ceiling', 'failed'],

  async run({ baseURL, target, seeded, ceiling: measuredFirst }) {
    const productId = await pickProductId(baseURL, seeded);
    const checks = [];
    const notes = [];

    const measured = [];
    for (const route of ROUTES) {
      const path = route.path({ productId });
      const probe = await getJson(`${baseURL}${path}`);
      if (probe.status !== 200) {
        notes.push(`${target.name}: ${route.label} answered ${probe.status}; not measured.`);
        checks.push({
          label: `${target.name} ${route.label} answers 200`,
          target: '200',
          actual: String(probe.status),
          pass: false,
        });
        continue;
      }
      if (route.expectsProducts && !(probe.body?.data?.products?.length > 0)) {
        notes.push(
          `${target.name}: ${route.label} lists no products; the seeded catalogue is not as expected.`,
        );
      }
      // run.mjs measured the ceiling just before this scenario: no need to measure it twice.
      const figures = route.ceiling && measuredFirst ? measuredFirst : await measure(`${baseURL}${path}`);
      measured.push({ route, figures });
    }
    const ceilingRoute = ROUTES.find((route) => route.ceiling);
    const first = measured.find((entry) => entry.route === ceilingRoute);
    if (first) {
      const again = await measure(`${baseURL}${ceilingRoute.path({ productId })}`);
      if (again.rps > first.figures.rps) first.figures = again;
    }
    const ceiling = first?.figures.rps;

    const rows = [];
    for (const { route, figures } of measured) {
      const share = ceiling ? figures.rps / ceiling : undefined;
      rows.push([
        target.name,
        route.label,
        Math.round(figures.rps),
        figures.p50,
        figures.p99,
        share === undefined ? 'n/a' : `${Math.round(share * 100)}%`,
        figures.failures,
      ]);
      checks.push({
        label: `${target.name} ${route.label} p99`,
        target: `< ${P99_BUDGET_MS} ms`,
        actual: `${figures.p99} ms`,
        pass: figures.p99 < P99_BUDGET_MS,
      });
      if (figures.failures > 0) {
        checks.push({
          label: `${target.name} ${route.label} failures`,
          target: '0',
          actual: String(figures.failures),
          pass: false,
        });
      }
      if (!route.ceiling && share !== undefined) {
        const needed = CEILING_SHARE[target.kind];
        checks.push({
          label: `${target.name} ${route.label} share of ceiling`,
          target: `≥ ${Math.round(needed * 100)}%`,
          actual: `${Math.round(share * 100)}%`,
          pass: share >= needed,
        });
      }
    }
    return { rows, checks, notes };
  },
};
