import { UPLOAD_FIELD, type UploadedImage } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

/** Pictures take longer than the usual 10 s on a slow phone connection. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** POST /api/upload with one picture (the shop's logo or icon), stored like product pictures. */
export async function uploadShopPicture(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  const data = await apiCall('POST /api/upload', { body: form, timeoutMs: UPLOAD_TIMEOUT_MS });
  const [image] = data.images;
  if (!image) throw new Error('The picture was not stored. Please try again.');
  return image;
}
