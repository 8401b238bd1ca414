import type { Db } from '../../db/client.js';
import { getImageVariant } from '../images/index.js';

/**
 * The built-in icon (the same drawing as apps/web/public/favicon.svg), kept here so the server
 * answers /favicon.ico even without the built storefront.
 */
export const BUILT_IN_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#a4452a"/><circle cx="32" cy="26" r="11" fill="none" stroke="#f5b544" stroke-width="4"/><path d="M20 44c4 6 20 6 24 0" fill="none" stroke="#fbf7f0" stroke-width="4" stroke-linecap="round"/><circle cx="32" cy="50" r="3" fill="#f5b544"/></svg>';

/** The smallest stored variant of an upload: plenty for a browser tab's 16 to 64 pixels. */
const ICON_WIDTH = 320;

export interface Icon {
  bytes: Buffer | string;
  contentType: string;
  etag: string;
}

/** The shop's icon: the favicon uploaded in Shop Settings, or the built-in one (also if it is gone). */
export async function shopIcon(db: Db, faviconImageId: string | null): Promise<Icon> {
  const uploaded = faviconImageId ? await getImageVariant(db, faviconImageId, ICON_WIDTH) : null;
  if (uploaded && faviconImageId) {
    return { bytes: uploaded.bytes, contentType: uploaded.contentType, etag: `"icon-${faviconImageId}"` };
  }
  return { bytes: BUILT_IN_ICON, contentType: 'image/svg+xml', etag: '"icon-built-in"' };
}
