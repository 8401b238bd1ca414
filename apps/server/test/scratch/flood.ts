import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { createTestDatabase } from '../support/test-database.js';

const config = testConfig({ TRUST_PROXY: 'true' });
const database = await createTestDatabase();
const app = await buildApp({ config, database });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const post = (path: string, body: object, ip: string) =>
  fetch(`${address}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
await post('/api/auth/signup', { email: 'signer@example.test', password: 'mango-chutney-41' }, '192.0.2.1');
async function signIn(i: number) {
  const start = performance.now();
  const r = await post('/api/auth/login', { email: 'signer@example.test', password: 'mango-chutney-41' }, `192.0.2.${100 + i}`);
  if (r.status !== 200) throw new Error(String(r.status));
  return performance.now() - start;
}
const quiet: number[] = [];
for (let i = 0; i < 5; i++) quiet.push(await signIn(i));
const floodStart = performance.now();
const flood = Promise.all(
  Array.from({ length: 30 }, (_, i) =>
    post('/api/auth/signup', { email: `f${i}@example.test`, password: 'mango-chutney-41' }, `198.51.100.${i}`).then((r) => r.status),
  ),
);
const during: number[] = [];
await new Promise((r) => setTimeout(r, 50));
for (let i = 0; i < 5; i++) during.push(await signIn(10 + i));
const statuses = await flood;
const floodMs = performance.now() - floodStart;
const fmt = (xs: number[]) => xs.map((x) => Math.round(x)).join(', ');
console.log(`quiet sign-ins ms: ${fmt(quiet)}`);
console.log(`sign-ins during 30 sign-ups ms: ${fmt(during)}`);
console.log(`flood finished in ${Math.round(floodMs)} ms, statuses: ${[...new Set(statuses)].join(',')}`);
await app.close();
await database.close();
