/**
 * What other parts of the server may use of the images module (docs/architecture.md, "Module
 * entries"): the picture store, and which pictures it holds. Its routes are registered by app.ts.
 */
export {
  imageUrl,
  MAX_IMAGE_BYTES,
  prepareImage,
  preparePixels,
  savePreparedImage,
  savePreparedImages,
  type PreparedImage,
} from './image-store.js';
export { heldImageIds, imageIsHeld } from './held.js';
export { SHARE_IMAGE, shareImageUrl } from './share-image.js';
export { getImageVariant } from './service.js';
export { storeDrawnVariants, undrawnImages, type ImagePainter } from './painter.js';
