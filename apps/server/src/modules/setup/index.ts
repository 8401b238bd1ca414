/**
 * What other parts of the server may use of the setup module (docs/architecture.md, "Module
 * entries"): the one-time code start-up makes while the shop has no administrator. Its routes are
 * registered by app.ts.
 */
export { ensureSetupCode } from './code.js';
