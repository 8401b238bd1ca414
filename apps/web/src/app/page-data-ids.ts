/**
 * What the server hands the browser with a rendered page, each in a `<script type="application/json">`
 * of this id (data, not code: the shop's CSP runs no inline script). A module of its own so that the
 * boot script can tell a rendered page without loading the router.
 */
export const PAGE_DATA_IDS = { queries: 'page-queries', router: 'page-router' } as const;
