// The yardstick for the shop's own request overhead: a bare Fastify hello, nothing registered, no
// logger, started as its own process like the shop. Usage: node bench/lib/hello-server.mjs <port>
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
