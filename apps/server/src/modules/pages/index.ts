/**
 * What app.ts uses of the pages module besides its routes: the storefront page responder (server
 * rendering) and the HTML cache it keeps, which the catalogue's change notice clears.
 */
export { HtmlCache } from './html-cache.js';
export { createPageResponder } from './page-responder.js';
