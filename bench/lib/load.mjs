// HTTP load with autocannon: a short warm-up (discarded), then the measured run.
import autocannon from 'autocannon';

export const loadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
};

function run(url, seconds, options) {
  return autocannon({ url, connections: loadSettings.connections, duration: seconds, ...options });
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
