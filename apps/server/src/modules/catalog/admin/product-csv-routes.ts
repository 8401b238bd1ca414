import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, PRODUCT_CSV_MAX_BYTES } from '@shop/domain';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { fromContract } from '../../../lib/route-from-contract.js';
import { exportProductsCsv } from './product-csv-export.js';
import { importProducts } from './product-import.js';

const tooLarge = () =>
  new AppError(
    413,
    'PAYLOAD_TOO_LARGE',
    `A CSV file may be at most ${PRODUCT_CSV_MAX_BYTES / (1024 * 1024)} MB; split it into smaller files`,
  );

/**
 * Reads a text/csv body up to the import's limit, refusing a larger one (413, in words) before or
 * while it arrives. Registered in this plugin only, so no other route takes CSV.
 */
function readCsvBody(request: FastifyRequest, payload: IncomingMessage): Promise<string> {
  if (Number(request.headers['content-length'] ?? 0) > PRODUCT_CSV_MAX_BYTES) {
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > PRODUCT_CSV_MAX_BYTES) {
        payload.removeAllListeners('data');
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    payload.on('error', reject);
  });
}

/** `GET /api/products/export.csv` and `POST /api/products/import` (decision 039), staff only. */
export const productCsvRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addContentTypeParser('text/csv', (request: FastifyRequest, payload: IncomingMessage) =>
    readCsvBody(request, payload),
  );

  app.route({
    ...fromContract(contract.catalogAdmin.exportProducts),
    handler: async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(await exportProductsCsv(db));
    },
  });

  app.route({
    ...fromContract(contract.catalogAdmin.importProducts),
    bodyLimit: PRODUCT_CSV_MAX_BYTES,
    handler: async (request) => {
      const text: unknown = request.body;
      if (typeof text !== 'string') {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the CSV file with the type text/csv');
      }
      return {
        success: true as const,
        data: await importProducts(db, text, { dryRun: request.query.dryRun ?? false }),
      };
    },
  });
};
