/**
 * What other parts of the server may use of reviews (docs/architecture.md, "Module entries"):
 * recomputing products' ratings from their reviews, which the demo seed does after writing its
 * review records. Its routes are registered by app.ts.
 */
export { recomputeRatings } from './service.js';
