// Runs the browser journeys once on the embedded database and once on the PostgreSQL server, as the
// API suite does. Without a reachable PostgreSQL the second pass is skipped, except under CI=true.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

const extraArgs = process.argv.slice(2);

async function postgresReachable() {
  const url = new URL(process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 5432) });
    socket.setTimeout(1500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

function playwright(database, args) {
  console.log(
    `\nBrowser journeys on ${database === 'postgres' ? 'PostgreSQL' : 'the embedded database (PGlite)'}`,
  );
  const result = spawnSync('npx', ['playwright', 'test', ...args], {
    stdio: 'inherit',
    env: { ...process.env, E2E_DATABASE: database },
  });
  return result.status ?? 1;
}

let status = playwright('pglite', extraArgs);
if (await postgresReachable()) {
  // The journeys that change data (accounts, shopping, server rendering after a price change, search
  // synonyms, variants and their SKUs, listings filtered by size, buying in sizes, shipping and
  // returns, the products import, UPI payments, the wishlist that follows the account, saved addresses
  // at checkout, guest checkout) are the ones whose behaviour depends on the database.
  const specs = extraArgs.length
    ? extraArgs
    : [
        'e2e/smoke.spec.ts',
        'e2e/accounts.spec.ts',
        'e2e/shopping.spec.ts',
        'e2e/ratings.spec.ts',
        'e2e/shop-settings.spec.ts',
        'e2e/ssr.spec.ts',
        'e2e/search.spec.ts',
        'e2e/admin-variants.spec.ts',
        'e2e/listing-variants.spec.ts',
        'e2e/variants.spec.ts',
        'e2e/shipping.spec.ts',
        'e2e/product-import.spec.ts',
        'e2e/notifications.spec.ts',
        'e2e/delivery.spec.ts',
        'e2e/upi-payment.spec.ts',
        'e2e/wishlist.spec.ts',
        'e2e/saved-address.spec.ts',
        'e2e/abandoned-carts.spec.ts',
        'e2e/dashboard.spec.ts',
        'e2e/guest-checkout.spec.ts',
      ];
  status = playwright('postgres', specs) || status;
} else if (process.env.CI === 'true') {
  console.error('PostgreSQL is not reachable, and CI requires the PostgreSQL pass.');
  status = 1;
} else {
  console.warn('PostgreSQL is not reachable: skipping the PostgreSQL pass of the browser journeys.');
}
process.exit(status);
