// Product listings that the in-process catalogue cache cannot answer: every request is a filter,
// price range, sort and page combination never asked before, so each one runs its SQL.
import { figuresRow, measure } from '../lib/load.mjs';

/** Share of the /api/health rate the uncached listing must reach, per database (issue 9). */
const CEILING_SHARE = { postgres: 0.2, pglite: 0.08 };

/**
 * The server closes a keep-alive connection after 1000 requests and answers 503 to whatever a
 * client sends on it afterwards; autocannon does not notice, so each connection starts afresh
 * well before that.
 */
export const FRESH_CONNECTION = { reconnectRate: 500 };

const SORTS = [
  '',
  '&sortBy=price',
  '&sortBy=price&sortOrder=desc',
  '&sortBy=newest',
  '&sortBy=rating',
  '&sortBy=name',
];

/** Category slugs a shopper can filter by: the parents and their subcategories, as the shop lists them. */
async function categorySlugs(baseURL) {
  const response = await fetch(`${baseURL}/api/categories`);
  const body = await response.json().catch(() => undefined);
  const slugs = (body?.data?.categories ?? []).map((category) => category.slug);
  return slugs.length ? slugs : ['jewelry', 'clothing', 'accessories'];
}

/**
 * The n-th listing address. The pair (minPrice, maxPrice) differs for every n below
 * 1500 × 1000, far beyond what a run sends, so no two requests share a cache key; category, sort
 * and page cycle on top so the plans for every shape of query are exercised.
 */
function listingPath(n, slugs) {
  const minPrice = 100 + (n % 1500);
  const maxPrice = 2000 + Math.floor(n / 1500);
  const category = slugs[n % slugs.length];
  const sort = SORTS[n % SORTS.length];
  const page = 1 + (n % 3);
  return `/api/products?category=${category}&minPrice=${minPrice}&maxPrice=${maxPrice}${sort}&page=${page}&limit=12`;
}

export const uncachedListings = {
  id: 'uncached-listings',
  title: 'Uncached listings',
  scope: 'per-database',
  description:
    'GET /api/products where every request is a new combination of category, price range, sort and ' +
    'page (as a shopper moving the price slider does), so the in-process catalogue cache misses and ' +
    'each request runs its query. "Share" is the rate over the static `/api/health` rate of the same ' +
    'server, measured before and after in this run (the higher is used).',
  columns: ['Database', 'Route', 'req/s', 'p50 ms', 'p99 ms', 'share of ceiling', 'failed'],

  async run({ baseURL, target }) {
    const slugs = await categorySlugs(baseURL);
    const probe = await fetch(`${baseURL}${listingPath(0, slugs)}`);
    if (probe.status !== 200) throw new Error(`uncached listing answered ${probe.status}`);

    let next = 1;
    const listing = await measure(`${baseURL}/api/products`, {
      ...FRESH_CONNECTION,
      requests: [{ setupRequest: (request) => ({ ...request, path: listingPath((next += 1), slugs) }) }],
    });
    const health = await measure(`${baseURL}/api/health`, FRESH_CONNECTION);
    const healthAgain = await measure(`${baseURL}/api/health`, FRESH_CONNECTION);
    const ceiling = Math.max(health.rps, healthAgain.rps);
    const share = ceiling ? listing.rps / ceiling : 0;
    const needed = CEILING_SHARE[target.kind];

    const row = (label, figures, shown) => figuresRow(target.name, label, figures, shown);
    const checks = [
      {
        label: `${target.name} uncached listing share of ceiling`,
        target: `≥ ${Math.round(needed * 100)}%`,
        actual: `${Math.round(share * 100)}%`,
        pass: share >= needed,
      },
      {
        label: `${target.name} uncached listing failures`,
        target: '0',
        actual: String(listing.failures),
        pass: listing.failures === 0,
      },
    ];
    return {
      rows: [
        row('GET /api/health (ceiling)', health.rps >= healthAgain.rps ? health : healthAgain, '100%'),
        row('GET /api/products, a new combination each time', listing, `${Math.round(share * 100)}%`),
      ],
      checks,
      notes: [
        `${target.name}: ${listing.total} distinct listings asked (category, price range, sort, page), ` +
          `none of them twice.`,
      ],
    };
  },
};
