import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { rateLimited } from '../lib/errors.js';

/** Search answers cost the database the most; they get their own, tighter budget. */
const SEARCH_ROUTES = new Set([
  '/api/products/search',
  '/api/products/suggestions',
  '/api/products/spellings',
]);
/** Asked while a person types a new password: a judgement that costs CPU, with a budget of its own. */
const PASSWORD_CHECKS = new Set(['/api/auth/password-strength']);
/** "Notify me when available": public writes, each a row and later a mail; a budget of their own. */
const STOCK_ALERTS = new Set(['/api/products/:id/stock-alerts']);
/** A guest's cart priced (decision 040): a public write asked on every cart view; a budget of its own. */
const CART_QUOTES = new Set(['/api/cart/quote']);

/**
 * What a load balancer or process manager polls, many times a minute from one address: never
 * limited, or a healthy server would be taken out of rotation for answering its checks.
 */
const PROBES = new Set(['/api/health', '/api/ready']);

type Budget = 'reads' | 'search' | 'password-checks' | 'stock-alerts' | 'cart-quotes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The read budget a route draws on, set below when the route is registered. */
    readBudget?: Budget;
  }
}

/** Which budget a route draws on, or null for what this limit leaves alone. */
function budgetOf(route: RouteOptions): Budget | null {
  const { url, config } = route;
  if (PROBES.has(url)) return null;
  if (PASSWORD_CHECKS.has(url)) return 'password-checks';
  if (STOCK_ALERTS.has(url)) return 'stock-alerts';
  if (CART_QUOTES.has(url)) return 'cart-quotes';
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!methods.every((method) => method === 'GET' || method === 'HEAD')) return null;
  if (!url.startsWith('/api/') || config?.access !== 'public') return null;
  return SEARCH_ROUTES.has(url) ? 'search' : 'reads';
}

/**
 * A general limit on public catalogue reads and searches per client address (`request.ip`, which
 * follows TRUST_PROXY), generous for a shopper browsing fast and firm for a scraper. Counted in each
 * app server's memory: the shop's costly abuse (sign-ups, sign-ins, uploads) is counted in the
 * database instead (see modules/auth/throttle-service.ts). Writes and signed-in pages are not
 * limited here; their routes guard themselves.
 */
export const readRateLimit = fp(async (app: FastifyInstance, { limits }: { limits: Config['limits'] }) => {
  const perMinute: Record<Budget, number> = {
    reads: limits.readsPerMinute,
    search: limits.searchesPerMinute,
    'password-checks': limits.passwordChecksPerMinute,
    'stock-alerts': limits.stockAlertsPerMinute,
    'cart-quotes': limits.cartQuotesPerMinute,
  };
  // The budget is settled per route, once: a route outside every budget, or whose budget is off
  // (0), gets no rate-limit hook at all, instead of one that asks on every request.
  app.addHook('onRoute', (route) => {
    const budget = budgetOf(route);
    if (budget && perMinute[budget] > 0) route.config = { ...route.config, readBudget: budget };
    else route.config = { ...route.config, rateLimit: false };
  });
  const budgetOfRequest = (request: FastifyRequest) => request.routeOptions.config.readBudget ?? 'reads';
  await app.register(rateLimit, {
    global: true,
    timeWindow: 60_000,
    // Each budget counts separately, so heavy browsing does not use up the searches and back.
    keyGenerator: (request) => `${budgetOfRequest(request)}:${normalizeIP(request.ip)}`,
    max: (request) => perMinute[budgetOfRequest(request)],
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, context) =>
      rateLimited(Math.max(1, Math.ceil(context.ttl / 1000)), 'requests'),
  });
});
