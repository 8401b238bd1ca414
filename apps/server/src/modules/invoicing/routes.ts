import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, type DocumentKind } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { requireSession } from '../../plugins/auth.js';
import { renderTaxDocument } from './pdf.js';
import { documentFor } from './service.js';

/** An order's invoice and credit note as PDF files (decision 027). */
export const invoicingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const routes = contract.invoicing;
  const entries: [typeof routes.invoice | typeof routes.creditNote, DocumentKind][] = [
    [routes.invoice, 'invoice'],
    [routes.creditNote, 'credit-note'],
  ];
  for (const [entry, kind] of entries) {
    app.route({
      ...fromContract(entry),
      handler: async (request, reply) => {
        const { user } = requireSession(request);
        const document = await documentFor(db, request.params.id, kind, { id: user.id, role: user.role });
        const pdf = await renderTaxDocument(document);
        // The number is the file's name: what the customer files it under.
        const filename = `${document.number.replaceAll('/', '-')}.pdf`;
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    });
  }
};
