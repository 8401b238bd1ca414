import { IdParamsSchema } from '../api.js';
import { endpoint } from './endpoint.js';

const tags = ['orders'];

/**
 * An order's tax invoice and credit note as PDF (decision 027): to the customer who placed it and to
 * staff; 404 to anyone else, 409 `INVOICE_NOT_ISSUED` (`CREDIT_NOTE_NOT_ISSUED`) before there is one.
 */
export const invoicingContract = {
  invoice: endpoint({
    method: 'GET',
    path: '/api/orders/:id/invoice',
    access: 'signed-in',
    tags,
    summary: "The order's tax invoice (PDF), issued when it ships",
    params: IdParamsSchema,
    produces: ['application/pdf'],
    response: {},
  }),
  creditNote: endpoint({
    method: 'GET',
    path: '/api/orders/:id/credit-note',
    access: 'signed-in',
    tags,
    summary: "The credit note reversing the order's invoice (PDF), after a return or cancellation",
    params: IdParamsSchema,
    produces: ['application/pdf'],
    response: {},
  }),
};
