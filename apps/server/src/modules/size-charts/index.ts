/**
 * What other parts of the server may use of size charts (docs/architecture.md, "Module entries"):
 * the standard charts for a new shop's categories, which the demo seed adds. Its routes are
 * registered by app.ts.
 */
export { insertStandardSizeCharts } from './service.js';
