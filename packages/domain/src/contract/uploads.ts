import { successEnvelope } from '../api.js';
import { MAX_IMAGES_PER_UPLOAD } from '../catalog.js';
import { UploadedImagesSchema } from '../catalog-admin.js';
import type { Access } from '../roles.js';
import { endpoint } from './endpoint.js';

/** The multipart field every upload reads its pictures from. */
export const UPLOAD_FIELD = 'images';

const upload = <const P extends `/api/upload${string}`, const A extends Access>(path: P, access: A) =>
  endpoint({
    method: 'POST',
    path,
    access,
    tags: ['uploads'],
    summary: `Upload up to ${MAX_IMAGES_PER_UPLOAD} images (multipart field '${UPLOAD_FIELD}')`,
    consumes: ['multipart/form-data'],
    response: { 201: successEnvelope(UploadedImagesSchema) },
  });

/** Every path decision 008 declares for uploads; all store images the same way. */
export const uploadsContract = {
  upload: upload('/api/upload', 'admin'),
  product: upload('/api/upload/product', 'admin'),
  products: upload('/api/upload/products', 'admin'),
  category: upload('/api/upload/category', 'admin'),
};
