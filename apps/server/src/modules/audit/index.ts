/**
 * What other parts of the server may use of the activity log (issue 29, decision 069): entries a
 * row trigger cannot write (sign-ins, summaries of many rows), and the nightly clean-up. Most
 * entries are written by the audited tables' triggers, in the staff write's own transaction.
 */
export { recordAuditEntry, recordOneSummaryOnly, recordStaffChange } from './record.js';
export { pruneAuditEntries } from './service.js';
