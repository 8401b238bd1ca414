/**
 * What other parts of the server may use of complaints (docs/architecture.md, "Module entries"):
 * the count of overdue complaints, for the dashboard. Its routes are registered by app.ts.
 */
export { countOverdueComplaints } from './service.js';
