// The products CSV import (decision 039, issue 13): 5,000 rows must import in ≤ 10 s. Imports
// write, and PGlite is single-process, so the scenario brings its own fresh database (prepared by
// bench/import-data.mjs before its server starts): a dry run of the file, the apply that creates
// every product, and the same file again, which updates every product and variant.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pgliteTarget, postgresTarget } from '../lib/databases.mjs';
import { startServer } from '../lib/server.mjs';
import { runTsxScript } from '../lib/tsx-script.mjs';

const BUDGET_SECONDS = 10;
const factories = { pglite: pgliteTarget, postgres: postgresTarget };

/** One import call: seconds taken and the answer's data. Plain http: no client timeout cuts a slow one off. */
function timedImport(baseURL, token, csv, dryRun) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      `${baseURL}/api/products/import${dryRun ? '?dryRun=true' : ''}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'text/csv',
          'content-length': Buffer.byteLength(csv),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const seconds = (performance.now() - started) / 1000;
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          if (response.statusCode !== 200) {
            return reject(new Error(`import answered ${response.statusCode}: ${body.message}`));
          }
          if (body.data.errors.length) {
            return reject(new Error(`import found problems: ${JSON.stringify(body.data.errors[0])}`));
          }
          resolve({ seconds, data: body.data });
        });
      },
    );
    request.on('error', reject);
    request.end(csv);
  });
}

export const productImport = {
  id: 'product-import',
  title: 'Products CSV import',
  description:
    'A 5,000-row products CSV (2,000 one-piece products and 600 in five sizes, with HSN, GST and provenance) ' +
    'posted to `POST /api/products/import` on a fresh database: the dry run, the apply that creates ' +
    'every product, and the same file again (every product and variant updated). Budget: ≤ 10 s.',
  columns: ['Database', 'Rows', 'Products', 'Dry run', 'Apply (create)', 'Apply (update)'],
  scope: 'once',
  async run() {
    const rows = [];
    const checks = [];
    const notes = [];
    const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());
    for (const kind of wanted) {
      const target = await factories[kind]();
      if (target.skipped) {
        notes.push(`${target.name} skipped: ${target.skipped}`);
        continue;
      }
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
      const file = path.join(dir, 'products.csv');
      let server;
      try {
        console.log(`== ${target.name}: preparing the import file…`);
        const prepared = await runTsxScript('import-data.mjs', {
          env: { ...target.seedEnv, BENCH_IMPORT_FILE: file },
          what: 'import data',
        });
        const csv = fs.readFileSync(file, 'utf8');
        server = await startServer(target.serverEnv);
        const dry = await timedImport(server.baseURL, prepared.token, csv, true);
        const create = await timedImport(server.baseURL, prepared.token, csv, false);
        const update = await timedImport(server.baseURL, prepared.token, csv, false);
        const s = (value) => `${value.toFixed(2)} s`;
        rows.push([
          target.name,
          prepared.rows,
          prepared.products,
          s(dry.seconds),
          s(create.seconds),
          s(update.seconds),
        ]);
        // The second import of the same file changes nothing: its products count as unchanged.
        const seen = update.data.updated + update.data.unchanged;
        if (create.data.created !== prepared.products || seen !== prepared.products) {
          throw new Error(
            `expected ${prepared.products} products, got ${JSON.stringify([create.data, update.data])}`,
          );
        }
        const slowest = Math.max(create.seconds, update.seconds);
        checks.push({
          label: `${target.name}: ${prepared.rows} rows imported`,
          target: `≤ ${BUDGET_SECONDS} s`,
          actual: s(slowest),
          pass: slowest <= BUDGET_SECONDS,
        });
      } catch (error) {
        notes.push(`${target.name}: ${error.message.split('\n')[0]}`);
        checks.push({ label: `${target.name} import ran`, target: 'yes', actual: 'no', pass: false });
      } finally {
        await server?.stop();
        await target.drop();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
    return { rows, checks, notes };
  },
};
