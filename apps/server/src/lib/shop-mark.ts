import sharp from 'sharp';

/** The shop's built-in mark (the same drawing as apps/web/public/favicon.svg). */
const SHOP_MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#a4452a"/><circle cx="32" cy="26" r="11" fill="none" stroke="#f5b544" stroke-width="4"/><path d="M20 44c4 6 20 6 24 0" fill="none" stroke="#fbf7f0" stroke-width="4" stroke-linecap="round"/><circle cx="32" cy="50" r="3" fill="#f5b544"/></svg>';

const drawn = new Map<number, Promise<Buffer>>();

/**
 * The mark as a PNG of `size` pixels square, drawn once per size. Never handed out as SVG: mail
 * clients do not show it, and a browser builds a whole document of its own for an SVG icon, a
 * 20–50 ms task on the page's main thread (issue 27), where a small PNG only decodes.
 */
export function shopMarkPng(size: number): Promise<Buffer> {
  let png = drawn.get(size);
  if (!png) {
    png = sharp(Buffer.from(SHOP_MARK_SVG)).resize(size, size).png().toBuffer();
    // A failed drawing is tried again on the next request rather than kept.
    png.catch(() => drawn.delete(size));
    drawn.set(size, png);
  }
  return png;
}
