/**
 * Runs at most `concurrency` tasks at once; the rest wait in arrival order. For work that occupies
 * a scarce resource (a thread of libuv's pool, a core) so that one flood cannot take all of it.
 */
export function concurrencyLimit(concurrency: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < concurrency) active += 1;
    // The finishing task hands its slot straight to the next in line, so `active` stays put.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
