// Search that the in-process catalogue cache cannot answer: every request types something never asked
// before (a word being typed, or a misspelt one), so each one runs its SQL: the live suggestions of
// the search box, and the results page's listing.
import { figuresRow, measure } from '../lib/load.mjs';
import { FRESH_CONNECTION } from './uncached-listings.mjs';

/**
 * Share of the /api/health rate an uncached search must keep, per database. Before search forgave
 * spelling (decision 023) a word nothing was called found nothing at once; now it finds and ranks the
 * products of the word it stands for, at the cost of searching that word. Measured after the change
 * (2,000 products, 2 cores shared): PGlite 1.0% of the ceiling for suggestions, 0.9% for the listing;
 * PostgreSQL 2.4% and 2.2%. The budget is four fifths of that, to catch a slide.
 */
const CEILING_SHARE = { postgres: 0.018, pglite: 0.0075 };
/** Shares this small read better with a decimal. */
const percent = (share) => `${(share * 100).toFixed(1)}%`;

/** Words of the bench catalogue's names (src/demo/bench-catalog.ts): styles and pieces. */
const STYLES = ['oxidised', 'kundan', 'meenakari', 'handloom', 'terracotta', 'zardozi', 'ajrakh', 'pearl'];
const PIECES = [
  'jhumka',
  'earrings',
  'chandbali',
  'choker',
  'necklace',
  'pendant',
  'bangle',
  'bracelet',
  'ring',
  'anklet',
  'kurti',
  'anarkali',
  'saree',
  'dupatta',
  'stole',
  'scarf',
  'potli',
  'clutch',
  'scrunchie',
  'cushion',
];

/**
 * What shoppers type, every text once: each piece as it is being typed (three letters and more) and
 * misspelt twice (a letter dropped: "jumka", "kuti"), alone or after a style. Interleaved, so
 * neighbouring requests differ in length and in the tier of the ranking that finds them.
 */
function typedTexts() {
  const texts = [];
  for (const style of ['', ...STYLES]) {
    for (const piece of PIECES) {
      const prefixes = [];
      for (let length = 3; length <= piece.length; length += 1) prefixes.push(piece.slice(0, length));
      const misspelt = [1, piece.length - 2].map((at) => piece.slice(0, at) + piece.slice(at + 1));
      for (const word of [...prefixes, ...misspelt]) texts.push(style ? `${style} ${word}` : word);
    }
  }
  // A fixed shuffle (a multiplier coprime with the length), the same in every run.
  let step = 7_919;
  const unique = [...new Set(texts)];
  while (gcd(step, unique.length) !== 1) step += 2;
  return unique.map((_, index) => unique[(index * step) % unique.length]);
}

function gcd(a, b) {
  return b === 0 ? a : gcd(b, a % b);
}

const TEXTS = typedTexts();
/** Changes once every text has been asked, so no address repeats within a run. */
const round = (n) => Math.floor(n / TEXTS.length);
/** The n-th text; after 20 rounds typed again with a capital, as a phone's keyboard starts it. */
function text(n) {
  const typed = TEXTS[n % TEXTS.length];
  const capital = Math.floor(round(n) / 20) % 2 === 1;
  return encodeURIComponent(capital ? typed[0].toUpperCase() + typed.slice(1) : typed);
}

const ROUTES = [
  {
    label: 'GET /api/products/suggestions, a new text each time',
    path: (n) => `/api/products/suggestions?q=${text(n)}&limit=${1 + (round(n) % 20)}`,
  },
  {
    label: 'GET /api/products?search=, a new text each time',
    path: (n) => `/api/products?search=${text(n)}&maxPrice=${5000 + round(n)}&limit=12`,
  },
];

export const uncachedSearch = {
  id: 'uncached-search',
  title: 'Uncached search',
  scope: 'per-database',
  description:
    "The search box's suggestions and the results page's listing when every request types something " +
    'new (a word as it is typed, after a style or alone, and every fourth misspelt), so the catalogue ' +
    'cache misses and each request runs its query. "Share" is the rate over the static `/api/health` ' +
    'rate of the same server, measured after the routes.',
  columns: ['Database', 'Route', 'req/s', 'p50 ms', 'p99 ms', 'share of ceiling', 'failed'],

  async run({ baseURL, target }) {
    const measured = [];
    for (const route of ROUTES) {
      const probe = await fetch(`${baseURL}${route.path(0)}`);
      if (probe.status !== 200) throw new Error(`${route.label} answered ${probe.status}`);
      let next = 1;
      const figures = await measure(`${baseURL}/api/products`, {
        ...FRESH_CONNECTION,
        requests: [{ setupRequest: (request) => ({ ...request, path: route.path((next += 1)) }) }],
      });
      measured.push({ route, figures });
    }
    const health = await measure(`${baseURL}/api/health`, FRESH_CONNECTION);
    const needed = CEILING_SHARE[target.kind];
    const rows = [figuresRow(target.name, 'GET /api/health (ceiling)', health, '100%')];
    const checks = [];
    for (const { route, figures } of measured) {
      const share = health.rps ? figures.rps / health.rps : 0;
      rows.push(figuresRow(target.name, route.label, figures, percent(share)));
      checks.push(
        {
          label: `${target.name} ${route.label} share of ceiling`,
          target: `≥ ${percent(needed)}`,
          actual: percent(share),
          pass: share >= needed,
        },
        {
          label: `${target.name} ${route.label} failures`,
          target: '0',
          actual: String(figures.failures),
          pass: figures.failures === 0,
        },
      );
    }
    return {
      rows,
      checks,
      notes: [
        `${target.name}: ${measured.map(({ figures }) => figures.total).join(' and ')} distinct searches asked.`,
      ],
    };
  },
};
