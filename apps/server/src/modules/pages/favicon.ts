import type { Db } from '../../db/client.js';
import { shopMarkPng } from '../../lib/shop-mark.js';
import { getImageVariant } from '../images/index.js';

/**
 * The built-in icon's size: sharp on a phone's tab at three pixels to the point. Its ETag names the
 * PNG, so a browser that still holds the SVG it used to be fetches it anew.
 */
const BUILT_IN_SIZE = 96;

/** The smallest stored variant of an upload: plenty for a browser tab's 16 to 64 pixels. */
const ICON_WIDTH = 320;

export interface Icon {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

/** The shop's icon: the favicon uploaded in Shop Settings, or the built-in one (also if it is gone). */
export async function shopIcon(db: Db, faviconImageId: string | null): Promise<Icon> {
  const uploaded = faviconImageId ? await getImageVariant(db, faviconImageId, ICON_WIDTH) : null;
  if (uploaded && faviconImageId) {
    return { bytes: uploaded.bytes, contentType: uploaded.contentType, etag: `"icon-${faviconImageId}"` };
  }
  return { bytes: await shopMarkPng(BUILT_IN_SIZE), contentType: 'image/png', etag: '"icon-built-in-png"' };
}
