/**
 * What other parts of the server may use of the owner's pages (docs/architecture.md, "Module
 * entries"): the Terms page as written, for /terms.pdf, and whether the owner has written any page
 * yet, for the setup checklist. Its routes are registered by app.ts.
 */
export { pagesWrittenByOwner, readPageForPrint } from './service.js';
