// HTTP load with autocannon: a short warm-up (discarded), then the measured run.
import autocannon from 'autocannon';

export const loadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
};

/**
 * The shop closes a keep-alive connection after 1000 requests (`Connection: close`, decision 014).
 * A browser then opens a new one; autocannon would keep sending on the old one, and Node answers
 * what arrives after the limit with 503s that are not the shop's. So the load opens a new connection
 * every 900 requests, as a well-behaved client does.
 */
const RECONNECT_EVERY = 900;

function run(url, seconds, options) {
  return autocannon({
    url,
    connections: loadSettings.connections,
    duration: seconds,
    reconnectRate: RECONNECT_EVERY,
    ...options,
  });
}

/** Requests per second, latency percentiles (ms) and failures of one URL under load. */
export async function measure(url, options = {}) {
  if (loadSettings.warmupSeconds > 0) await run(url, loadSettings.warmupSeconds, options);
  const result = await run(url, loadSettings.seconds, options);
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** A table row of one route's figures: database, route, req/s, p50, p99, share of the ceiling, failures. */
export function figuresRow(database, label, figures, share) {
  return [database, label, Math.round(figures.rps), figures.p50, figures.p99, share, figures.failures];
}
