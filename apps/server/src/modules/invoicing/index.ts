/**
 * What other modules may use of invoicing (decision 027): the orders module issues the invoice when
 * an order ships and the credit note when an invoiced order is returned or cancelled, in its own
 * transaction; the reports module reads the documents of a month for the GST return (decision 049).
 * Its routes are registered by app.ts.
 */
export {
  issueCreditNote,
  issuedDocumentsBetween,
  issueInvoice,
  issueReturnCreditNote,
  returnCreditNoteFor,
  type ReturnedSupply,
} from './service.js';
export { renderTaxDocument } from './pdf.js';
